import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { HistoryEvent } from "../../server/lead-history";
import { InboxTime } from "@/inbox/components/shared/inbox-time";
import { inboxTime } from "@/server/time-zone";

export type LeadHistoryProps = {
  events: readonly HistoryEvent[];
  /** The lead's form, as the inbox names it. */
  formName: string;
  copy: InboxCopy;
  zone: string;
  /** Who did it, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/** Everything that happened to the lead, newest first, each with when in the agency's zone. */
export function LeadHistory({ events, formName, copy, zone, nameOf }: LeadHistoryProps) {
  const words = copy.lead.history;
  const line = (event: HistoryEvent): string => {
    switch (event.kind) {
      case "arrived":
        return fillTemplate(event.keptApart ? words.keptApart : words.arrived, { form: formName });
      case "status":
        return fillTemplate(words.status, {
          who: nameOf(event.by),
          status: copy.statuses[event.status],
        });
      case "assigned":
        if (event.owner === event.by) return fillTemplate(words.took, { who: nameOf(event.by) });
        return event.owner
          ? fillTemplate(words.assigned, { who: nameOf(event.by), owner: nameOf(event.owner) })
          : fillTemplate(words.unassigned, { who: nameOf(event.by) });
      case "booked":
      case "canceled":
      case "moved":
        return fillTemplate(words[event.kind], { when: inboxTime(event.callAt, zone) });
      case "delivery":
        return fillTemplate(words.delivery, {
          channel: copy.lead.deliveries.channels[event.channel],
          status: copy.lead.deliveries.statuses[event.status],
        });
      default:
        return fillTemplate(words.staff[event.kind], { who: nameOf(event.by) });
    }
  };
  return (
    <ol className="space-y-3 border-l-2 border-ink-100 pl-4">
      {events.map((event, index) => (
        <li key={index} className="text-sm">
          <p className="wrap-anywhere text-ink-900 first-letter:uppercase">{line(event)}</p>
          <p className="text-xs text-ink-500">
            <InboxTime iso={event.at} zone={zone} />
          </p>
        </li>
      ))}
    </ol>
  );
}
