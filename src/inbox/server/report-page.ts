import { site } from "@/config/site";
import { toCsv } from "@/server/csv";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { REPORT_DIMENSIONS, type ReportDimension } from "@/lib/report-dimensions";
import { bookedRate, reportLabel } from "../report-format";
import type { InboxLocals } from "./locals";
import {
  buildReport,
  DEFAULT_REPORT_WEEKS,
  REPORT_TOP,
  REPORT_WEEKS,
  withOther,
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
function reportFor(url: URL, inbox: InboxLocals): Promise<Report> {
  return buildReport(inbox.db, {
    weeks: weeksIn(url),
    zone: inbox.timeZone,
    siteHost: new URL(site.url).hostname,
  });
}

/** The report as the page shows it: every week, and each other breakdown's top rows and (other). */
export async function reportPage(url: URL, inbox: InboxLocals): Promise<Report> {
  const report = await reportFor(url, inbox);
  const by = Object.fromEntries(
    REPORT_DIMENSIONS.map((dimension) => {
      const rows = report.by[dimension];
      return [dimension, dimension === "week" ? rows : withOther(rows, REPORT_TOP)];
    }),
  ) as Report["by"];
  return { ...report, by };
}

/** A form's visits are not counted: its table and file say so rather than show a total. */
export const totalsFor = (report: Report, dimension: ReportDimension) =>
  dimension === "form" ? { ...report.totals, visits: null } : report.totals;

/** One breakdown of the report as CSV (`?by=` and `?weeks=`): every row, and its totals. */
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
  const report = await reportFor(url, inbox);
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
