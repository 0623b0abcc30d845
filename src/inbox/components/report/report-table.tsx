import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { formatDollars } from "@/lib/missed-calls";
import { fillTemplate } from "@/lib/text/fill-template";
import { bookedRate, partialNote } from "../../report-format";
import type { ReportCounts, ReportRow } from "../../server/report";
import type { ChartRow } from "./report-charts";

export type ReportTableProps = {
  heading: string;
  column: string;
  rows: ChartRow[];
  totals: ReportRow;
  /** The list of the leads a row counts; none for a row that sums others. */
  hrefFor: (row: ReportRow) => string | null;
  /** The list of every lead the totals count. */
  totalsHref: string;
  copy: InboxCopy["report"];
};

const cell = "px-3 py-2 text-right align-top tabular-nums whitespace-nowrap";

/** A row's name, a link to its leads where it has a list of them. */
function RowName({ label, href }: { label: string; href: string | null }) {
  return href ? (
    <a
      href={href}
      className="rounded-sm text-bolt-700 underline underline-offset-2 hover:text-bolt-600 focus-visible:outline-2 focus-visible:outline-bolt-500"
    >
      {label}
    </a>
  ) : (
    label
  );
}

/** A row's figures as the table shows them, in its columns' order. */
function figures(counts: ReportCounts, copy: InboxCopy["report"]): string[] {
  const rate = bookedRate(counts);
  return [
    counts.visits === null ? copy.notCounted : counts.visits.toLocaleString("en-US"),
    counts.leads.toLocaleString("en-US"),
    counts.suspected.toLocaleString("en-US"),
    counts.booked.toLocaleString("en-US"),
    rate === null ? copy.notCounted : `${rate}%`,
    formatDollars(counts.revenue),
  ];
}

/** Each figure, and under it what it was in the period before (a week has none). */
function Cells({ row, copy }: { row: ReportRow; copy: InboxCopy["report"] }) {
  const before = row.before && figures(row.before, copy);
  return figures(row, copy).map((figure, index) => (
    <td key={index} className={cell}>
      {figure}
      {before ? (
        <span className="block text-xs font-normal text-ink-500">
          {/* Read as "14, was 12" rather than "14was 12". */}
          <span className="sr-only">, </span>
          {fillTemplate(copy.beforeCell, { before: before[index] ?? copy.notCounted })}
        </span>
      ) : null}
    </td>
  ));
}

/** A breakdown's numbers, row by row, with the period's totals at its foot. */
export function ReportTable({
  heading,
  column,
  rows,
  totals,
  hrefFor,
  totalsHref,
  copy,
}: ReportTableProps) {
  const { columns } = copy;
  return (
    <div
      role="region"
      aria-label={fillTemplate(copy.tableLabel, { section: heading })}
      tabIndex={0}
      className="relative overflow-x-auto rounded-control border border-ink-100 focus-visible:outline-2 focus-visible:outline-bolt-500"
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
                className="max-w-72 min-w-36 px-3 py-2 text-left align-top font-normal break-words"
              >
                <RowName label={label} href={hrefFor(row)} />
                {row.partial ? (
                  <span className="mt-1 block w-fit rounded-full bg-bolt-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-bolt-700">
                    {copy.partial} · {partialNote(row.partial, copy)}
                  </span>
                ) : null}
              </th>
              <Cells row={row} copy={copy} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-ink-200 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-2 text-left align-top">
              <RowName label={copy.total} href={totalsHref} />
            </th>
            <Cells row={totals} copy={copy} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
