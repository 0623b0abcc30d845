import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { formatDollars } from "@/lib/missed-calls";
import { fillTemplate } from "@/lib/text/fill-template";
import { bookedRate } from "../../report-format";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { Report } from "../../server/report";
import { REPORT_WEEKS } from "../../server/report";
import { LINE_CONTROL } from "@/inbox/components/shared/control";

export type ReportSummaryProps = { report: Report; copy: InboxCopy["report"] };

/** The period's choice, a plain GET form, and its totals as figures. */
export function ReportSummary({ report, copy }: ReportSummaryProps) {
  const { totals } = report;
  const rate = bookedRate(totals);
  const figures: [string, string][] = [
    [copy.columns.visits, totals.visits?.toLocaleString("en-US") ?? copy.notCounted],
    [copy.columns.leads, totals.leads.toLocaleString("en-US")],
    [copy.columns.suspected, totals.suspected.toLocaleString("en-US")],
    [copy.columns.booked, totals.booked.toLocaleString("en-US")],
    [copy.columns.rate, rate === null ? copy.notCounted : `${rate}%`],
    [copy.columns.revenue, formatDollars(totals.revenue)],
  ];
  return (
    <div className="space-y-5">
      <form method="get" action={INBOX_PATHS.report} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="report-weeks" className="block text-sm font-semibold text-ink-800">
            {copy.weeks}
          </label>
          <select
            id="report-weeks"
            name="weeks"
            defaultValue={report.weeks}
            className={`mt-1.5 ${LINE_CONTROL}`}
          >
            {REPORT_WEEKS.map((weeks) => (
              <option key={weeks} value={weeks}>
                {fillTemplate(copy.weeksChoice, { weeks })}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-11 rounded-control border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-bolt-500"
        >
          {copy.show}
        </button>
      </form>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-card border border-ink-100 bg-white p-4 shadow-card">
            <dt className="text-sm text-ink-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
