import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { countPageView, NEW_ROWS_A_DAY, purgePageViews } from "./page-views";
import { OTHER } from "@/lib/traffic-source";

const ZONE = "America/Chicago";
/** Midday of `day` in Chicago. */
const noon = (day: string) => new Date(`${day}T18:00:00Z`);

describe.each(dialects)("counted page views on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  const rowsOf = (day: string) =>
    t.handle.db
      .selectFrom("page_views")
      .select(["path", "source", "views"])
      .where("day", "=", day)
      .execute();

  it("adds at most the site's new rows a day, from however many networks, then counts under (other)", async () => {
    const day = "2026-11-27";
    const networks = Math.ceil((NEW_ROWS_A_DAY.site + 5) / NEW_ROWS_A_DAY.networkSources);
    for (let n = 0; n < networks; n++) {
      for (let s = 0; s < NEW_ROWS_A_DAY.networkSources; s++) {
        await countPageView(
          t.handle.db,
          {
            path: "/landing",
            entry: true,
            source: `partner-${n}-${s}.example`,
            medium: "referral",
            campaign: "",
          },
          { now: noon(day), zone: ZONE, client: `client-${n}`, network: `network-${n}` },
        );
      }
    }
    const rows = await rowsOf(day);
    expect(rows).toHaveLength(NEW_ROWS_A_DAY.site + 1);
    expect(rows.find((row) => row.source === OTHER)?.views).toBe(
      networks * NEW_ROWS_A_DAY.networkSources - NEW_ROWS_A_DAY.site,
    );
    // A direct visit still has a row of its own, and the next day every network starts again.
    const direct = {
      path: "/pricing",
      entry: true,
      source: "(direct)",
      medium: "(none)",
      campaign: "",
    };
    await countPageView(t.handle.db, direct, {
      now: noon(day),
      zone: ZONE,
      client: "client-0",
      network: "network-0",
    });
    expect(await rowsOf(day)).toContainEqual({ path: "/pricing", source: "(direct)", views: 1 });
    await countPageView(
      t.handle.db,
      { ...direct, source: "partner-next.example", medium: "referral" },
      { now: noon("2026-11-28"), zone: ZONE, client: "client-0", network: "network-0" },
    );
    expect(await rowsOf("2026-11-28")).toEqual([
      { path: "/pricing", source: "partner-next.example", views: 1 },
    ]);
    // A thousand views and more, each its own transaction as the site counts them: on a machine
    // running the suites side by side, past the default time.
  }, 90_000);

  it("purges the days that ended past the retention, in the agency's days", async () => {
    for (const day of ["2025-11-26", "2025-11-27", "2025-11-28"]) {
      await t.handle.db
        .insertInto("page_views")
        .values({
          day,
          path: "/",
          source: "(direct)",
          medium: "(none)",
          campaign: "",
          views: 4,
          visits: 2,
        })
        .execute();
    }
    // A year before 03:00 UTC on 28 November 2026 is the evening of the 27th in Chicago: the 26th
    // had ended, the 27th not.
    const now = new Date("2026-11-28T03:00:00Z");
    expect(await purgePageViews(t.handle.db, 365, ZONE, now)).toBe(1);
    expect(await purgePageViews(t.handle.db, 365, ZONE, now)).toBe(0);
    const days = await t.handle.db.selectFrom("page_views").select("day").orderBy("day").execute();
    expect(days.map((row) => row.day)).toEqual(["2025-11-27", "2025-11-28"]);
  });
});
