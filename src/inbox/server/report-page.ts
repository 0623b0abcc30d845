import { z } from "zod";
import { siteHost } from "@/config/site";
import { toCsv } from "@/server/csv";
import { zonedDay } from "@/server/time-zone";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { fillTemplate } from "@/lib/text/fill-template";
import { REPORT_DIMENSIONS, type ReportDimension } from "@/lib/report-dimensions";
import { bookedRate, dayLabel, partialNote, reportLabel } from "../report-format";
import type { InboxLocals } from "./locals";
import { buildReport, REPORT_TOP, totalsFor, type Report, type ReportCounts } from "./report";
import {
  addDays,
  daysIn,
  DEFAULT_REPORT_WEEKS,
  lastWeeks,
  REPORT_MAX_DAYS,
  REPORT_WEEKS,
  type ReportPeriod,
  type ReportWeeks,
} from "./report-calendar";

type ReportWords = InboxLocals["words"]["report"];

/** The period the report's address asks for, and what its form shows. */
export type ReportChoice = {
  period: ReportPeriod;
  /** The preset in force (the last so many weeks), or null for days of one's own. */
  weeks: ReportWeeks | null;
  /** The form's days: as typed where they were refused, else the period's. */
  dates: { from: string; to: string };
  /** Why the days typed were refused; the default preset (`weeks`) is reported instead. */
  problem: string | null;
  today: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the calendar as YYYY-MM-DD: not 2026-02-30. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return DAY.test(value) && !Number.isNaN(time) && addDays(value, 0) === value;
}

function periodSchema(words: ReportWords, today: string) {
  const { problems } = words;
  const day = (field: string) =>
    z.string().refine(isCalendarDay, { error: fillTemplate(problems.day, { field }) });
  return z
    .object({ from: day(words.from), to: day(words.to) })
    .refine((period) => period.from <= period.to, { error: problems.reversed, abort: true })
    .refine((period) => period.to <= today, {
      error: fillTemplate(problems.future, { today: dayLabel(today) }),
      abort: true,
    })
    .refine((period) => daysIn(period) <= REPORT_MAX_DAYS, {
      error: fillTemplate(problems.long, { days: REPORT_MAX_DAYS }),
    });
}

/**
 * The period the address asks for: `?from=&to=` (the agency's days, both included), else the
 * last `?weeks=` weeks, else the last twelve. Days that are not a period (reversed, past today,
 * longer than a year, not days) are refused with the reason, and kept for the form.
 */
export function reportChoice(
  url: URL,
  words: ReportWords,
  zone: string,
  now = new Date(),
): ReportChoice {
  const today = zonedDay(now, zone);
  const typed = {
    from: url.searchParams.get("from")?.trim() ?? "",
    to: url.searchParams.get("to")?.trim() ?? "",
  };
  if (typed.from || typed.to) {
    const parsed = periodSchema(words, today).safeParse(typed);
    if (parsed.success) {
      return { period: parsed.data, weeks: null, dates: parsed.data, problem: null, today };
    }
    const period = lastWeeks(DEFAULT_REPORT_WEEKS, zone, now);
    const problem = parsed.error.issues.map((issue) => issue.message).join(" ");
    return { period, weeks: DEFAULT_REPORT_WEEKS, dates: typed, problem, today };
  }
  const asked = Number(url.searchParams.get("weeks"));
  const weeks = REPORT_WEEKS.find((choice) => choice === asked) ?? DEFAULT_REPORT_WEEKS;
  const period = lastWeeks(weeks, zone, now);
  return { period, weeks, dates: period, problem: null, today };
}

/** The report's address for a period: its preset where it is one, else its days. */
export function periodQuery({ period, weeks }: Pick<ReportChoice, "period" | "weeks">): string {
  return weeks === null ? `from=${period.from}&to=${period.to}` : `weeks=${weeks}`;
}

export const reportCsvHref = (dimension: ReportDimension, choice: ReportChoice) =>
  `${INBOX_PATHS.reportCsv}?by=${dimension}&${periodQuery(choice)}`;

/** The report as the page shows it: every week, and each other breakdown's top rows and (other). */
export async function reportPage(
  url: URL,
  inbox: InboxLocals,
): Promise<{ report: Report; choice: ReportChoice }> {
  const choice = reportChoice(url, inbox.words.report, inbox.timeZone);
  const report = await buildReport(inbox.db, {
    period: choice.period,
    zone: inbox.timeZone,
    siteHost: siteHost(),
    top: REPORT_TOP,
  });
  return { report, choice };
}

const plainText = (status: number, body: string) =>
  new Response(`${body}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * One breakdown of the report as CSV (`?by=` and the page's period): every row and its totals,
 * each figure with the period before's beside it; a week cut short says how many of its days.
 */
export async function reportCsv(url: URL, inbox: InboxLocals): Promise<Response> {
  const dimension = REPORT_DIMENSIONS.find((name) => name === url.searchParams.get("by"));
  if (!dimension) {
    return plainText(400, `Ask for one of: ${REPORT_DIMENSIONS.map((d) => `by=${d}`).join(", ")}.`);
  }
  const choice = reportChoice(url, inbox.words.report, inbox.timeZone);
  if (choice.problem) return plainText(400, choice.problem);
  const report = await buildReport(inbox.db, {
    period: choice.period,
    zone: inbox.timeZone,
    siteHost: siteHost(),
    breakdowns: [dimension],
  });
  const words = inbox.words.report;
  const { columns } = words;
  const figures = (counts: ReportCounts | null) => {
    if (counts === null) return Array<null>(7).fill(null);
    const rate = bookedRate(counts);
    return [
      counts.visits === null ? null : String(counts.visits),
      String(counts.leads),
      String(counts.suspected),
      String(counts.booked),
      rate === null ? null : String(rate),
      String(counts.revenue),
      String(counts.estimated),
    ];
  };
  const headings = [
    columns.visits,
    columns.leads,
    columns.suspected,
    columns.booked,
    `${columns.rate} (%)`,
    `${columns.revenue} ($)`,
    columns.estimated,
  ];
  const weekly = dimension === "week";
  const partial = (row: Report["totals"]) => [row.partial ? partialNote(row.partial, words) : null];
  const totals = totalsFor(report.totals, dimension);
  const csv = toCsv(
    [
      words.sections[dimension].column,
      ...(weekly ? [words.partial] : []),
      ...headings,
      ...headings.map((heading) => fillTemplate(words.beforeColumn, { column: heading })),
    ],
    [
      ...report.by[dimension].map((row) => [
        reportLabel(dimension, row.key, inbox.formNames),
        ...(weekly ? partial(row) : []),
        ...figures(row),
        ...figures(row.before),
      ]),
      [words.total, ...(weekly ? [null] : []), ...figures(totals), ...figures(totals.before)],
    ],
  );
  const { from, to } = report.period;
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="report-${dimension}-${from}-${to}.csv"`,
    },
  });
}
