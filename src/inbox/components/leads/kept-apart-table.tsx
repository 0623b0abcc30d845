import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { leadHref } from "@/lib/inbox-paths";
import type { LeadRow } from "@/leads/server/record/lead-list";
import type { KeptApartPlace } from "@/leads/server/record/queries";
import { keptApartPath } from "@/inbox/server/suspected-page";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { InboxTime } from "@/inbox/components/shared/inbox-time";
import { inboxTime } from "@/server/time-zone";
import { ChooseAll, chooseBox } from "./choose-all";
import { ChosenActions } from "./chosen-actions";

export type KeptApartTableProps = {
  place: KeptApartPlace;
  rows: LeadRow[];
  /** Every box checked, as the page's address asked (`?all`), and the address that toggles it. */
  allChosen: boolean;
  chooseAllHref: string;
  /** Days they are kept, for the empty trash's words. */
  days: number;
  copy: InboxCopy;
  formNames: Record<string, string>;
  zone: string;
  csrf: string;
  /** Who discarded one, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/**
 * The submissions in the suspected folder or its trash, each to choose, with what to do with those
 * chosen above and below them (ChooseAll).
 */
export function KeptApartTable({
  place,
  rows,
  allChosen,
  chooseAllHref,
  days,
  copy,
  formNames,
  zone,
  csrf,
  nameOf,
}: KeptApartTableProps) {
  const text = copy.suspected;
  if (!rows.length) {
    return (
      <p className="rounded-card border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
        {place === "trash" ? fillTemplate(text.trashNone, { days }) : text.none}
      </p>
    );
  }
  const bar = "flex flex-wrap items-center gap-3 px-4 py-3";
  return (
    <form
      method="post"
      action={keptApartPath(place)}
      data-chosen-form=""
      className="rounded-card border border-ink-100 bg-white shadow-card"
    >
      <CsrfField token={csrf} />
      <div className={`${bar} justify-between border-b border-ink-100`}>
        <ChooseAll copy={copy.chosen} allChosen={allChosen} chooseAllHref={chooseAllHref} />
        <ChosenActions place={place} copy={text} />
      </div>
      <ul className="divide-y divide-ink-100">
        {rows.map((row) => (
          <li key={row.id} className="flex gap-4 px-4 py-3">
            <input
              id={`choose-${row.id}`}
              type="checkbox"
              name="lead"
              value={row.id}
              defaultChecked={allChosen}
              aria-label={fillTemplate(copy.chosen.select, { name: row.name })}
              className={chooseBox}
            />
            <div className="grid min-w-0 flex-1 gap-x-6 gap-y-1 text-sm md:grid-cols-[1.5fr_1.5fr_1fr]">
              <div className="min-w-0">
                <a
                  href={leadHref(row.id)}
                  data-lead-link=""
                  className="font-semibold wrap-anywhere text-ink-900 hover:text-bolt-700"
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
              <div className="text-ink-500 md:text-right">
                <p>
                  <span className="sr-only">{text.received}: </span>
                  <InboxTime iso={row.createdAt} zone={zone} />
                </p>
                {row.discardedAt ? (
                  <p>
                    {fillTemplate(text.discardedBy, {
                      who: nameOf(row.discardedBy ?? ""),
                      when: inboxTime(row.discardedAt, zone),
                    })}
                  </p>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className={`${bar} justify-end border-t border-ink-100`}>
        <ChosenActions place={place} copy={text} />
      </div>
    </form>
  );
}
