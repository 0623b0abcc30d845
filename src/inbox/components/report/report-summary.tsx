import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { formatDollars } from "@/lib/missed-calls";
import { fillTemplate } from "@/lib/text/fill-template";
import { bookedRate, signedChange } from "../../report-format";
import type { Report, ReportCounts } from "../../server/report";

export type ReportSummaryProps = { report: Report; copy: InboxCopy["report"] };

const count = (value: number) => value.toLocaleString("en-US");
const percent = (value: number) => `${value}%`;

/** How many booked leads' estimates the revenue at stake adds up, in words. */
function estimatedFrom(estimated: number, copy: InboxCopy["report"]): string {
  if (estimated === 0) return copy.estimatedFrom.none;
  if (estimated === 1) return copy.estimatedFrom.one;
  return fillTemplate(copy.estimatedFrom.many, { count: count(estimated) });
}

type Figure = {
  label: string;
  value: (counts: ReportCounts) => number | null;
  format: (value: number) => string;
  /** How its change reads, where not as the figure does: a rate's, in points. */
  changeFormat?: (value: number) => string;
  note?: string;
};

/** The period's totals as figures, each with its change from the period before. */
export function ReportSummary({ report, copy }: ReportSummaryProps) {
  const { totals } = report;
  const before = totals.before!;
  const { columns } = copy;
  const figures: Figure[] = [
    { label: columns.visits, value: (c) => c.visits, format: count },
    { label: columns.leads, value: (c) => c.leads, format: count },
    { label: columns.suspected, value: (c) => c.suspected, format: count },
    { label: columns.booked, value: (c) => c.booked, format: count },
    {
      label: columns.rate,
      value: bookedRate,
      format: percent,
      changeFormat: (points) => fillTemplate(copy.points, { points }),
    },
    {
      label: columns.revenue,
      value: (c) => c.revenue,
      format: formatDollars,
      note: estimatedFrom(totals.estimated, copy),
    },
  ];
  const shown = (value: number | null, format: Figure["format"]) =>
    value === null ? copy.notCounted : format(value);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {figures.map(({ label, value, format, changeFormat = format, note }) => {
        const now = value(totals);
        const then = value(before);
        // Without a figure to compare (no leads for a rate), only what it was.
        const versus =
          now === null || then === null
            ? fillTemplate(copy.beforeCell, { before: shown(then, format) })
            : fillTemplate(copy.change, {
                change: signedChange(Math.round((now - then) * 10) / 10, changeFormat),
                before: shown(then, format),
              });
        return (
          <div
            key={label}
            className="flex flex-col rounded-card border border-ink-100 bg-white p-4 shadow-card"
          >
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
              {shown(now, format)}
            </dd>
            <dd className="mt-1 text-xs text-ink-500 tabular-nums">{versus}</dd>
            {note ? (
              <dd className="mt-2 border-t border-ink-100 pt-2 text-xs font-semibold text-ink-700">
                {note}
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}
