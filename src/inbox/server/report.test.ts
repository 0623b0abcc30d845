import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { SEASON_SITE, SEASON_ZONE, seedSeason } from "../../../test/report-leads";
import type { NewLead } from "@/server/db/schema";
import { sql } from "kysely";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { changeMany, setLeadStatus } from "@/leads/server/record/changes";
import { eraseByEmail, leadById } from "@/leads/server/record/queries";
import { deleteDiscarded, discardSuspected, releaseChosen } from "@/leads/server/record/suspected";
import { VISITOR_EMAIL_CAPS } from "@/server/env";
import { yearlyEstimate } from "@/lib/calculator-inputs";
import { leadOrigin, NONE } from "@/lib/lead-origin";
import { REPORT_DIMENSIONS, type ReportDimension } from "@/lib/report-dimensions";
import { trafficSource } from "@/lib/traffic-source";
import { zonedDay } from "@/server/time-zone";
import type { Db } from "@/server/db/client";
import { countPageView, purgePageViews } from "@/visits/server/page-views";
import { OTHER } from "@/lib/traffic-source";
import {
  buildReport,
  REPORT_TOP,
  totalsFor,
  withOther,
  type Report,
  type ReportCounts,
  type ReportRow,
} from "./report";
import { lastWeeks, periodBefore, weekOf, type ReportPeriod } from "./report-calendar";

const ZONE = "America/Chicago";
const SITE = "https://www.voltcare.example";
const HOST = "www.voltcare.example";
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

const figures = (
  visits: number | null,
  leads: number,
  suspected: number,
  booked: number,
  revenue: number,
  estimated: number,
): ReportCounts => ({ visits, leads, suspected, booked, revenue, estimated });
const row = (key: string, ...counts: Parameters<typeof figures>) => ({
  key,
  ...figures(...counts),
});
/** A breakdown's rows without the period before beside them, or a week's mark. */
const thisPeriod = (rows: ReportRow[]) =>
  rows.map(({ key, visits, leads, suspected, booked, revenue, estimated }) => ({
    key,
    ...figures(visits, leads, suspected, booked, revenue, estimated),
  }));

/**
 * The report as the server made it before it asked the database: every lead read and placed by
 * `trafficSource`, its day by `zonedDay`, its estimate worked out from its numbers. What the
 * database's grouping must come to, row for row.
 */
