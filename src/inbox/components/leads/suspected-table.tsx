import { Button } from "@/components/ui/button";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { INBOX_PATHS, leadHref } from "@/lib/inbox-paths";
import type { LeadRow } from "@/leads/server/record/lead-list";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { InboxTime } from "@/inbox/components/shared/inbox-time";

export type SuspectedTableProps = {
  rows: LeadRow[];
  copy: InboxCopy;
  formNames: Record<string, string>;
  zone: string;
  csrf: string;
};

/** The submissions kept apart, each to choose, and what to do with those chosen. */
export function SuspectedTable({ rows, copy, formNames, zone, csrf }: SuspectedTableProps) {
  const text = copy.suspected;
  if (!rows.length) {
    return (
      <p className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
        {text.none}
      </p>
    );
  }
  return (
    <form method="post" action={INBOX_PATHS.suspected} className="space-y-4">
      <CsrfField token={csrf} />
      <ul className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white shadow-card">
        {rows.map((row) => (
          <li key={row.id} className="flex gap-4 px-4 py-3">
            <input
              id={`choose-${row.id}`}
              type="checkbox"
              name="lead"
              value={row.id}
              aria-label={fillTemplate(text.select, { name: row.name })}
              className="mt-1 size-5 shrink-0 accent-bolt-600"
            />
            <div className="grid min-w-0 flex-1 gap-x-6 gap-y-1 text-sm md:grid-cols-[1.5fr_1.5fr_1fr]">
              <div className="min-w-0">
                <a
                  href={leadHref(row.id)}
                  className="font-semibold text-ink-900 hover:text-bolt-700"
                >
                  {row.name}
                </a>
                <p className="break-all text-ink-600">{row.email}</p>
              </div>
              <div className="text-ink-700">
                <p>{formNames[row.form] ?? row.form}</p>
                <p className="text-ink-500">
                  <span className="sr-only">{text.why}: </span>
                  {row.suspected ? text.reasons[row.suspected] : null}
                </p>
              </div>
              <p className="text-ink-500 md:text-right">
                <InboxTime iso={row.createdAt} zone={zone} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="action" value="release">
          {text.release}
        </Button>
        <Button type="submit" name="action" value="discard" variant="secondary">
          {text.discard}
        </Button>
      </div>
    </form>
  );
}
