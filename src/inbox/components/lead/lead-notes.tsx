import { Button } from "@/components/ui/button";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { LeadView } from "../../server/lead-page";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { Notice } from "@/inbox/components/shared/notice";
import { InboxTime } from "@/inbox/components/shared/inbox-time";

export type LeadNotesProps = {
  notes: LeadView["notes"];
  draft: LeadView["draft"];
  maxLength: number;
  action: string;
  copy: InboxCopy["lead"]["notes"];
  csrf: string;
  zone: string;
  /** Who wrote a note, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/** The notes on a lead, newest first, each with who and when, and the form to add one. */
export function LeadNotes({
  notes,
  draft,
  maxLength,
  action,
  copy,
  csrf,
  zone,
  nameOf,
}: LeadNotesProps) {
  const problem =
    draft?.problem === "too-long"
      ? fillTemplate(copy.tooLong, { max: maxLength.toLocaleString("en-US") })
      : draft?.problem === "empty"
        ? copy.empty
        : undefined;
  return (
    <div className="space-y-5">
      <form method="post" action={`${action}#notes`} className="space-y-3">
        <CsrfField token={csrf} />
        <input type="hidden" name="action" value="note" />
        <label htmlFor="lead-note" className="block text-sm font-semibold text-ink-800">
          {copy.label}
        </label>
        <textarea
          id="lead-note"
          name="note"
          rows={3}
          required
          maxLength={maxLength}
          defaultValue={draft?.body}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "lead-note-problem lead-note-hint" : "lead-note-hint"}
          className="block w-full rounded-control border border-ink-200 bg-white px-3 py-2.5 text-[0.9375rem] text-ink-900 hover:border-ink-300 aria-invalid:border-red-600"
        />
        <p id="lead-note-hint" className="text-xs text-ink-500">
          {fillTemplate(copy.hint, { max: maxLength.toLocaleString("en-US") })}
        </p>
        {problem ? (
          <div id="lead-note-problem">
            <Notice tone="problem">{problem}</Notice>
          </div>
        ) : null}
        <Button type="submit" variant="secondary" size="sm">
          {copy.save}
        </Button>
      </form>
      {notes.length ? (
        <ol className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-control border border-ink-100 bg-ink-50/60 p-4">
              <p className="text-[0.9375rem] wrap-anywhere whitespace-pre-line text-ink-900">
                {note.body}
              </p>
              <p className="mt-2 text-xs text-ink-500">
                {nameOf(note.author)} · <InboxTime iso={note.createdAt} zone={zone} />
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-600">{copy.none}</p>
      )}
    </div>
  );
}
