import type { Db } from "@/server/db/client";
import { LEAD_STATUSES, type LeadStatus } from "@/server/db/schema";

type StatusChange = {
  leadId: string;
  status: LeadStatus;
  /** A staff member's address, or the scheduler (SCHEDULER_ACTOR). */
  by: string;
  at: string;
  /** The statuses it may change from; any other stays. */
  from?: readonly LeadStatus[];
  /** The lead's version the person saw: once another change has come, theirs is refused. */
  seen?: number;
};

/** `stale`: refused, another change came after the version the person saw. */
export type StatusOutcome = "changed" | "unchanged" | "stale";

/**
 * A lead's status, with who set it and when; changed in one statement, so whichever of two
 * changes comes second sees the first.
 */
export async function setLeadStatus(
  db: Db,
  { leadId, status, by, at, from = LEAD_STATUSES, seen }: StatusChange,
): Promise<StatusOutcome> {
  let change = db
    .updateTable("leads")
    .set((eb) => ({ status, status_by: by, status_at: at, version: eb("version", "+", 1) }))
    .where("id", "=", leadId)
    .where("status", "!=", status)
    .where("status", "in", from);
  if (seen !== undefined) change = change.where("version", "=", seen);
  const result = await change.executeTakeFirst();
  if (result.numUpdatedRows > 0n) return "changed";
  if (seen === undefined) return "unchanged";
  const now = await db
    .selectFrom("leads")
    .select("version")
    .where("id", "=", leadId)
    .executeTakeFirst();
  return now && now.version !== seen ? "stale" : "unchanged";
}

const changed = async (outcome: Promise<StatusOutcome>) => (await outcome) === "changed";

/** A booking makes its lead booked, unless it is already won. */
export const markBooked = (db: Db, change: Omit<StatusChange, "status" | "from">) =>
  changed(
    setLeadStatus(db, {
      ...change,
      status: "booked",
      from: LEAD_STATUSES.filter((status) => status !== "won"),
    }),
  );

/**
 * A canceled booking puts back the status it replaced, if nothing since has changed the lead's
 * (it is still booked); a status it replaced that is not one of today's is left alone.
 */
export async function unmarkBooked(
  db: Db,
  change: Omit<StatusChange, "status" | "from">,
  before: string | null,
): Promise<boolean> {
  const previous = LEAD_STATUSES.find((status) => status === before);
  if (!previous) return false;
  return changed(setLeadStatus(db, { ...change, status: previous, from: ["booked"] }));
}
