import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { ReportRow } from "../../server/report";
import { OTHER } from "@/lib/traffic-source";

type ChartCopy = InboxCopy["report"];

export type ChartRow = { label: string; row: ReportRow };

type ChartProps = { title: string; rows: ChartRow[]; copy: ChartCopy };

/** The rows a breakdown's bar chart draws before its (other) bar; its table lists more. */
export const CHART_TOP = 8;

/** Whether rows end in (other): the rest of a breakdown, summed. */
export const endsInOther = (rows: readonly ChartRow[]) => rows.at(-1)?.row.key === OTHER;

const SERIES = [
  { key: "leads", fill: "fill-ink-500", swatch: "bg-ink-500" },
  { key: "booked", fill: "fill-teal-600", swatch: "bg-teal-600" },
] as const;

function Legend({ copy }: { copy: ChartCopy }) {
  return (
    <ul className="flex gap-4 text-sm text-ink-600">
      {SERIES.map((series) => (
        <li key={series.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-3 rounded-sm ${series.swatch}`} />
          {copy.legend[series.key]}
        </li>
      ))}
    </ul>
  );
}

/**
 * Each row's leads and booked demos as two bars against the largest, drawn on the server; its
 * label and numbers are text beside them, so the chart reads the same to a screen reader.
 */
export function BarChart({ title, rows, copy }: ChartProps) {
  const largest = Math.max(1, ...rows.map(({ row }) => row.leads));
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-semibold text-ink-800">{title}</figcaption>
      <Legend copy={copy} />
      <ol className="space-y-3">
        {rows.map(({ label, row }) => (
          <li key={row.key}>
            <p className="flex justify-between gap-3 text-sm">
              <span className="truncate text-ink-900">{label}</span>
              <span className="shrink-0 text-ink-600 tabular-nums">
                {fillTemplate(copy.chartValues, { leads: row.leads, booked: row.booked })}
              </span>
            </p>
            <svg
              aria-hidden="true"
              className="mt-1 block h-4 w-full"
              viewBox="0 0 100 16"
              preserveAspectRatio="none"
            >
              {SERIES.map((series, index) => (
                <rect
                  key={series.key}
                  className={series.fill}
                  x="0"
                  y={index * 8}
                  height="6"
                  width={(row[series.key] / largest) * 100}
                  rx="1"
                />
              ))}
            </svg>
          </li>
        ))}
      </ol>
      {endsInOther(rows) ? (
        <p className="text-sm text-ink-500">
          {fillTemplate(copy.chartTop, { count: rows.length - 1 })}
        </p>
      ) : null}
    </figure>
  );
}

/** Weeks as pairs of columns, leads and booked demos, oldest to newest. */
export function WeekChart({ title, rows, copy }: ChartProps) {
  const largest = Math.max(1, ...rows.map(({ row }) => row.leads));
  const slot = 10;
  const ends = [rows[0], rows.at(-1)].filter((end) => end !== undefined);
  return (
    <figure className="space-y-3">
      <figcaption className="text-sm font-semibold text-ink-800">{title}</figcaption>
      <Legend copy={copy} />
      <div className="flex gap-2">
        <div className="flex h-40 flex-col justify-between text-right text-xs text-ink-500 tabular-nums">
          <span>{largest}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label={title}
            className="block h-40 w-full border-b border-l border-ink-200"
            viewBox={`0 0 ${rows.length * slot} 100`}
            preserveAspectRatio="none"
          >
            {rows.flatMap(({ row }, index) =>
              SERIES.map((series, part) => {
                const height = (row[series.key] / largest) * 100;
                return (
                  <rect
                    key={`${row.key}-${series.key}`}
                    className={row.partial ? `${series.fill} opacity-40` : series.fill}
                    x={index * slot + 1.5 + part * 3.5}
                    y={100 - height}
                    width="3.5"
                    height={height}
                  />
                );
              }),
            )}
          </svg>
          <p className="mt-1 flex justify-between text-xs text-ink-500">
            {ends.map(({ label, row }) => (
              <span key={row.key}>{label}</span>
            ))}
          </p>
        </div>
      </div>
      {rows.some(({ row }) => row.partial) ? (
        <p className="text-sm text-ink-500">{copy.partialLegend}</p>
      ) : null}
    </figure>
  );
}
