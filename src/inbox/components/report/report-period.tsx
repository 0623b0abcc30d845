import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { LINE_CONTROL } from "@/inbox/components/shared/control";
import { Notice } from "@/inbox/components/shared/notice";
import type { ReportChoice } from "../../server/report-page";
import { DEFAULT_REPORT_WEEKS, REPORT_WEEKS } from "../../server/report-calendar";

export type ReportPeriodProps = { choice: ReportChoice; copy: InboxCopy["report"] };

/**
 * The period's choice: the last so many weeks, each a link, or days of one's own in a plain GET
 * form; days refused are kept in it, with the reason above.
 */
export function ReportPeriod({ choice, copy }: ReportPeriodProps) {
  return (
    <div className="space-y-4">
      {choice.problem ? (
        <Notice tone="problem">
          {choice.problem} {fillTemplate(copy.problems.instead, { weeks: DEFAULT_REPORT_WEEKS })}
        </Notice>
      ) : null}
      <div className="flex flex-col gap-4 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-5 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-labelledby="report-weeks">
          <p id="report-weeks" className="text-sm font-semibold text-ink-800">
            {copy.weeks}
          </p>
          <ul className="mt-1.5 grid grid-cols-2 gap-1 rounded-control border border-ink-200 bg-ink-50 p-1 min-[380px]:grid-cols-4 sm:inline-grid">
            {REPORT_WEEKS.map((weeks) => (
              <li key={weeks}>
                <a
                  href={`${INBOX_PATHS.report}?weeks=${weeks}`}
                  aria-current={choice.weeks === weeks ? "page" : undefined}
                  className="flex h-9 items-center justify-center rounded-[0.5rem] px-2 text-sm font-semibold whitespace-nowrap text-ink-600 hover:text-ink-900 aria-[current=page]:bg-white aria-[current=page]:text-ink-900 aria-[current=page]:shadow-card sm:px-4"
                >
                  {fillTemplate(copy.weeksChoice, { weeks })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form method="get" action={INBOX_PATHS.report} aria-label={copy.dates}>
          <p className="text-sm font-semibold text-ink-800">{copy.dates}</p>
          <div className="mt-1.5 grid grid-cols-2 items-end gap-3 sm:flex">
            {(["from", "to"] as const).map((field) => (
              <div key={field} className="min-w-0">
                <label htmlFor={`report-${field}`} className="block text-xs text-ink-600">
                  {copy[field]}
                </label>
                <input
                  id={`report-${field}`}
                  name={field}
                  type="date"
                  required
                  max={choice.today}
                  defaultValue={choice.dates[field]}
                  aria-invalid={choice.problem ? true : undefined}
                  className={`mt-1 w-full min-w-0 sm:w-44 ${LINE_CONTROL}`}
                />
              </div>
            ))}
            <button
              type="submit"
              className="col-span-2 h-11 rounded-control border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-bolt-500"
            >
              {copy.show}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
