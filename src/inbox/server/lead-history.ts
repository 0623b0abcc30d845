import type { AuditAction } from "@/server/audit-actions";
import { auditOfLead } from "@/server/audit-log";
import type { Db } from "@/server/db/client";
import {
  LEAD_STATUSES,
  type Booking,
  type Delivery,
  type DeliveryChannel,
  type DeliveryStatus,
  type Lead,
  type LeadStatus,
} from "@/server/db/schema";

/** What staff did to a lead, as the audit log keeps it: who and when, never what they wrote. */
const STAFF_ACTIONS = [
  "released",
  "discarded",
  "restored",
  "status-changed",
  "assigned",
  "note-added",
  "note-edited",
  "note-deleted",
  "change-held",
] as const satisfies readonly AuditAction[];

type StaffAction = (typeof STAFF_ACTIONS)[number];
/** The staff actions whose line says no more than who did them. */
type PlainAction = Exclude<StaffAction, "status-changed" | "assigned">;

/** One line of a lead's history; `at` an ISO time. */
export type HistoryEvent = { at: string } &
  /** `keptApart`: sent then, and kept apart as suspected until its release. */
  (
    | { kind: "arrived"; keptApart: boolean }
    | { kind: "status"; by: string; status: LeadStatus }
    /** Given to a staff member (by email), or taken back (null); `by` may be the new-lead rule. */
    | { kind: "assigned"; by: string; owner: string | null }
    | { kind: PlainAction; by: string }
    | { kind: "booked" | "canceled" | "moved"; callAt: string }
    | { kind: "delivery"; channel: DeliveryChannel; status: DeliveryStatus }
  );

/**
 * Everything that happened to a lead, newest first: its arrival, each status change and owner
 * given (by someone or the new-lead rule), note added,
 * corrected or deleted, its discard to the trash, restore and release from the suspected folder,
 * a change kept after a session
 * ended (the audit log), each demo call booked, moved or canceled, and where each delivery ended
 * up. The audit log keeps a year; a lead kept longer shows no older staff work.
 */
export async function leadHistory(
  db: Db,
  lead: Lead,
  { bookings, deliveries }: { bookings: readonly Booking[]; deliveries: readonly Delivery[] },
): Promise<HistoryEvent[]> {
  const audit = await auditOfLead(db, lead.id, STAFF_ACTIONS);
  // A released lead arrived when the visitor sent it, though listed from its release.
  const events: HistoryEvent[] = [
    {
      at: lead.submitted_at ?? lead.created_at,
      kind: "arrived",
      keptApart: lead.suspected !== null || lead.submitted_at !== null,
    },
  ];
  for (const { at, actor, action, detail } of audit) {
    const by = actor ?? "";
    if (action === "assigned") {
      events.push({ at, kind: "assigned", by, owner: detail || null });
    } else if (action === "status-changed") {
      const status = LEAD_STATUSES.find((known) => known === detail);
      if (status) events.push({ at, kind: "status", by, status });
    } else {
      events.push({ at, kind: action as PlainAction, by });
    }
  }
  for (const booking of bookings) {
    events.push({ at: booking.booked_at, kind: "booked", callAt: booking.starts_at });
    if (booking.canceled_at) {
      const kind = booking.rescheduled ? "moved" : "canceled";
      events.push({ at: booking.canceled_at, kind, callAt: booking.starts_at });
    }
  }
  for (const delivery of deliveries) {
    const at =
      delivery.status === "delivered"
        ? delivery.delivered_at
        : delivery.status === "dead"
          ? delivery.updated_at
          : delivery.status === "skipped"
            ? delivery.created_at
            : null;
    if (at)
      events.push({ at, kind: "delivery", channel: delivery.channel, status: delivery.status });
  }
  // Newest first; at one moment, in the order they were recorded.
  return events
    .map((event, order) => ({ event, order }))
    .sort((a, b) => b.event.at.localeCompare(a.event.at) || b.order - a.order)
    .map(({ event }) => event);
}

/** The staff a history names, by email, for their names on the page. */
export const historyActors = (events: readonly HistoryEvent[]): string[] =>
  events.flatMap((event) => [
    ...("by" in event && event.by ? [event.by] : []),
    ...(event.kind === "assigned" && event.owner ? [event.owner] : []),
  ]);
