import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { leadHref } from "@/lib/inbox-paths";
import type { Lead } from "@/server/db/schema";
import { inboxTime } from "@/server/time-zone";
import { keptApartPath } from "@/inbox/server/suspected-page";
import type { KeptApartState } from "@/inbox/server/lead-page";
import type { ChosenNotice } from "@/inbox/server/suspected-page";
import { Notice } from "@/inbox/components/shared/notice";
import { ChosenActions } from "@/inbox/components/leads/chosen-actions";
import { DeleteForGood } from "@/inbox/components/leads/delete-for-good";
import { CsrfField } from "@/inbox/components/shared/csrf-field";

export type KeptApartProps = {
  lead: Lead;
  state: KeptApartState;
  copy: InboxCopy;
  csrf: string;
  zone: string;
  /** Who discarded it, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/**
 * A suspected submission's own page, in place of a lead's status, owner and notes: what was sent
 * for it (nothing) and what releasing it would send, or when it leaves the trash; and what the
 * folder or the trash does to it, posted as their lists post it.
 */
export function KeptApart({ lead, state, copy, csrf, zone, nameOf }: KeptApartProps) {
  const words = copy.lead.keptApart;
  const href = leadHref(lead.id);
  const channels = state.channels.map((channel) => copy.lead.deliveries.channels[channel]);
  const standing =
    state.place === "trash"
      ? fillTemplate(words.trashed, {
          who: nameOf(lead.discarded_by ?? ""),
          when: inboxTime(lead.discarded_at ?? "", zone),
          date: inboxTime(state.purgeAfter ?? "", zone),
        })
      : state.booking
        ? words.waitingBooking
        : channels.length
          ? fillTemplate(words.waiting, { channels: channels.join(", ") })
          : words.waitingUnsent;
  const why = lead.suspected ? (
    <p className="text-sm font-semibold text-ink-900">
      <span className="sr-only">{copy.suspected.why}: </span>
      {copy.suspected.reasons[lead.suspected]}
    </p>
  ) : null;
  if (state.deleting) {
    return (
      <div className="space-y-4">
        {why}
        <p className="text-sm text-ink-700">{standing}</p>
        <DeleteForGood
          ids={[lead.id]}
          copy={copy.suspected.confirmDelete}
          cancelHref={href}
          csrf={csrf}
        />
      </div>
    );
  }
  return (
    <form method="post" action={keptApartPath(state.place)} className="space-y-4">
      <CsrfField token={csrf} />
      <input type="hidden" name="lead" value={lead.id} />
      <input type="hidden" name="back" value="lead" />
      {why}
      <p className="text-sm text-ink-700">{standing}</p>
      <ChosenActions
        place={state.place}
        copy={copy.suspected}
        label={state.place === "trash" ? words.trashHeading : words.heading}
        releaseLabel={words.release}
        deleteHref={`${href}?delete=confirm#kept-apart`}
      />
    </form>
  );
}

export type KeptApartNoticeProps = {
  notice: ChosenNotice;
  copy: InboxCopy["lead"]["keptApart"];
  /** Days in the trash. */
  days: number;
};

/** What a release, discard or restore from this page did, or that someone else acted first. */
export function KeptApartNotice({ notice, copy, days }: KeptApartNoticeProps) {
  if (notice.moved || notice.gone) return <Notice tone="problem">{copy.moved}</Notice>;
  switch (notice.action) {
    case "released":
      return <Notice tone="done">{copy.released}</Notice>;
    case "discarded":
      return <Notice tone="done">{fillTemplate(copy.discarded, { days })}</Notice>;
    case "restored":
      return <Notice tone="done">{copy.restored}</Notice>;
    default:
      return null;
  }
}
