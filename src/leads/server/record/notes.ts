import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/client";

/** The longest note a lead takes. */
export const NOTE_MAX_LENGTH = 2000;

export type LeadNote = { id: string; author: string; body: string; createdAt: string };

export type NoteProblem = "empty" | "too-long";

/** A staff member's note on a lead, trimmed; one empty or too long is not added, and says why. */
export async function addNote(
  db: Db,
  { leadId, author, text, at }: { leadId: string; author: string; text: string; at: string },
): Promise<NoteProblem | undefined> {
  const body = text.trim();
  if (!body) return "empty";
  if (body.length > NOTE_MAX_LENGTH) return "too-long";
  await db
    .insertInto("lead_notes")
    .values({ id: randomUUID(), lead_id: leadId, author, body, created_at: at })
    .execute();
  return undefined;
}

/** A lead's notes, newest first. */
export async function notesOf(db: Db, leadId: string): Promise<LeadNote[]> {
  const notes = await db
    .selectFrom("lead_notes")
    .select(["id", "author", "body", "created_at"])
    .where("lead_id", "=", leadId)
    .orderBy("created_at", "desc")
    .execute();
  return notes.map(({ created_at, ...note }) => ({ ...note, createdAt: created_at }));
}
