import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import type { NewLead } from "@/server/db/schema";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { countPageView, OTHER } from "@/visits/server/page-views";
import { buildReport, REPORT_TOP, weekOf, withOther } from "./report";

const ZONE = "America/Chicago";
const SITE = "https://www.voltcare.example";
// A Saturday: the report's four weeks begin on Mondays 2, 9, 16 and 23 November.
const NOW = new Date("2026-11-28T18:00:00Z");

const SPRING = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" };
const CHIRO = { utm_source: "facebook", utm_medium: "paid", utm_campaign: "chiro" };
// $360,000 and $60,000 a year of missed-call revenue, by the calculator's arithmetic.
const BUSY = {
  callsPerDay: 10,
  openDays: 20,
  missedPercent: 30,
  bookPercent: 50,
  patientValue: 1000,
};
const QUIET = {
  callsPerDay: 5,
  openDays: 20,
  missedPercent: 20,
  bookPercent: 50,
  patientValue: 500,
};

let n = 0;
function lead(createdAt: string, fields: Partial<NewLead> = {}): NewLead {
  n += 1;
  return {
    id: `lead-${n}`,
    created_at: createdAt,
    form: "landing",
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    status: "new",
    ...fields,
  };
}

describe.each(dialects)("the inbox's report on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  const views = async (
    day: string,
    path: string,
    traffic: { source: string; medium: string; campaign: string },
    entries: number,
    more = 0,
  ) => {
    for (let i = 0; i < entries + more; i++) {
      await countPageView(
        t.handle.db,
        { path, ...traffic, entry: i < entries },
        { now: new Date(`${day}T18:00:00Z`), zone: ZONE, client: `client-${i}`, network: "office" },
      );
    }
  };
  const google = { source: "google", medium: "cpc", campaign: "spring" };
  const lastFourWeeks = () =>
    buildReport(t.handle.db, { weeks: 4, zone: ZONE, siteHost: "www.voltcare.example", now: NOW });
  const row = (
    key: string,
    visits: number | null,
    leads: number,
    suspected: number,
    booked: number,
    revenue: number,
  ) => ({ key, visits, leads, suspected, booked, revenue });

  it("counts visits, leads, suspected, booked and revenue at stake exactly, by week and origin", async () => {
    await views("2026-11-24", "/landing", google, 10, 5);
    await views("2026-11-24", "/", { source: "(direct)", medium: "(none)", campaign: "" }, 20);
    await views("2026-11-10", "/landing", google, 4);
    await views(
      "2026-11-10",
      "/services/ai-receptionist",
      { source: "facebook", medium: "paid", campaign: "chiro" },
      6,
    );
    await views("2026-10-30", "/landing", google, 100);

    const landing = `${SITE}/landing?utm_source=google`;
    const rows = [
      // Booked through the scheduler, with an estimate.
      lead("2026-11-24T15:00:00Z", {
        ...SPRING,
        page_url: landing,
        calculator_inputs: JSON.stringify(BUSY),
      }),
      lead("2026-11-24T16:00:00Z", { ...SPRING, page_url: landing }),
      // Won by the agency, with an estimate: booked by its status.
      lead("2026-11-25T15:00:00Z", {
        form: "home",
        page_url: `${SITE}/`,
        status: "won",
        calculator_inputs: JSON.stringify(QUIET),
      }),
      // Its call was canceled.
      lead("2026-11-10T15:00:00Z", {
        ...CHIRO,
        form: "contact",
        page_url: `${SITE}/services/ai-receptionist`,
        status: "contacted",
      }),
      lead("2026-11-24T17:00:00Z", {
        ...SPRING,
        page_url: landing,
        suspected: "honeypot",
        status: "booked",
      }),
      lead("2026-10-30T15:00:00Z", { ...SPRING, page_url: landing }),
      // Sunday evening in Chicago, Monday in UTC: the week before.
      lead("2026-11-23T05:00:00Z", {
        form: "contact",
        referrer: "https://www.bing.com/search?q=x",
        page_url: `${SITE}/blog`,
      }),
    ];
    await insertExactLeads(t.handle.db, rows);
    await t.handle.db
      .insertInto("bookings")
      .values([
        {
          invitee: "https://api.calendly.com/i/1",
          lead_id: rows[0]!.id,
          starts_at: "2026-12-01T16:00:00.000Z",
          booked_at: "2026-11-24T15:05:00.000Z",
        },
        {
          invitee: "https://api.calendly.com/i/2",
          lead_id: rows[3]!.id,
          starts_at: "2026-11-12T16:00:00.000Z",
          booked_at: "2026-11-10T15:05:00.000Z",
          canceled_at: "2026-11-11T09:00:00.000Z",
        },
      ])
      .execute();

    const report = await lastFourWeeks();
    expect({ from: report.from, to: report.to }).toEqual({ from: "2026-11-02", to: "2026-11-28" });
    expect(report.totals).toEqual(row("", 40, 5, 1, 2, 420_000));
    expect(report.by.week).toEqual([
      row("2026-11-02", 0, 0, 0, 0, 0),
      row("2026-11-09", 10, 1, 0, 0, 0),
      row("2026-11-16", 0, 1, 0, 0, 0),
      row("2026-11-23", 30, 3, 1, 2, 420_000),
    ]);
    expect(report.by.source).toEqual([
      row("google / cpc", 14, 2, 1, 1, 360_000),
      row("(direct) / (none)", 20, 1, 0, 1, 60_000),
      row("facebook / paid", 6, 1, 0, 0, 0),
      row("bing.com / referral", 0, 1, 0, 0, 0),
    ]);
    expect(report.by.campaign).toEqual([
      row("(none)", 20, 2, 0, 1, 60_000),
      row("spring", 14, 2, 1, 1, 360_000),
      row("chiro", 6, 1, 0, 0, 0),
    ]);
    expect(report.by.page).toEqual([
      row("/landing", 14, 2, 1, 1, 360_000),
      row("/", 20, 1, 0, 1, 60_000),
      row("/services/ai-receptionist", 6, 1, 0, 0, 0),
      row("/blog", 0, 1, 0, 0, 0),
    ]);
    expect(report.by.form).toEqual([
      row("contact", null, 2, 0, 0, 0),
      row("landing", null, 2, 1, 1, 360_000),
      row("home", null, 1, 0, 1, 60_000),
    ]);
  });

  it("places a released lead by when it was sent, not its release; one in the trash is still suspected", async () => {
    await insertExactLeads(t.handle.db, [
      // Sent in the second week, kept apart, released in the last.
      lead("2026-11-24T15:00:00Z", { ...SPRING, submitted_at: "2026-11-10T15:00:00Z" }),
      // Sent before the period, released inside it: another period's lead.
      lead("2026-11-03T15:00:00Z", { ...SPRING, submitted_at: "2026-10-30T15:00:00Z" }),
      lead("2026-11-17T15:00:00Z", {
        ...SPRING,
        suspected: "fill-time",
        discarded_at: "2026-11-18T09:00:00Z",
        discarded_by: "dana@brightsmile.example",
      }),
    ]);
    const report = await lastFourWeeks();
    expect(report.by.week).toEqual([
      row("2026-11-02", 0, 0, 0, 0, 0),
      row("2026-11-09", 0, 1, 0, 0, 0),
      row("2026-11-16", 0, 0, 1, 0, 0),
      row("2026-11-23", 0, 0, 0, 0, 0),
    ]);
    expect(report.totals).toEqual(row("", 0, 1, 1, 0, 0));
  });

  it("lists a breakdown's top rows and sums the rest, with the views counted past the limits, in (other)", async () => {
    // Thirty campaigns of one to thirty visits each, every one of them a row of its own.
    const campaigns = Array.from({ length: 30 }, (_, i) => ({
      day: "2026-11-2" + String(i % 7),
      path: `/blog/post-${i}`,
      source: "newsletter",
      medium: "email",
      campaign: `issue-${String(i + 1).padStart(2, "0")}`,
      views: 2 * (i + 1),
      visits: i + 1,
    }));
    const other = { path: OTHER, source: OTHER, medium: OTHER, campaign: OTHER };
    await t.handle.db
      .insertInto("page_views")
      .values([
        ...campaigns,
        { day: "2026-11-24", ...other, views: 50, visits: 40 },
        { day: "2026-11-25", ...other, views: 9, visits: 7 },
      ])
      .execute();
    // A lead from the campaign with the fewest visits ranks it first.
    await insertExactLeads(t.handle.db, [
      lead("2026-11-24T15:00:00Z", {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "issue-01",
        page_url: `${SITE}/blog/post-0`,
      }),
    ]);
    const report = await lastFourWeeks();
    const all = 465 + 47;
    expect(report.totals.visits).toBe(all);
    // Every row for the CSV file, (other) last.
    expect(report.by.campaign).toHaveLength(31);
    expect(report.by.campaign.map((row) => row.key).slice(0, 3)).toEqual([
      "issue-01",
      "issue-30",
      "issue-29",
    ]);
    expect(report.by.campaign.at(-1)).toEqual(row(OTHER, 47, 0, 0, 0, 0));
    expect(report.by.source.map((row) => [row.key, row.visits])).toEqual([
      ["newsletter / email", 465],
      [OTHER, 47],
    ]);

    // The page's: the top 25, then one row for the other five campaigns (2 to 6) and the rest.
    const top = withOther(report.by.campaign, REPORT_TOP);
    expect(top).toHaveLength(REPORT_TOP + 1);
    expect(top.at(-2)?.key).toBe("issue-07");
    expect(top.at(-1)).toEqual(row(OTHER, 2 + 3 + 4 + 5 + 6 + 47, 0, 0, 0, 0));
    expect(top.reduce((sum, row) => sum + row.visits!, 0)).toBe(all);
    const pages = withOther(report.by.page, REPORT_TOP);
    expect(pages.at(-1)?.key).toBe(OTHER);
    expect(pages.reduce((sum, row) => sum + row.leads, 0)).toBe(1);
    // A breakdown within the top and without views past the limits has no (other) row.
    expect(withOther(report.by.form, REPORT_TOP)).toEqual(report.by.form);
  });

  it("reaches back a year of weeks, each begun on a Monday", async () => {
    const report = await buildReport(t.handle.db, {
      weeks: 52,
      zone: ZONE,
      siteHost: "x",
      now: NOW,
    });
    expect(report.by.week).toHaveLength(52);
    expect(
      report.by.week.every((week) => new Date(`${week.key}T00:00:00Z`).getUTCDay() === 1),
    ).toBe(true);
    expect(report.totals).toEqual({
      key: "",
      visits: 0,
      leads: 0,
      suspected: 0,
      booked: 0,
      revenue: 0,
    });
  });
});

describe("a week", () => {
  it("begins on the Monday, across months and years", () => {
    expect(weekOf("2026-11-28")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2027-01-02")).toBe("2026-12-28");
  });
});
