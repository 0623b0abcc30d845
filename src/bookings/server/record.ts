import type { Insertable } from "kysely";
import { SCHEDULER_ACTOR } from "@/leads/booking-lead";
import {
  bookingLeadsSince,
  leadForBooking,
  leadFromBooking,
} from "@/leads/server/record/booking-leads";
import { markBooked, unmarkBooked } from "@/leads/server/record/changes";
import type { NewLeadRule } from "@/leads/server/record/store";
import { SCHEDULER_LEAD_PARAM } from "@/lib/scheduler";
import type { AuditAction } from "@/server/audit-actions";
import { recordAudit } from "@/server/audit-log";
import { isUniqueViolation, lockUntilCommit, type Db } from "@/server/db/client";
import type { BookingsTable, SuspicionReason } from "@/server/db/schema";
import type { BookingEvent, Invitee } from "./events";

export type BookingOutcome =
  | {
      outcome: "booked" | "canceled";
      leadId: string;
      newLead: boolean;
      /** A new lead past the day's cap, kept apart. */
      suspected?: SuspicionReason;
    }
  /** Recorded before: the scheduler sends an event again until it has its answer. */
  | { outcome: "repeat" }
  /** A cancellation of a booking never seen, by someone with no lead: nothing to record. */
  | { outcome: "unmatched" };

type NewBooking = Insertable<BookingsTable>;

/** What SCHEDULER_NEW_LEADS_PER_DAY counts back over. */
const NEW_LEAD_WINDOW_MS = 86_400_000;

/**
 * Anyone can book under any address, and carry any id in the link: the lead whose id the link
 * carried only if it is of the address booked with, else the latest lead of that address.
 */
const leadOf = (db: Db, invitee: Invitee) =>
  leadForBooking(db, invitee.email, invitee.tracking?.[SCHEDULER_LEAD_PARAM]);

/**
 * Past `perDay` leads made by bookings in the last 24 hours, the next is kept apart as suspected,
 * for the agency to release or discard. Counted one booking at a time.
 */
async function overNewLeadCap(db: Db, perDay: number, now: Date): Promise<boolean> {
  await lockUntilCommit(db, "scheduler-new-leads");
  return (await bookingLeadsSince(db, new Date(now.getTime() - NEW_LEAD_WINDOW_MS))) >= perDay;
}

/** Someone who booked without a form: a lead of their own, with the campaign the link carried. */
const newLead = (
  db: Db,
  invitee: Invitee,
  made: { at: string; suspected: SuspicionReason | null; newLeadRule?: NewLeadRule },
) =>
  leadFromBooking(
    db,
    {
      email: invitee.email,
      name: invitee.name,
      phone: invitee.text_reminder_number,
      campaign: invitee.tracking,
    },
    made,
  );

export type BookingSettings = {
  newLeadsPerDay: number;
  /** Gives a lead a booking makes its owner (the agency's rule); none without it. */
  newLeadRule?: NewLeadRule;
};

/**
 * A booking makes its lead booked, unless it is already won; a cancellation (not a move to
 * another time, which arrives as a booking of its own) puts back the status the booking replaced,
 * if nothing since has changed it and no other booking of the lead stands.
 */
export async function recordBookingEvent(
  db: Db,
  { name, invitee }: BookingEvent,
  { newLeadsPerDay, newLeadRule }: BookingSettings,
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const booking = await trx
        .selectFrom("bookings")
        .selectAll()
        .where("invitee", "=", invitee.uri)
        .executeTakeFirst();
      if (name === "invitee.created") {
        if (booking) return { outcome: "repeat" };
        const found = await leadOf(trx, invitee);
        const suspected =
          !found && (await overNewLeadCap(trx, newLeadsPerDay, now)) ? "booking-cap" : null;
        const lead = found ?? (await newLead(trx, invitee, { at, suspected, newLeadRule }));
        await insertBooking(trx, invitee, lead.id, at, { status_before: lead.status });
        await markBooked(trx, { leadId: lead.id, by: SCHEDULER_ACTOR, at });
        await audit(trx, "booking-received", lead.id, now);
        return {
          outcome: "booked",
          leadId: lead.id,
          newLead: !found,
          ...(suspected ? { suspected } : {}),
        };
      }
      if (booking?.canceled_at) return { outcome: "repeat" };
      const canceledAt = invitee.cancellation?.created_at ?? at;
      const rescheduled = invitee.rescheduled ? 1 : 0;
      if (!booking) {
        // Its booking was never seen (made before the webhook, or still on its way): recorded
        // canceled, so a late arrival of the booking changes nothing.
        const lead = await leadOf(trx, invitee);
        if (!lead) return { outcome: "unmatched" };
        await insertBooking(trx, invitee, lead.id, at, { canceled_at: canceledAt, rescheduled });
        await audit(trx, "booking-canceled", lead.id, now);
        return { outcome: "canceled", leadId: lead.id, newLead: false };
      }
      await trx
        .updateTable("bookings")
        .set({ canceled_at: canceledAt, rescheduled })
        .where("invitee", "=", booking.invitee)
        .execute();
      if (!rescheduled) await restoreStatus(trx, booking.lead_id, booking.status_before, at);
      await audit(trx, "booking-canceled", booking.lead_id, now);
      return { outcome: "canceled", leadId: booking.lead_id, newLead: false };
    });
  } catch (error) {
    // The same event, delivered twice at once: the other delivery recorded it.
    if (isUniqueViolation(error)) return { outcome: "repeat" };
    throw error;
  }
}

async function insertBooking(
  db: Db,
  invitee: Invitee,
  leadId: string,
  at: string,
  state: Pick<NewBooking, "status_before"> | Pick<NewBooking, "canceled_at" | "rescheduled">,
): Promise<void> {
  await db
    .insertInto("bookings")
    .values({
      invitee: invitee.uri,
      lead_id: leadId,
      starts_at: invitee.scheduled_event.start_time,
      booked_at: at,
      ...state,
    })
    .execute();
}

const audit = (db: Db, action: AuditAction, leadId: string, now: Date) =>
  recordAudit(db, { actor: SCHEDULER_ACTOR, action, leadId }, null, now);

/** Unless another booking of the lead stands. */
async function restoreStatus(
  db: Db,
  leadId: string,
  before: string | null,
  at: string,
): Promise<void> {
  const standing = await db
    .selectFrom("bookings")
    .select("invitee")
    .where("lead_id", "=", leadId)
    .where("canceled_at", "is", null)
    .executeTakeFirst();
  if (!standing) await unmarkBooked(db, { leadId, by: SCHEDULER_ACTOR, at }, before);
}
