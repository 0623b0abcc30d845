import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db/client";

/**
 * How long a change sent after its sender's session ended waits for them to sign in again. It
 * may hold health details typed by mistake, so not long: a night between two working days.
 */
export const HELD_FOR_MS = 86_400_000;

/** Changes one browser may hold at once: a tab left posting cannot fill the table. */
export const HELD_PER_BROWSER = 10;

export type HeldChange = {
  /** The SHA-256 of the key in the browser's held-change cookie. */
  browser: string;
  staffId: string;
  leadId: string;
  /** The posted form, URL-encoded, without its CSRF token. */
  form: string;
};

const since = (now: Date) => new Date(now.getTime() - HELD_FOR_MS).toISOString();

/** Keeps a change; false when the browser holds HELD_PER_BROWSER already. */
export async function holdChange(
  db: Db,
  change: HeldChange,
  now: Date = new Date(),
): Promise<boolean> {
  if ((await heldIn(db, change.browser, now)).length >= HELD_PER_BROWSER) return false;
  await db
    .insertInto("held_changes")
    .values({
      id: randomUUID(),
      browser: change.browser,
      staff_id: change.staffId,
      lead_id: change.leadId,
      form: change.form,
      created_at: now.toISOString(),
    })
    .execute();
  return true;
}

/** Who a browser holds changes for, and on which leads, oldest first; never what they say. */
export async function heldIn(
  db: Db,
  browser: string,
  now: Date = new Date(),
): Promise<{ staffId: string; leadId: string }[]> {
  return db
    .selectFrom("held_changes")
    .select(["staff_id as staffId", "lead_id as leadId"])
    .where("browser", "=", browser)
    .where("created_at", ">", since(now))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/**
 * Takes the changes a browser holds for `staffId` on a lead, oldest first: deleted as they are
 * read, so two requests at once never get the same one.
 */
export async function takeHeldChanges(
  db: Db,
  { browser, staffId, leadId }: Omit<HeldChange, "form">,
  now: Date = new Date(),
): Promise<HeldChange[]> {
  const taken = await db
    .deleteFrom("held_changes")
    .where("browser", "=", browser)
    .where("staff_id", "=", staffId)
    .where("lead_id", "=", leadId)
    .where("created_at", ">", since(now))
    .returning(["form", "created_at", "id"])
    .execute();
  return taken
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .map(({ form }) => ({ browser, staffId, leadId, form }));
}

/** Deletes the changes HELD_FOR_MS old: run with every delivery round's housekeeping. */
export async function purgeHeldChanges(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("held_changes")
    .where("created_at", "<=", since(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
