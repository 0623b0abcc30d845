import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { formatDollars } from "@/lib/missed-calls";
import { fillTemplate } from "@/lib/text/fill-template";
import { bookedRate } from "../../report-format";
import type { ReportRow } from "../../server/report";
import type { ChartRow } from "./report-charts";

export type ReportTableProps = {
  heading: string;
  column: string;
  rows: ChartRow[];
  totals: ReportRow;
  copy: InboxCopy["report"];
};

const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

function Cells({ row, copy }: { row: ReportRow; copy: InboxCopy["report"] }) {
  const rate = bookedRate(row);
  return (
    <>
      <td className={cell}>
        {row.visits === null ? copy.notCounted : row.visits.toLocaleString("en-US")}
      </td>
      <td className={cell}>{row.leads.toLocaleString("en-US")}</td>
      <td className={cell}>{row.suspected.toLocaleString("en-US")}</td>
      <td className={cell}>{row.booked.toLocaleString("en-US")}</td>
      <td className={cell}>{rate === null ? copy.notCounted : `${rate}%`}</td>
      <td className={cell}>{formatDollars(row.revenue)}</td>
    </>
  );
}

/** A breakdown's numbers, row by row, with the period's totals at its foot. */
export function ReportTable({ heading, column, rows, totals, copy }: ReportTableProps) {
  const { columns } = copy;
  return (
    <div
      role="region"
      aria-label={fillTemplate(copy.tableLabel, { section: heading })}
      tabIndex={0}
      className="overflow-x-auto rounded-control border border-ink-100 focus-visible:outline-2 focus-visible:outline-bolt-500"
    >
      <table className="w-full text-sm text-ink-900">
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {column}
            </th>
            {[
              columns.visits,
              columns.leads,
              columns.suspected,
              columns.booked,
              columns.rate,
              columns.revenue,
            ].map((label) => (
              <th
                key={label}
                scope="col"
                className="px-3 py-2 text-right font-semibold whitespace-nowrap"
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map(({ label, row }) => (
            <tr key={row.key}>
              <th
                scope="row"
                className="max-w-72 min-w-36 px-3 py-2 text-left font-normal break-words"
              >
                {label}
              </th>
              <Cells row={row} copy={copy} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-ink-200 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              {copy.total}
            </th>
            <Cells row={totals} copy={copy} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
