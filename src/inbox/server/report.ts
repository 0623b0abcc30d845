import type { Db } from "@/server/db/client";
import { zonedDay } from "@/server/time-zone";
import { OTHER } from "@/lib/traffic-source";
import { REPORT_DIMENSIONS, type ReportDimension } from "@/lib/report-dimensions";
import { addDays, daysIn, periodBefore, weeksOf, type ReportPeriod } from "./report-calendar";
import { COUNTS, reportRows, type ReportQueryRow } from "./report-query";

export type ReportCounts = {
  /** Visits begun; null where visits have no such thing (a form). */
  visits: number | null;
  /** Leads, not counting submissions kept apart as suspected, which are counted on their own. */
  leads: number;
  suspected: number;
  /** Leads with a demo call that stands, or whose status is booked or won. */
  booked: number;
  /** The calculator's estimate of revenue lost a year, summed over the booked leads that gave one. */
  revenue: number;
  /** The booked leads that gave an estimate: how many leads `revenue` rests on. */
  estimated: number;
};

/** A week not whole in the period: cut by the period's first or last day, or not over yet. */
export type PartialWeek = { days: number; ongoing: boolean };

export type ReportRow = ReportCounts & {
  /** A week's Monday (YYYY-MM-DD), a "source / medium", a campaign, a path or a form. */
  key: string;
  /** The same key's counts in the period before; none for a week. */
  before: ReportCounts | null;
  partial?: PartialWeek;
};

export type Report = {
  period: ReportPeriod;
  /** The period of the same length just before, which each figure is compared with. */
  before: ReportPeriod;
  totals: ReportRow;
  by: Record<ReportDimension, ReportRow[]>;
};

const noCounts = (visits: number | null): ReportCounts => ({
  visits,
  leads: 0,
  suspected: 0,
  booked: 0,
  revenue: 0,
  estimated: 0,
});

function add(into: ReportCounts, row: ReportCounts, sign = 1): void {
  if (into.visits !== null && row.visits !== null) into.visits += sign * row.visits;
  for (const count of COUNTS) into[count] += sign * row[count];
}

const toCounts = (row: ReportQueryRow, prefix: "" | "b_", withVisits: boolean): ReportCounts => ({
  visits: withVisits ? Number(row[`${prefix}visits`] ?? 0) : null,
  leads: Number(row[`${prefix}leads`] ?? 0),
  suspected: Number(row[`${prefix}suspected`] ?? 0),
  booked: Number(row[`${prefix}booked`] ?? 0),
  revenue: Number(row[`${prefix}revenue`] ?? 0),
  estimated: Number(row[`${prefix}estimated`] ?? 0),
});

/**
 * Visits, leads, suspected submissions and booked demos of `period` and of the period of the same
 * length before it, by week and by where they came from, counted in the database in one query.
 * Leads are placed by the visit they came from (its first campaign or referrer, and its first
 * page), as the site's visit count places visits. With `top`, a breakdown lists its first rows and
 * one (other) row that sums the rest; without, every row (of the `breakdowns` asked for).
 */
export async function buildReport(
  db: Db,
  {
    period,
    zone,
    siteHost,
    now = new Date(),
    top,
    breakdowns = REPORT_DIMENSIONS,
  }: {
    period: ReportPeriod;
    zone: string;
    siteHost: string;
    now?: Date;
    top?: number;
    breakdowns?: readonly ReportDimension[];
  },
): Promise<Report> {
  const before = periodBefore(period);
  const rows = await reportRows(db, { period, before, zone, siteHost, top, breakdowns });

  const today = zonedDay(now, zone);
  const weeks = new Map(
    weeksOf(period).map(({ monday, first, last }): [string, ReportRow] => {
      const days = daysIn({ from: first, to: last });
      const ongoing = monday <= today && today <= addDays(monday, 6);
      const partial = days < 7 || ongoing ? { partial: { days, ongoing } } : {};
      return [monday, { key: monday, ...noCounts(0), before: null, ...partial }];
    }),
  );
  const totalsBefore = noCounts(0);
  const totals: ReportRow = { key: "", ...noCounts(0), before: totalsBefore };
  const by = Object.fromEntries(
    REPORT_DIMENSIONS.map((dimension) => [dimension, [] as ReportRow[]]),
  ) as Record<ReportDimension, ReportRow[]>;
  // Each breakdown's rows in its order (a week's rank is none).
  rows.sort((a, b) => Number(a.rank) - Number(b.rank));
  for (const row of rows) {
    if (row.dimension === "week") {
      // The period before is the week of none.
      const week = row.key === null ? undefined : weeks.get(row.key);
      const counts = toCounts(row, "", true);
      if (week) add(week, counts);
      add(week ? totals : totalsBefore, counts);
      continue;
    }
    const visits = row.dimension !== "form";
    by[row.dimension].push({
      key: row.key ?? "",
      ...toCounts(row, "", visits),
      before: toCounts(row, "b_", visits),
    });
  }
  by.week = [...weeks.values()];
  if (top !== undefined) {
    for (const dimension of REPORT_DIMENSIONS) {
      if (dimension !== "week") {
        by[dimension] = withOther(by[dimension], top, totalsFor(totals, dimension));
      }
    }
  }
  return { period, before, totals, by };
}

/** A form's visits are not counted: its totals say so rather than show a number. */
export const totalsFor = (totals: ReportRow, dimension: ReportDimension): ReportRow =>
  dimension === "form"
    ? { ...totals, visits: null, before: totals.before && { ...totals.before, visits: null } }
    : totals;

/** Rows a breakdown lists in the page (not in its CSV file, which has every one). */
export const REPORT_TOP = 25;

/**
 * The first `top` of a breakdown's rows (as `buildReport` ranks them) but (other), and one (other)
 * row of what the rest of `totals` holds: the rows past them, and the views counted past the
 * visit count's limits. So the rows always add up to the totals.
 */
export function withOther(rows: readonly ReportRow[], top: number, totals: ReportRow): ReportRow[] {
  const ranked = rows.filter((row) => row.key !== OTHER);
  const listed = ranked.slice(0, top);
  const rest: ReportRow = { ...totals, key: OTHER, before: totals.before && { ...totals.before } };
  for (const row of listed) {
    add(rest, row, -1);
    if (rest.before && row.before) add(rest.before, row.before, -1);
  }
  const counted = (counts: ReportCounts | null) =>
    counts !== null && ((counts.visits ?? 0) > 0 || COUNTS.some((count) => counts[count] > 0));
  const more = ranked.length > top || ranked.length < rows.length;
  return more || counted(rest) || counted(rest.before) ? [...listed, rest] : listed;
}
