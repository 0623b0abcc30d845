import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { LEAD_STATUSES, type LeadStatus } from "@/server/db/schema";
import type { LeadCounts } from "@/leads/server/record/lead-list";
import { CountTabs } from "@/inbox/components/shared/count-tabs";
import { LeadTally } from "@/inbox/components/shared/lead-tally";

export type StatusNavProps = {
  copy: InboxCopy;
  counts: LeadCounts;
  current: LeadStatus | undefined;
  /** The list's address with only the status changed (undefined: every status). */
  hrefFor: (status: LeadStatus | undefined) => string;
};

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
    <CountTabs
      label={copy.leads.statusNav}
      tabs={items.map((item) => ({
        href: hrefFor(item.status),
        label: item.label,
        total: <LeadTally count={item.total} more={copy.leads.countMore} />,
        current: item.status === current,
      }))}
    />
  );
}
