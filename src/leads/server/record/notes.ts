import { randomUUID } from "node:crypto";
import { clearDeletedCopies, rowsOfLeads, type Db } from "@/server/db/client";
import { indexLeads } from "@/server/db/lead-search";
import type { LeadNoteRow } from "@/server/db/schema";

/** The longest note a lead takes. */
export const NOTE_MAX_LENGTH = 2000;

export type LeadNote = {
  id: string;
  author: string;
  body: string;
  createdAt: string;
  /** When its author last corrected it, if ever. */
  editedAt: string | null;
};

export type NoteProblem = "empty" | "too-long";

/** A note's words as kept: trimmed, or why they cannot be. */
function noteBody(text: string): { body: string } | { problem: NoteProblem } {
  const body = text.trim();
  if (!body) return { problem: "empty" };
  if (body.length > NOTE_MAX_LENGTH) return { problem: "too-long" };
  return { body };
}

/** A staff member's note on a lead, trimmed; one empty or too long is not added, and says why. */
export async function addNote(
  db: Db,
  { leadId, author, text, at }: { leadId: string; author: string; text: string; at: string },
): Promise<NoteProblem | undefined> {
  const checked = noteBody(text);
  if ("problem" in checked) return checked.problem;
  const { body } = checked;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("lead_notes")
      .values({ id: randomUUID(), lead_id: leadId, author, body, created_at: at })
      .execute();
    await indexLeads(trx, [leadId]);
  });
  return undefined;
}

const asNote = ({
  id,
  author,
  body,
  created_at,
  edited_at,
}: Pick<LeadNoteRow, "id" | "author" | "body" | "created_at" | "edited_at">): LeadNote => ({
  id,
  author,
  body,
  createdAt: created_at,
  editedAt: edited_at,
});

/** A lead's notes, newest first. */
export async function notesOf(db: Db, leadId: string): Promise<LeadNote[]> {
  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "author", "body", "created_at", "edited_at"])
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .execute();
  return notes.map(asNote);
}

/** The notes of each of many leads, oldest first, as an export reads them. */
export async function notesOfLeads(
  db: Db,
  leadIds: readonly string[],
): Promise<Map<string, LeadNote[]>> {
  const rows = await rowsOfLeads(leadIds, (ids) =>
    db
      .selectFrom("lead_notes")
      .select(["id", "lead_id", "author", "body", "created_at", "edited_at"])
      .where("lead_id", "in", ids)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  );
  return new Map([...rows].map(([leadId, notes]) => [leadId, notes.map(asNote)]));
}

/** `not-found`: no such note on the lead (deleted meanwhile); `not-author`: someone else's. */
export type NoteChangeProblem = NoteProblem | "not-found" | "not-author";

type NoteRef = {
  leadId: string;
  noteId: string;
  by: string;
  /** May change anyone's note (an admin's account). */
  anyone?: boolean;
};

/** A note may be corrected or deleted by its author, or by whoever may change any (an admin). */
export const mayChangeNote = (author: string, by: string, anyone: boolean): boolean =>
  anyone || author === by;

/** Why the note cannot be changed by `by`, if it cannot. */
async function ownNote(db: Db, { leadId, noteId, by, anyone = false }: NoteRef) {
  const note = await db
    .selectFrom("lead_notes")
    .select("author")
    .where("id", "=", noteId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (!note) return "not-found";
  return mayChangeNote(note.author, by, anyone) ? undefined : "not-author";
}

/** Where a note's words are: its row, and the lead's words in the search index. */
const NOTE_TABLES = ["lead_notes", "lead_search"] as const;

/**
 * A note corrected by its author (or an admin). Its earlier words are gone from the database's
 * files too, the search index's included (clearDeletedCopies): a correction is often a health
 * detail taken out.
 */
export async function editNote(
  db: Db,
  { text, at, ...ref }: NoteRef & { text: string; at: string },
): Promise<NoteChangeProblem | undefined> {
  const checked = noteBody(text);
  if ("problem" in checked) return checked.problem;
  const refused = await ownNote(db, ref);
  if (refused) return refused;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("lead_notes")
      .set({ body: checked.body, edited_at: at })
      .where("id", "=", ref.noteId)
      .execute();
    await indexLeads(trx, [ref.leadId]);
  });
  await clearDeletedCopies(db, NOTE_TABLES);
  return undefined;
}

/**
 * A note deleted by its author (or an admin), nothing of it left in the database's files, the
 * search index's included.
 */
export async function deleteNote(db: Db, ref: NoteRef): Promise<NoteChangeProblem | undefined> {
  const refused = await ownNote(db, ref);
  if (refused) return refused;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("lead_notes").where("id", "=", ref.noteId).execute();
    await indexLeads(trx, [ref.leadId]);
  });
  await clearDeletedCopies(db, NOTE_TABLES);
  return undefined;
}
