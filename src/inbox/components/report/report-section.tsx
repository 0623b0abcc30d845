import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { ReportDimension } from "@/lib/report-dimensions";
import { reportLabel } from "../../report-format";
import { withOther, type ReportRow } from "../../server/report";
import { InboxPanel } from "@/inbox/components/shared/inbox-panel";
import { BarChart, CHART_TOP, endsInOther, WeekChart } from "./report-charts";
import { ReportTable } from "./report-table";

export type ReportSectionProps = {
  dimension: ReportDimension;
  rows: ReportRow[];
  totals: ReportRow;
  csvHref: string;
  /** The list of the leads a row counts; none for a row that sums others. */
  hrefFor: (row: ReportRow) => string | null;
  /** The list of every lead the totals count. */
  totalsHref: string;
  formNames: Record<string, string>;
  copy: InboxCopy["report"];
};

/** One breakdown: its chart, its table beside it (below, on a phone) and its CSV file. */
export function ReportSection({
  dimension,
  rows,
  totals,
  csvHref,
  hrefFor,
  totalsHref,
  formNames,
  copy,
}: ReportSectionProps) {
  const section = copy.sections[dimension];
  const labelled = (list: ReportRow[]) =>
    list.map((row) => ({ label: reportLabel(dimension, row.key, formNames), row }));
  const table = labelled(rows);
  const [Chart, chartRows] =
    dimension === "week"
      ? [WeekChart, table]
      : [BarChart, labelled(withOther(rows, CHART_TOP, totals))];
  return (
    <InboxPanel heading={section.heading} id={`by-${dimension}`}>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] xl:items-start">
        <Chart title={section.chart} rows={chartRows} copy={copy} />
        <div className="space-y-3">
          <ReportTable
            heading={section.heading}
            column={section.column}
            rows={table}
            totals={totals}
            hrefFor={hrefFor}
            totalsHref={totalsHref}
            copy={copy}
          />
          {endsInOther(table) ? (
            <p className="text-sm text-ink-500">
              {fillTemplate(copy.tableTop, { count: table.length - 1 })}
            </p>
          ) : null}
          <a
            href={csvHref}
            download=""
            className="inline-block rounded-md text-sm font-semibold text-bolt-700 underline underline-offset-2 hover:text-bolt-600"
          >
            {copy.csv}
            <span className="sr-only"> ({section.heading})</span>
          </a>
        </div>
      </div>
    </InboxPanel>
  );
}
