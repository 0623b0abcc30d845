import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { COUNT_MAX, type LeadCount } from "@/leads/server/record/lead-list";
import { fillTemplate } from "@/lib/text/fill-template";

export type LeadTallyProps = { count: LeadCount; more: InboxCopy["leads"]["countMore"] };

const figure = new Intl.NumberFormat("en-US");

/**
 * A count of leads in figures; where a search's count stopped at COUNT_MAX, "1,000+", which a
 * screen reader hears as "more than 1,000".
 */
export function LeadTally({ count, more }: LeadTallyProps) {
  if (count !== "more") return figure.format(count);
  const max = { count: figure.format(COUNT_MAX) };
  return (
    <>
      <span aria-hidden="true">{fillTemplate(more.shown, max)}</span>
      <span className="sr-only">{fillTemplate(more.spoken, max)}</span>
    </>
  );
}
