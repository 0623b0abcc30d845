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
};

/**
 * A lead's status, with who set it and when; changed in one statement, so whichever of two
 * changes comes second sees the first. True if it changed.
 */
export async function setLeadStatus(
  db: Db,
  { leadId, status, by, at, from = LEAD_STATUSES }: StatusChange,
): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ status, status_by: by, status_at: at })
    .where("id", "=", leadId)
    .where("status", "!=", status)
    .where("status", "in", from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A booking makes its lead booked, unless it is already won. */
export const markBooked = (db: Db, change: Omit<StatusChange, "status" | "from">) =>
  setLeadStatus(db, {
    ...change,
    status: "booked",
    from: LEAD_STATUSES.filter((status) => status !== "won"),
  });

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
  return setLeadStatus(db, { ...change, status: previous, from: ["booked"] });
}
