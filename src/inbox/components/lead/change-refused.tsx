import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { latestChange, type LatestChange } from "@/leads/server/record/changes";
import { fillTemplate } from "@/lib/text/fill-template";
import type { Lead } from "@/server/db/schema";
import { Notice } from "@/inbox/components/shared/notice";
import type { LeadView } from "@/inbox/server/lead-page";
import { inboxTime } from "@/server/time-zone";

type RefusedProps = {
  lead: Lead;
  copy: InboxCopy;
  zone: string;
  /** Who did it, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/** The change that came first, as a refusal names it: who, what and when. */
function firstCame(change: LatestChange, { copy, zone, nameOf }: RefusedProps) {
  const words = copy.lead.changes;
  return {
    who: nameOf(change.by),
    when: inboxTime(change.at, zone),
    change:
      change.kind === "status"
        ? fillTemplate(words.status, { status: copy.statuses[change.status] })
        : change.owner === change.by
          ? words.took
          : change.owner
            ? fillTemplate(words.assigned, { owner: nameOf(change.owner) })
            : words.unassigned,
  };
}

/** Why a status was not saved: the change that came first, or a form that could not be read. */
export function StatusRefused(
  props: RefusedProps & { refused: NonNullable<LeadView["refusedStatus"]> },
) {
  const { lead, refused, copy, zone, nameOf } = props;
  const text = copy.lead.status;
  if (refused.problem === "unreadable") return <Notice tone="problem">{text.unreadable}</Notice>;
  if (lead.status === refused.wanted && lead.status_by && lead.status_at) {
    const slots = {
      who: nameOf(lead.status_by),
      status: copy.statuses[lead.status],
      when: inboxTime(lead.status_at, zone),
    };
    return <Notice tone="info">{fillTemplate(text.alreadySet, slots)}</Notice>;
  }
  const latest = latestChange(lead);
  if (!latest || lead.status === refused.wanted) {
    return <Notice tone="problem">{copy.lead.changed.text}</Notice>;
  }
  return (
    <Notice tone="problem">
      {fillTemplate(text.stale, {
        ...firstCame(latest, props),
        wanted: copy.statuses[refused.wanted],
      })}
    </Notice>
  );
}

/** Why an owner was not saved: the change that came first, an address with no account, or a form that could not be read. */
export function OwnerRefused(
  props: RefusedProps & { refused: NonNullable<LeadView["refusedOwner"]> },
) {
  const { lead, refused, copy, nameOf } = props;
  const text = copy.lead.owner;
  if (refused.problem === "unreadable") return <Notice tone="problem">{text.unreadable}</Notice>;
  if (refused.problem === "not-staff") {
    return <Notice tone="problem">{fillTemplate(text.notStaff, { owner: refused.wanted })}</Notice>;
  }
  const latest = latestChange(lead);
  if (!latest) return <Notice tone="problem">{copy.lead.changed.text}</Notice>;
  if (lead.owner === refused.wanted && latest.kind === "owner") {
    return <Notice tone="info">{fillTemplate(text.alreadySet, firstCame(latest, props))}</Notice>;
  }
  return (
    <Notice tone="problem">
      {fillTemplate(text.stale, {
        ...firstCame(latest, props),
        wanted: refused.wanted ? nameOf(refused.wanted) : text.nobody,
      })}
    </Notice>
  );
}
