import { Button } from "@/components/ui/button";
import { buttonStyle } from "@/components/ui/button-styles";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { LeadNote, NoteChangeProblem } from "@/leads/server/record/notes";
import type { LeadView } from "../../server/lead-page";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { Notice } from "@/inbox/components/shared/notice";
import { SecondStep } from "@/inbox/components/shared/second-step";
import { InboxTime } from "@/inbox/components/shared/inbox-time";
import { TemplateText } from "@/leads/server/template-text";
import { CONTROL } from "@/inbox/components/shared/control";

type NotesCopy = InboxCopy["lead"]["notes"];

export type LeadNotesProps = {
  notes: LeadView["notes"];
  draft: LeadView["draft"];
  /** A note of the signed-in staff member's being corrected or deleted. */
  change: LeadView["noteChange"];
  /** Whether the signed-in staff member may correct or delete a note by `author` (mayChangeNote). */
  mayChange: (author: string) => boolean;
  maxLength: number;
  action: string;
  copy: NotesCopy;
  csrf: string;
  zone: string;
  /** Who wrote a note, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/**
 * The notes on a lead, newest first, each with who and when, and the form to add one. Its author
 * (or an admin) may correct or delete a note: a link opens the form for it in place, so all of it
 * works as plain HTML.
 */
export function LeadNotes({
  notes,
  draft,
  change,
  mayChange,
  maxLength,
  action,
  copy,
  csrf,
  zone,
  nameOf,
}: LeadNotesProps) {
  const field = { maxLength, copy };
  const refused =
    change?.problem === "not-found"
      ? copy.notFound
      : change?.problem === "not-author"
        ? copy.notAuthor
        : undefined;
  return (
    <div className="space-y-5">
      <form method="post" action={`${action}#notes`} className="space-y-3">
        <CsrfField token={csrf} />
        <input type="hidden" name="action" value="note" />
        <NoteField
          id="lead-note"
          label={copy.label}
          body={draft?.body}
          problem={draft?.problem}
          {...field}
        />
        <Button type="submit" variant="secondary" size="sm">
          {copy.save}
        </Button>
      </form>
      {refused && <Notice tone="problem">{refused}</Notice>}
      {notes.length ? (
        <ol className="space-y-3">
          {notes.map((note) => {
            const changeable = mayChange(note.author);
            const asked = changeable && !refused && change?.noteId === note.id ? change : undefined;
            return (
              <li
                key={note.id}
                id={`note-${note.id}`}
                className="rounded-control border border-ink-100 bg-ink-50/60 p-4"
              >
                {asked?.kind === "correct" ? (
                  <form method="post" action={`${action}#note-${note.id}`} className="space-y-3">
                    <CsrfField token={csrf} />
                    <input type="hidden" name="action" value="correct-note" />
                    <input type="hidden" name="note-id" value={note.id} />
                    <NoteField
                      id={`correct-${note.id}`}
                      label={copy.editLabel}
                      body={asked.body ?? note.body}
                      problem={asked.problem}
                      {...field}
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button type="submit" variant="secondary" size="sm">
                        {copy.saveEdit}
                      </Button>
                      <a href={`${action}#notes`} className={buttonStyle("secondary", "sm")}>
                        {copy.cancel}
                      </a>
                    </div>
                  </form>
                ) : (
                  <p className="text-[0.9375rem] wrap-anywhere whitespace-pre-line text-ink-900">
                    {note.body}
                  </p>
                )}
                <NoteByline note={note} zone={zone} copy={copy} nameOf={nameOf} />
                {asked?.kind === "delete" ? (
                  <SecondStep
                    action={`${action}#notes`}
                    fields={{ action: "delete-note", "note-id": note.id }}
                    heading={copy.deleteHeading}
                    body={copy.deleteBody}
                    confirm={copy.deleteConfirm}
                    cancel={{ href: `${action}#notes`, label: copy.keep }}
                    csrf={csrf}
                    className="mt-3"
                  />
                ) : null}
                {changeable && !asked ? (
                  <p className="mt-2 flex gap-4 text-sm">
                    <a
                      href={`${action}?correct-note=${note.id}#note-${note.id}`}
                      className="font-semibold text-bolt-700 underline decoration-bolt-300 underline-offset-4 hover:decoration-bolt-700"
                    >
                      {copy.edit}
                    </a>
                    <a
                      href={`${action}?delete-note=${note.id}#note-${note.id}`}
                      className="font-semibold text-red-700 underline decoration-red-300 underline-offset-4 hover:decoration-red-700"
                    >
                      {copy.delete}
                    </a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-ink-600">{copy.none}</p>
      )}
    </div>
  );
}

function NoteByline({
  note,
  zone,
  copy,
  nameOf,
}: Pick<LeadNotesProps, "zone" | "copy" | "nameOf"> & { note: LeadNote }) {
  return (
    <p className="mt-2 text-xs text-ink-500">
      {nameOf(note.author)} · <InboxTime iso={note.createdAt} zone={zone} />
      {note.editedAt ? (
        <>
          {" · "}
          <TemplateText
            text={copy.edited}
            values={{ when: <InboxTime iso={note.editedAt} zone={zone} /> }}
          />
        </>
      ) : null}
    </p>
  );
}

type NoteFieldProps = {
  id: string;
  label: string;
  body: string | undefined;
  problem: NoteChangeProblem | undefined;
  maxLength: number;
  copy: NotesCopy;
};

/** A note's words, to add or correct: its limit said, and why it was refused if it was. */
function NoteField({ id, label, body, problem, maxLength, copy }: NoteFieldProps) {
  const max = maxLength.toLocaleString("en-US");
  const message =
    problem === "too-long"
      ? fillTemplate(copy.tooLong, { max })
      : problem === "empty"
        ? copy.empty
        : undefined;
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        name="note"
        rows={3}
        required
        maxLength={maxLength}
        defaultValue={body}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-problem ${id}-hint` : `${id}-hint`}
        className={`w-full py-2.5 aria-invalid:border-red-600 ${CONTROL}`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-500">
        {fillTemplate(copy.hint, { max })}
      </p>
      {message ? (
        <div id={`${id}-problem`}>
          <Notice tone="problem">{message}</Notice>
        </div>
      ) : null}
    </>
  );
}
