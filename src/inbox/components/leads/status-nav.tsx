import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { LEAD_STATUSES, type LeadStatus } from "@/server/db/schema";
import type { LeadListPage } from "@/leads/server/record/lead-list";

export type StatusNavProps = {
  copy: InboxCopy;
  counts: LeadListPage["counts"];
  current: LeadStatus | undefined;
  /** The list's address with only the status changed (undefined: every status). */
  hrefFor: (status: LeadStatus | undefined) => string;
};

const count = new Intl.NumberFormat("en-US");

/** The leads under the filters, by status: each a link to them alone. */
export function StatusNav({ copy, counts, current, hrefFor }: StatusNavProps) {
  const items = [
    { status: undefined, label: copy.leads.all, total: counts.all },
    ...LEAD_STATUSES.map((status) => ({
      status,
      label: copy.statuses[status],
      total: counts[status],
    })),
  ];
  return (
    <nav aria-label={copy.leads.statusNav} className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-ink-100">
        {items.map((item) => (
          <li key={item.label}>
            <a
              href={hrefFor(item.status)}
              aria-current={item.status === current ? "page" : undefined}
              className="-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-ink-600 hover:text-ink-900 aria-[current=page]:border-bolt-500 aria-[current=page]:text-ink-900"
            >
              {item.label}
              <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700 tabular-nums">
                {count.format(item.total)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