async function readEveryLead(
  db: Db,
  period: ReportPeriod,
  zone: string,
  siteHost: string,
): Promise<Pick<Report, "totals" | "by">> {
  const before = periodBefore(period);
  const calls = new Set(
    (
      await db.selectFrom("bookings").select("lead_id").where("canceled_at", "is", null).execute()
    ).map((call) => call.lead_id),
  );
  const tables = new Map<string, ReportRow>();
  const rowOf = (dimension: ReportDimension, key: string, visits: number | null) => {
    const id = `${dimension}\u0000${key}`;
    const row = tables.get(id) ?? {
      key,
      ...figures(visits, 0, 0, 0, 0, 0),
      before: figures(visits, 0, 0, 0, 0, 0),
    };
    tables.set(id, row);
    return row;
  };
  const totals: ReportRow = {
    key: "",
    ...figures(0, 0, 0, 0, 0, 0),
    before: figures(0, 0, 0, 0, 0, 0),
  };
  const weeks = new Map<string, ReportCounts>();
  const periodOf = (day: string) =>
    day >= period.from && day <= period.to
      ? "now"
      : day >= before.from && day <= before.to
        ? "before"
        : null;
  const countInto = (counts: ReportCounts, add: Partial<ReportCounts>) => {
    for (const [name, value] of Object.entries(add) as [keyof ReportCounts, number][]) {
      (counts[name] as number) += value;
    }
  };

  for (const view of await db
    .selectFrom("page_views")
    .selectAll()
    .where("visits", ">", 0)
    .execute()) {
    const when = periodOf(view.day);
    if (!when) continue;
    const add = { visits: view.visits };
    const into = (counts: ReportRow) => countInto(when === "now" ? counts : counts.before!, add);
    into(totals);
    if (when === "now") {
      const week = weekOf(view.day);
      weeks.set(week, weeks.get(week) ?? figures(0, 0, 0, 0, 0, 0));
      countInto(weeks.get(week)!, add);
    }
    into(rowOf("source", view.source === OTHER ? OTHER : `${view.source} / ${view.medium}`, 0));
    into(rowOf("campaign", view.campaign || NONE, 0));
    into(rowOf("page", view.path, 0));
  }
  for (const lead of await db.selectFrom("leads").selectAll().execute()) {
    const day = zonedDay(new Date(lead.created_at), zone);
    const when = periodOf(day);
    if (!when) continue;
    const { source, medium, campaign } = trafficSource(lead, siteHost);
    let page = NONE;
    try {
      page = lead.page_url ? new URL(lead.page_url).pathname : NONE;
    } catch {
      // Not an address: not known.
    }
    const booked =
      !lead.suspected && (calls.has(lead.id) || lead.status === "booked" || lead.status === "won");
    const estimate = booked ? yearlyEstimate(lead.calculator_inputs) : null;
    const add = {
      leads: lead.suspected ? 0 : 1,
      suspected: lead.suspected ? 1 : 0,
      booked: booked ? 1 : 0,
      revenue: estimate ?? 0,
      estimated: estimate === null ? 0 : 1,
    };
    const into = (counts: ReportRow) => countInto(when === "now" ? counts : counts.before!, add);
    into(totals);
    if (when === "now") {
      const week = weekOf(day);
      weeks.set(week, weeks.get(week) ?? figures(0, 0, 0, 0, 0, 0));
      countInto(weeks.get(week)!, add);
    }
    into(rowOf("source", `${source} / ${medium}`, 0));
    into(rowOf("campaign", campaign || NONE, 0));
    into(rowOf("page", page, 0));
    into(rowOf("form", lead.form, null));
  }

  // Ranked as the report ranks: (other) last, then by leads, by visits, by key.
  const ranked = (dimension: ReportDimension) =>
    [...tables.entries()]
      .filter(([id]) => id.startsWith(`${dimension}\u0000`))
      .map(([, row]) => row)
      .sort(
        (a, b) =>
          Number(a.key === OTHER) - Number(b.key === OTHER) ||
          b.leads - a.leads ||
          (b.visits ?? 0) - (a.visits ?? 0) ||
          (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      );
  const by = Object.fromEntries(
    REPORT_DIMENSIONS.map((dimension) => [dimension, ranked(dimension)]),
  ) as Report["by"];
  by.week = [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, counts]) => ({ key, ...counts, before: null }));
  return { totals, by };
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
  const report = (period: ReportPeriod, options: { top?: number } = {}) =>
    buildReport(t.handle.db, { period, zone: ZONE, siteHost: HOST, now: NOW, ...options });
  const lastFourWeeks = () => report(lastWeeks(4, ZONE, NOW));

  it("counts visits, leads, suspected, booked and revenue at stake exactly, by week and origin, beside the period before", async () => {
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
      // In the 27 days before (6 October to 1 November), booked with the busy estimate.
      lead("2026-10-30T15:00:00Z", {
        ...SPRING,
        page_url: landing,
        status: "booked",
        calculator_inputs: JSON.stringify(BUSY),
      }),
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

    const result = await lastFourWeeks();
    expect(result.period).toEqual({ from: "2026-11-02", to: "2026-11-28" });
    expect(result.before).toEqual({ from: "2026-10-06", to: "2026-11-01" });
    expect(result.totals).toEqual({
      ...row("", 40, 5, 1, 2, 420_000, 2),
      before: figures(100, 1, 0, 1, 360_000, 1),
    });
    expect(thisPeriod(result.by.week)).toEqual([
      row("2026-11-02", 0, 0, 0, 0, 0, 0),
      row("2026-11-09", 10, 1, 0, 0, 0, 0),
      row("2026-11-16", 0, 1, 0, 0, 0, 0),
      row("2026-11-23", 30, 3, 1, 2, 420_000, 2),
    ]);
    // This week is not over: six of its days so far.
    expect(result.by.week.map((week) => week.partial)).toEqual([
      undefined,
      undefined,
      undefined,
      { days: 6, ongoing: true },
    ]);
    expect(thisPeriod(result.by.source)).toEqual([
      row("google / cpc", 14, 2, 1, 1, 360_000, 1),
      row("(direct) / (none)", 20, 1, 0, 1, 60_000, 1),
      row("facebook / paid", 6, 1, 0, 0, 0, 0),
      row("bing.com / referral", 0, 1, 0, 0, 0, 0),
    ]);
    expect(result.by.source[0]!.before).toEqual(figures(100, 1, 0, 1, 360_000, 1));
    expect(result.by.source[1]!.before).toEqual(figures(0, 0, 0, 0, 0, 0));
    expect(thisPeriod(result.by.campaign)).toEqual([
      row("(none)", 20, 2, 0, 1, 60_000, 1),
      row("spring", 14, 2, 1, 1, 360_000, 1),
      row("chiro", 6, 1, 0, 0, 0, 0),
    ]);
    expect(thisPeriod(result.by.page)).toEqual([
      row("/landing", 14, 2, 1, 1, 360_000, 1),
      row("/", 20, 1, 0, 1, 60_000, 1),
      row("/services/ai-receptionist", 6, 1, 0, 0, 0, 0),
      row("/blog", 0, 1, 0, 0, 0, 0),
    ]);
    expect(thisPeriod(result.by.form)).toEqual([
      row("contact", null, 2, 0, 0, 0, 0),
      row("landing", null, 2, 1, 1, 360_000, 1),
      row("home", null, 1, 0, 1, 60_000, 1),
    ]);
    expect(result.by.form[1]!.before).toEqual(figures(null, 1, 0, 1, 360_000, 1));
  });

  it("reports any period, with the days of the same length before it, its weeks cut by it marked, across a clock change", async () => {
    // Summer time ends at 2:00 on Sunday 1 November 2026 in Chicago: that day has 25 hours.
    await insertExactLeads(t.handle.db, [
      // 00:30 on 28 October, the first day.
      lead("2026-10-28T05:30:00Z", { ...SPRING }),
      // 23:30 on 27 October: the day before it, the last of the period before.
      lead("2026-10-28T04:30:00Z", { ...SPRING }),
      // 23:30 on 1 November, after the change (UTC−6): still the week of 26 October.
      lead("2026-11-02T05:30:00Z", { ...CHIRO, status: "won" }),
      // 00:30 on 2 November: the next week.
      lead("2026-11-02T06:30:00Z", { ...CHIRO }),
      // 00:30 on 4 November: after the period.
      lead("2026-11-04T06:30:00Z", { ...CHIRO }),
    ]);
    const result = await report({ from: "2026-10-28", to: "2026-11-03" });
    expect(result.before).toEqual({ from: "2026-10-21", to: "2026-10-27" });
    expect(result.totals).toMatchObject({ leads: 3, booked: 1, before: { leads: 1 } });
    expect(result.by.week).toEqual([
      {
        ...row("2026-10-26", 0, 2, 0, 1, 0, 0),
        before: null,
        partial: { days: 5, ongoing: false },
      },
      {
        ...row("2026-11-02", 0, 1, 0, 0, 0, 0),
        before: null,
        partial: { days: 2, ongoing: false },
      },
    ]);
    expect(result.by.campaign.map(({ key, leads, before }) => [key, leads, before?.leads])).toEqual(
      [
        ["chiro", 2, 0],
        ["spring", 1, 1],
      ],
    );
    // One day: the 25 hours of 1 November.
    const day = await report({ from: "2026-11-01", to: "2026-11-01" });
    expect(day.totals.leads).toBe(1);
    expect(day.by.week[0]).toMatchObject({ key: "2026-10-26", partial: { days: 1 } });
  });

  it("says how many leads the revenue at stake rests on: one large practice is one lead", async () => {
    // The calculator's largest numbers: $9.3 billion a year, past a 32-bit integer.
    const huge = JSON.stringify({
      callsPerDay: 500,
      openDays: 31,
      missedPercent: 100,
      bookPercent: 100,
      patientValue: 50_000,
    });
    await insertExactLeads(t.handle.db, [
      lead("2026-11-20T15:00:00Z", { ...SPRING, status: "won", calculator_inputs: huge }),
      // Booked without using the calculator: not among the estimates.
      lead("2026-11-20T16:00:00Z", { ...SPRING, status: "booked" }),
      // Used it, but not booked: not at stake.
      lead("2026-11-20T17:00:00Z", { ...SPRING, calculator_inputs: huge }),
    ]);
    const { totals } = await lastFourWeeks();
    expect(totals.revenue).toBe(yearlyEstimate(huge));
    expect(totals.revenue).toBe(9_300_000_000);
    expect(totals).toMatchObject({ booked: 2, estimated: 1 });
  });

  it("counts a released lead in the week it was released, as the list shows it; one in the trash is still suspected", async () => {
    await insertExactLeads(t.handle.db, [
      // Sent in the second week, kept apart, released in the last.
      lead("2026-11-24T15:00:00Z", { ...SPRING, submitted_at: "2026-11-10T15:00:00Z" }),
      // Sent before the period, released inside it.
      lead("2026-11-03T15:00:00Z", { ...SPRING, submitted_at: "2026-10-30T15:00:00Z" }),
      lead("2026-11-17T15:00:00Z", {
        ...SPRING,
        suspected: "fill-time",
        discarded_at: "2026-11-18T09:00:00Z",
        discarded_by: "dana@brightsmile.example",
      }),
    ]);
    const report = await lastFourWeeks();
    expect(thisPeriod(report.by.week)).toEqual([
      row("2026-11-02", 0, 1, 0, 0, 0, 0),
      row("2026-11-09", 0, 0, 0, 0, 0, 0),
      row("2026-11-16", 0, 0, 1, 0, 0, 0),
      row("2026-11-23", 0, 1, 0, 0, 0, 0),
    ]);
    expect(report.totals).toMatchObject(row("", 0, 2, 1, 0, 0, 0));
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
    const full = await lastFourWeeks();
    const all = 465 + 47;
    expect(full.totals.visits).toBe(all);
    // Every row for the CSV file, (other) last.
    expect(full.by.campaign).toHaveLength(31);
    expect(full.by.campaign.map((row) => row.key).slice(0, 3)).toEqual([
      "issue-01",
      "issue-30",
      "issue-29",
    ]);
    expect(thisPeriod(full.by.campaign).at(-1)).toEqual(row(OTHER, 47, 0, 0, 0, 0, 0));
    expect(full.by.source.map((row) => [row.key, row.visits])).toEqual([
      ["newsletter / email", 465],
      [OTHER, 47],
    ]);

    // The page's: the top 25, then one row for the other five campaigns (2 to 6) and the rest.
    const page = await report(lastWeeks(4, ZONE, NOW), { top: REPORT_TOP });
    const top = page.by.campaign;
    expect(top).toHaveLength(REPORT_TOP + 1);
    expect(top.slice(0, -1)).toEqual(full.by.campaign.slice(0, REPORT_TOP));
    expect(top.at(-2)?.key).toBe("issue-07");
    expect(thisPeriod(top).at(-1)).toEqual(row(OTHER, 2 + 3 + 4 + 5 + 6 + 47, 0, 0, 0, 0, 0));
    expect(top.reduce((sum, row) => sum + row.visits!, 0)).toBe(all);
    expect(page.by.page.at(-1)?.key).toBe(OTHER);
    expect(page.by.page.reduce((sum, row) => sum + row.leads, 0)).toBe(1);
    // A breakdown within the top and without views past the limits has no (other) row.
    expect(page.by.form).toEqual(full.by.form);
    // The chart's eight, summed the same way from the page's rows.
    const chart = withOther(top, 8, page.totals);
    expect(chart).toHaveLength(9);
    expect(chart.reduce((sum, row) => sum + row.visits!, 0)).toBe(all);
  });

  it("works out where a lead a release from before came from, once, when it reads it", async () => {
    const stored = lead("2026-11-24T15:00:00Z", {
      ...SPRING,
      page_url: `${SITE}/landing?utm_source=google`,
      status: "won",
      calculator_inputs: JSON.stringify(QUIET),
    });
    await insertExactLeads(t.handle.db, [stored]);
    // As a release from before the report kept them stores a lead, after a rollback.
    await sql`update leads set traffic_source = null, traffic_medium = null,
      traffic_campaign = null, traffic_referrer = null, landing_path = null,
      estimated_yearly = null`.execute(t.handle.db);
    const result = await lastFourWeeks();
    expect(thisPeriod(result.by.campaign)).toEqual([row("spring", 0, 1, 0, 1, 60_000, 1)]);
    expect(thisPeriod(result.by.page)).toEqual([row("/landing", 0, 1, 0, 1, 60_000, 1)]);
    const kept = await leadById(t.handle.db, stored.id);
    expect({ ...kept, estimated_yearly: Number(kept?.estimated_yearly) }).toMatchObject(
      leadOrigin(stored),
    );
  });

  it("reaches back a year of weeks, each begun on a Monday", async () => {
    const result = await report(lastWeeks(52, ZONE, NOW));
    expect(result.by.week).toHaveLength(52);
    expect(
      result.by.week.every((week) => new Date(`${week.key}T00:00:00Z`).getUTCDay() === 1),
    ).toBe(true);
    expect(result.totals).toEqual({
      ...row("", 0, 0, 0, 0, 0, 0),
      before: figures(0, 0, 0, 0, 0, 0),
    });
  });

  /** Each report of `periods`, whole and as the page asks for it, is what reading every lead is. */
  async function expectEveryLeadRead(periods: ReportPeriod[], zone: string, now: Date) {
    const host = new URL(SEASON_SITE).hostname;
    for (const period of periods) {
      const expected = await readEveryLead(t.handle.db, period, zone, host);
      const asked = { period, zone, siteHost: host, now };
      const full = await buildReport(t.handle.db, asked);
      // The page's rows: the first ones, and the rest summed in (other); the first twelve take
      // in sources with visits and no lead.
      const pages = [
        { top: 3, rows: await buildReport(t.handle.db, { ...asked, top: 3 }) },
        { top: 12, rows: await buildReport(t.handle.db, { ...asked, top: 12 }) },
      ];
      const during = `${period.from} to ${period.to} in ${zone}`;
      expect(full.totals, during).toEqual(expected.totals);
      // Every week is listed, those without a lead or visit too.
      const weekly = new Map(thisPeriod(expected.by.week).map((week) => [week.key, week]));
      expect(thisPeriod(full.by.week), during).toEqual(
        full.by.week.map(({ key }) => weekly.get(key) ?? row(key, 0, 0, 0, 0, 0, 0)),
      );
      expect(full.by.week.length, during).toBeGreaterThanOrEqual(weekly.size);
      for (const dimension of REPORT_DIMENSIONS.filter((name) => name !== "week")) {
        expect(full.by[dimension], `${dimension}, ${during}`).toEqual(expected.by[dimension]);
        for (const { top, rows } of pages) {
          expect(rows.by[dimension], `top ${top} by ${dimension}, ${during}`).toEqual(
            withOther(expected.by[dimension], top, totalsFor(expected.totals, dimension)),
          );
        }
      }
    }
  }

  it("comes to what reading every lead comes to, on a season of production's leads, in any period", async () => {
    await seedSeason(t.handle.db);
    const now = new Date("2026-11-28T18:00:00Z");
    await expectEveryLeadRead(
      [
        lastWeeks(4, SEASON_ZONE, now),
        lastWeeks(12, SEASON_ZONE, now),
        lastWeeks(26, SEASON_ZONE, now),
        // Over the end of summer time, from a Tuesday to a Tuesday.
        { from: "2026-10-20", to: "2026-11-10" },
        { from: "2026-11-01", to: "2026-11-01" },
        // The season's first days, with none before them.
        { from: "2026-06-15", to: "2026-07-01" },
      ],
      SEASON_ZONE,
      now,
    );
  }, 60_000);

  it("keeps its counts as leads arrive, change, are released, discarded and erased and visits are counted and purged after it was first asked, and counts the leads again in another time zone", async () => {
    const season = await seedSeason(t.handle.db);
    const now = new Date("2026-11-28T18:00:00Z");
    const periods = [lastWeeks(26, SEASON_ZONE, now), { from: "2026-10-20", to: "2026-11-10" }];
    await expectEveryLeadRead(periods, SEASON_ZONE, now);

    const db = t.handle.db;
    const at = now.toISOString();
    const by = "dana@brightsmile.example";
    const listed = season.filter((lead) => !lead.suspected);
    // New leads, one with its origin left for the report to work out (a release from before's).
    await insertExactLeads(db, [
      lead("2026-11-27T05:59:00Z", { ...SPRING, calculator_inputs: JSON.stringify(BUSY) }),
      lead("2026-11-27T06:01:00Z", { ...CHIRO, page_url: `${SITE}/contact?utm_source=facebook` }),
    ]);
    await sql`update leads set traffic_source = null, traffic_medium = null,
      traffic_campaign = null, traffic_referrer = null, landing_path = null,
      estimated_yearly = null where id = ${`lead-${n}`}`.execute(db);
    // Booked, won and lost, one by one and many at once.
    for (const [index, status] of (["booked", "won", "lost", "contacted"] as const).entries()) {
      await setLeadStatus(db, { leadId: listed[index]!.id, status, by, at });
    }
    const chosen = await db
      .selectFrom("leads")
      .select(["id", "version as seen"])
      .where(
        "id",
        "in",
        listed.slice(10, 30).map((lead) => lead.id),
      )
      .execute();
    await changeMany(db, chosen, { status: "booked" }, { by, at });
    // Released into the last week, discarded to the trash, and one deleted from it for good.
    const suspected = season.filter((lead) => lead.suspected).map((lead) => lead.id);
    await releaseChosen(db, suspected.slice(0, 3), {
      channels: [],
      now: new Date("2026-11-27T16:00:00Z"),
      visitorCaps: VISITOR_EMAIL_CAPS,
    });
    await discardSuspected(db, suspected.slice(3, 8), { by, at });
    await deleteDiscarded(db, suspected.slice(3, 5));
    // A visitor's request to be forgotten.
    await eraseByEmail(db, listed[40]!.email);
    // Visits counted since, to rows there were and new ones; the season's first month purged.
    await views("2026-11-27", "/landing", google, 7, 3);
    await views("2026-11-27", "/pricing", { source: "bing", medium: "organic", campaign: "" }, 4);
    await purgePageViews(db, 150, SEASON_ZONE, now);

    await expectEveryLeadRead(periods, SEASON_ZONE, now);
    // The counts hold no day and origin whose leads all went, nor a day of visits purged.
    const emptied = await db
      .selectFrom("lead_report_days")
      .select((eb) => eb.fn.countAll<number | string>().as("rows"))
      .where("leads", "=", 0)
      .where("suspected", "=", 0)
      .executeTakeFirstOrThrow();
    expect(Number(emptied.rows)).toBe(0);
    const purged = await db
      .selectFrom("visit_report_days")
      .select((eb) => eb.fn.countAll<number | string>().as("rows"))
      .where((eb) => eb.or([eb("visits", "=", 0), eb("day", "<", "2026-07-01")]))
      .executeTakeFirstOrThrow();
    expect(Number(purged.rows)).toBe(0);
    // Kolkata's days begin half an hour past UTC's, ten and a half hours before Chicago's.
    await expectEveryLeadRead([lastWeeks(12, "Asia/Kolkata", now)], "Asia/Kolkata", now);
    await expectEveryLeadRead(periods, SEASON_ZONE, now);
  }, 90_000);
});

describe("a week", () => {
  it("begins on the Monday, across months and years", () => {
    expect(weekOf("2026-11-28")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2027-01-02")).toBe("2026-12-28");
  });
});

describe("the period before", () => {
  it("has as many days, and ends the day before", () => {
    expect(periodBefore({ from: "2026-11-02", to: "2026-11-28" })).toEqual({
      from: "2026-10-06",
      to: "2026-11-01",
    });
    expect(periodBefore({ from: "2024-03-01", to: "2024-03-01" })).toEqual({
      from: "2024-02-29",
      to: "2024-02-29",
    });
  });
});
