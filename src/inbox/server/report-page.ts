import { site } from "@/config/site";
import { toCsv } from "@/server/csv";
import { INBOX_PATHS } from "../paths";
import { REPORT_DIMENSIONS, type ReportDimension } from "../report-dimensions";
import { bookedRate, reportLabel } from "../report-format";
import type { InboxLocals } from "./locals";
import {
  buildReport,
  DEFAULT_REPORT_WEEKS,
  REPORT_WEEKS,
  type Report,
  type ReportWeeks,
} from "./report";

function weeksIn(url: URL): ReportWeeks {
  const asked = Number(url.searchParams.get("weeks"));
  return REPORT_WEEKS.find((weeks) => weeks === asked) ?? DEFAULT_REPORT_WEEKS;
}

export const reportCsvHref = (dimension: ReportDimension, weeks: ReportWeeks) =>
  `${INBOX_PATHS.reportCsv}?by=${dimension}&weeks=${weeks}`;

/** The report for the period the address asks for (`?weeks=`), else the last twelve weeks. */
export function reportPage(url: URL, inbox: InboxLocals): Promise<Report> {
  return buildReport(inbox.db, {
    weeks: weeksIn(url),
    zone: inbox.timeZone,
    siteHost: new URL(site.url).hostname,
  });
}

/** A form's visits are not counted: its table and file say so rather than show a total. */
export const totalsFor = (report: Report, dimension: ReportDimension) =>
  dimension === "form" ? { ...report.totals, visits: null } : report.totals;

/** One breakdown of the report as CSV (`?by=` and `?weeks=`), the table's rows and its totals. */
export async function reportCsv(url: URL, inbox: InboxLocals): Promise<Response> {
  const dimension = REPORT_DIMENSIONS.find((name) => name === url.searchParams.get("by"));
  if (!dimension) {
    return new Response(
      `Ask for one of: ${REPORT_DIMENSIONS.map((d) => `by=${d}`).join(", ")}.\n`,
      {
        status: 400,
        headers: { "content-type": "text/plain; charset=utf-8" },
      },
    );
  }
  const report = await reportPage(url, inbox);
  const words = inbox.words.report;
  const { columns } = words;
  const line = (label: string, row: Report["totals"]) => [
    label,
    row.visits === null ? null : String(row.visits),
    String(row.leads),
    String(row.suspected),
    String(row.booked),
    bookedRate(row) === null ? null : String(bookedRate(row)),
    String(row.revenue),
  ];
  const csv = toCsv(
    [
      words.sections[dimension].column,
      columns.visits,
      columns.leads,
      columns.suspected,
      columns.booked,
      `${columns.rate} (%)`,
      `${columns.revenue} ($)`,
    ],
    [
      ...report.by[dimension].map((row) =>
        line(reportLabel(dimension, row.key, inbox.formNames), row),
      ),
      line(words.total, totalsFor(report, dimension)),
    ],
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="report-${dimension}-${report.from}-${report.to}.csv"`,
    },
  });
}
