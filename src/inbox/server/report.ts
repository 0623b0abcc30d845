import { leadsWithStandingBooking } from "@/bookings/server/queries";
import { calculatorInputsSchema } from "@/leads/schemas";
import { leadsSince } from "@/leads/server/record/queries";
import { estimateMissedRevenue } from "@/lib/missed-calls";
import type { Db } from "@/server/db/client";
import { zonedDay, zonedDayStart } from "@/server/time-zone";
import { OTHER, visitsSince } from "@/visits/server/page-views";
import { trafficSource } from "@/visits/traffic-source";
import { REPORT_DIMENSIONS, type ReportDimension } from "@/lib/report-dimensions";

/** How far back the report reaches, in the agency's weeks (Monday to Sunday), this one included. */
export const REPORT_WEEKS = [4, 12, 26, 52] as const;
export type ReportWeeks = (typeof REPORT_WEEKS)[number];
export const DEFAULT_REPORT_WEEKS: ReportWeeks = 12;

/** Stands for a lead or visit with no campaign, or a lead whose landing page is not known. */
export const NONE = "(none)";

export type ReportRow = {
  /** A week's Monday (YYYY-MM-DD), a "source / medium", a campaign, a path or a form. */
  key: string;
  /** Visits begun under it; null where visits have no such thing (a form). */
  visits: number | null;
  /** Leads, not counting submissions kept apart as suspected, which are counted on their own. */
  leads: number;
  suspected: number;
  /** Leads with a demo call that stands, or whose status is booked or won. */
  booked: number;
  /** The calculator's estimate of revenue lost a year, summed over the booked leads that gave one. */
  revenue: number;
};

export type Report = {
  weeks: ReportWeeks;
  /** The first and last day reported, in the agency's days. */
  from: string;
  to: string;
  totals: ReportRow;
  by: Record<ReportDimension, ReportRow[]>;
};

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const emptyRow = (key: string, visits: number | null): ReportRow => ({
  key,
  visits,
  leads: 0,
  suspected: 0,
  booked: 0,
  revenue: 0,
});

function yearlyEstimate(inputs: string | null): number {
  if (!inputs) return 0;
  try {
    const parsed = calculatorInputsSchema.safeParse(JSON.parse(inputs));
    return parsed.success ? estimateMissedRevenue(parsed.data).revenuePerYear : 0;
  } catch {
    return 0;
  }
}

function landingPath(pageUrl: string | null): string {
  try {
    return pageUrl ? new URL(pageUrl).pathname : NONE;
  } catch {
    return NONE;
  }
}

/**
 * Visits, leads, suspected submissions and booked demos of the last `weeks` weeks, in the agency's
 * time zone, by week and by where they came from. Leads are placed by the visit they came from
 * (its first campaign or referrer, and its first page), as the site's visit count places visits.
 */
export async function buildReport(
  db: Db,
  {
    weeks,
    zone,
    siteHost,
    now = new Date(),
  }: {
    weeks: ReportWeeks;
    zone: string;
    siteHost: string;
    now?: Date;
  },
): Promise<Report> {
  const to = zonedDay(now, zone);
  const from = addDays(weekOf(to), -7 * (weeks - 1));
  const [byDay, bySource, byCampaign, byPath, leads, withCall] = await Promise.all([
    visitsSince(db, from, ["day"]),
    visitsSince(db, from, ["source", "medium"]),
    visitsSince(db, from, ["campaign"]),
    visitsSince(db, from, ["path"]),
    leadsSince(db, zonedDayStart(from, zone)),
    leadsWithStandingBooking(db),
  ]);

  const tables = Object.fromEntries(
    REPORT_DIMENSIONS.map((dimension) => [dimension, new Map<string, ReportRow>()]),
  ) as Record<ReportDimension, Map<string, ReportRow>>;
  const rowOf = (dimension: ReportDimension, key: string) => {
    const table = tables[dimension];
    let row = table.get(key);
    if (!row) {
      row = emptyRow(key, dimension === "form" ? null : 0);
      table.set(key, row);
    }
    return row;
  };
  for (let week = from; week <= to; week = addDays(week, 7)) rowOf("week", week);
  const totals = emptyRow("", 0);

  const addVisits = (dimension: ReportDimension, key: string, visits: number | string) => {
    rowOf(dimension, key).visits! += Number(visits);
  };
  for (const { day, visits } of byDay) {
    addVisits("week", weekOf(day), visits);
    totals.visits! += Number(visits);
  }
  // The views counted past the visit count's limits are (other) in every breakdown.
  for (const { source, medium, visits } of bySource) {
    addVisits("source", source === OTHER ? OTHER : `${source} / ${medium}`, visits);
  }
  for (const { campaign, visits } of byCampaign) addVisits("campaign", campaign || NONE, visits);
  for (const { path, visits } of byPath) addVisits("page", path, visits);

  for (const lead of leads) {
    const { source, medium, campaign } = trafficSource(
      {
        utm_source: lead.utm_source ?? undefined,
        utm_medium: lead.utm_medium ?? undefined,
        utm_campaign: lead.utm_campaign ?? undefined,
        gclid: lead.gclid ?? undefined,
        fbclid: lead.fbclid ?? undefined,
        referrer: lead.referrer ?? undefined,
      },
      siteHost,
    );
    const booked =
      !lead.suspected &&
      (withCall.has(lead.id) || lead.status === "booked" || lead.status === "won");
    const rows = [
      totals,
      rowOf("week", weekOf(zonedDay(new Date(lead.sent_at), zone))),
      rowOf("source", `${source} / ${medium}`),
      rowOf("campaign", campaign || NONE),
      rowOf("page", landingPath(lead.page_url)),
      rowOf("form", lead.form),
    ];
    const revenue = booked ? yearlyEstimate(lead.calculator_inputs) : 0;
    for (const row of rows) {
      if (lead.suspected) row.suspected += 1;
      else row.leads += 1;
      if (booked) row.booked += 1;
      row.revenue += revenue;
    }
  }

  // (other) last, whatever it holds.
  const byWeight = (a: ReportRow, b: ReportRow) =>
    Number(a.key === OTHER) - Number(b.key === OTHER) ||
    b.leads - a.leads ||
    (b.visits ?? 0) - (a.visits ?? 0) ||
    a.key.localeCompare(b.key);
  const by = Object.fromEntries(
    REPORT_DIMENSIONS.map((dimension) => {
      const rows = [...tables[dimension].values()];
      return [dimension, dimension === "week" ? rows : rows.sort(byWeight)];
    }),
  ) as Record<ReportDimension, ReportRow[]>;
  return { weeks, from, to, totals, by };
}

/** Rows a breakdown lists in the page (not in its CSV file, which has every one). */
export const REPORT_TOP = 25;

/**
 * The first `top` of a breakdown's rows (sorted as `buildReport` sorts them), and one (other) row
 * summing the rest, with the views counted past the visit count's limits.
 */
export function withOther(rows: readonly ReportRow[], top: number): ReportRow[] {
  const ranked = rows.filter((row) => row.key !== OTHER);
  const rest = [...ranked.slice(top), ...rows.filter((row) => row.key === OTHER)];
  if (!rest.length) return ranked;
  const other = emptyRow(OTHER, rest.some((row) => row.visits !== null) ? 0 : null);
  for (const row of rest) {
    if (row.visits !== null) other.visits! += row.visits;
    other.leads += row.leads;
    other.suspected += row.suspected;
    other.booked += row.booked;
    other.revenue += row.revenue;
  }
  return [...ranked.slice(0, top), other];
}
