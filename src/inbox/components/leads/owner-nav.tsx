import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { NO_OWNER } from "@/leads/server/record/lead-list";
import { MY_LEADS } from "@/inbox/server/list-address";

export type OwnerNavProps = {
  copy: InboxCopy;
  /** The owner filter in force, as the list's address carries it. */
  current: string | undefined;
  /** The list's address with only the owner changed (undefined: anyone's). */
  hrefFor: (owner: string | undefined) => string;
};

/** Everyone's leads, one's own, or those no one owns yet: the views a team switches between. */
export function OwnerNav({ copy, current, hrefFor }: OwnerNavProps) {
  const items = [
    { owner: undefined, label: copy.leads.owners.everyone },
    { owner: MY_LEADS, label: copy.leads.filters.mine },
    { owner: NO_OWNER, label: copy.leads.filters.unassigned },
  ];
  return (
    <nav aria-label={copy.leads.owners.label}>
      <ul className="inline-flex rounded-control border border-ink-200 bg-white p-0.5">
        {items.map((item) => (
          <li key={item.label}>
            <a
              href={hrefFor(item.owner)}
              aria-current={item.owner === current ? "page" : undefined}
              className="inline-flex h-9 items-center rounded-[calc(var(--radius-control)-2px)] px-3.5 text-sm font-semibold text-ink-600 hover:text-ink-900 aria-[current=page]:bg-ink-900 aria-[current=page]:text-white"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
