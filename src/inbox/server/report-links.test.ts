import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { SEASON_SITE, SEASON_ZONE, seedSeason } from "../../../test/report-leads";

// The site the season's leads were sent to, whose own pages refer no one: set before the site's
// settings are read, as the server's environment sets it.
vi.hoisted(() => {
  process.env.SITE_URL = "https://www.voltcare.example";
});

import { siteHost } from "@/config/site";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { filterChoices, leadCounts, leadListPage } from "@/leads/server/record/lead-list";
import { REPORT_DIMENSIONS } from "@/lib/report-dimensions";
import { OTHER } from "@/lib/traffic-source";
import { readListAddress } from "./list-address";
import { buildReport } from "./report";
import { lastWeeks, type ReportPeriod } from "./report-calendar";
import { reportPeriodHref, reportRowHref } from "./report-links";

const NOW = new Date("2026-11-28T18:00:00Z");
const SECRET = "a-search-secret-of-at-least-thirty-two-characters";

/** The filters a link's address carries, as the list reads them. */
const filterOf = (href: string) => readListAddress(new URL(href, SEASON_SITE), SECRET).filter;

describe.each(dialects)("the report's links to its leads on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  it("leads each row to a list of exactly the leads it counts, in any period", async () => {
    expect(siteHost()).toBe(new URL(SEASON_SITE).hostname);
    const season = await seedSeason(t.handle.db);
    // Tagged by hand in an older way, and an unknown campaign's visitors from a forum.
    await insertExactLeads(t.handle.db, [
      {
        ...season[1]!,
        id: "hand-tagged",
        email: "front.desk@lakeshore.example",
        utm_source: "Google Ads",
        utm_medium: "CPC",
        utm_campaign: "Fall Promo",
        created_at: "2026-11-20T15:00:00.000Z",
      },
      {
        ...season[2]!,
        id: "forum",
        email: "office@ridge.example",
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        gclid: null,
        fbclid: null,
        referrer: "https://forum.dentaltown.example/t/after-hours-answering/18211",
        page_url: `${SEASON_SITE}/blog/after-hours-calls?ref=forum`,
        created_at: "2026-11-21T02:00:00.000Z",
      },
    ]);
    const periods: ReportPeriod[] = [
      lastWeeks(12, SEASON_ZONE, NOW),
      // From a Tuesday to a Tuesday, over the end of summer time: its weeks are cut.
      { from: "2026-10-20", to: "2026-11-10" },
    ];
    let checked = 0;
    for (const period of periods) {
      const report = await buildReport(t.handle.db, {
        period,
        zone: SEASON_ZONE,
        siteHost: siteHost(),
        now: NOW,
      });
      const all = await leadCounts(t.handle.db, filterOf(reportPeriodHref(period)), SEASON_ZONE);
      expect(all.all, `${period.from} to ${period.to}`).toBe(report.totals.leads);
      for (const dimension of REPORT_DIMENSIONS) {
        for (const row of report.by[dimension]) {
          const href = reportRowHref(dimension, row, period);
          if (row.key === OTHER) {
            expect(href).toBeNull();
            continue;
          }
          const counts = await leadCounts(t.handle.db, filterOf(href!), SEASON_ZONE);
          expect(counts.all, `${dimension} ${row.key}, ${period.from} to ${period.to}`).toBe(
            row.leads,
          );
          checked += 1;
        }
      }
    }
    // Weeks, and sources, campaigns, pages and forms with leads and without.
    expect(checked).toBeGreaterThan(40);
  });

  it("reads an older address's source as the report names it, and an unknown one as finding none", async () => {
    await insertExactLeads(t.handle.db, [
      {
        id: "tagged",
        created_at: "2026-11-20T15:00:00.000Z",
        form: "landing",
        name: "Dana Whitfield",
        email: "dana@brightsmile.example",
        status: "new",
        utm_source: "Facebook",
        utm_medium: "Paid Social",
        utm_campaign: "Spring Sale",
      },
      {
        id: "clicked",
        created_at: "2026-11-21T15:00:00.000Z",
        form: "contact",
        name: "Sam Ortiz",
        email: "sam@ortizchiro.example",
        status: "new",
        fbclid: "IwAR0a",
      },
    ]);
    const listed = async (query: string) => {
      const filter = filterOf(`/inbox?${query}`);
      return { filter, all: (await leadCounts(t.handle.db, filter, SEASON_ZONE)).all };
    };
    // As bookmarked when the list read the tags as they came.
    expect(await listed("source=Facebook")).toEqual({ filter: { source: "facebook" }, all: 2 });
    expect(await listed("campaign=Spring+Sale")).toEqual({
      filter: { campaign: "spring-sale" },
      all: 1,
    });
    expect(await listed("source=facebook+%2F+Paid+Social")).toEqual({
      filter: { source: "facebook / paid-social" },
      all: 1,
    });
    // Kept, to show and clear, and finding none; what would reorder the page taken out.
    for (const [query, source] of [
      ["source=nowhere.example+%2F+referral", "nowhere.example / referral"],
      ["source=%E2%80%AE%21%21", "!!"],
      ["source=%21%21+%2F+organic", "!! / organic"],
    ]) {
      expect(await listed(query!), query).toEqual({ filter: { source }, all: 0 });
    }
  });

  it("names a lead's origin in the list and its choices as the report does", async () => {
    await seedSeason(t.handle.db);
    const period = lastWeeks(26, SEASON_ZONE, NOW);
    const report = await buildReport(t.handle.db, {
      period,
      zone: SEASON_ZONE,
      siteHost: siteHost(),
      now: NOW,
    });
    const choices = await filterChoices(t.handle.db);
    const withLeads = (dimension: "source" | "campaign") =>
      report.by[dimension].filter((row) => row.leads > 0).map((row) => row.key);
    expect(choices.sources).toEqual(expect.arrayContaining(withLeads("source")));
    expect(choices.sources).toContain("bing.com / referral");
    expect(choices.sources).toContain("google / cpc");
    expect(choices.sources).toContain("(direct) / (none)");
    expect(choices.campaigns).toEqual(expect.arrayContaining(withLeads("campaign")));

    // Every row of a source's list says that source, as the report's row names it.
    for (const source of ["bing.com / referral", "facebook / cpc"]) {
      const page = await leadListPage(t.handle.db, { ...period, source }, null, SEASON_ZONE);
      expect(page.rows.length, source).toBeGreaterThan(0);
      expect(new Set(page.rows.map((row) => row.source))).toEqual(new Set([source]));
    }
  });
});
