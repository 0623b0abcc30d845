import { z } from "zod";
import { UTM_PARAMS } from "@/lib/campaign";
import { SCHEDULER_LEAD_PARAM } from "@/lib/scheduler";

/** The scheduler's events this site acts on; any other, properly signed, is acknowledged. */
export const BOOKING_EVENTS = ["invitee.created", "invitee.canceled"] as const;
export type BookingEventName = (typeof BOOKING_EVENTS)[number];

export const envelopeSchema = z.object({
  event: z.string().max(100),
  payload: z.unknown(),
});

const instant = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString());

/** What the scheduler hands back of the booking link's query: the campaign, and our lead's id. */
const trackedValue = z.string().nullish().catch(null);
type TrackedKey = (typeof UTM_PARAMS)[number] | typeof SCHEDULER_LEAD_PARAM;
const trackingSchema = z
  .object(
    Object.fromEntries(
      [...UTM_PARAMS, SCHEDULER_LEAD_PARAM].map((key) => [key, trackedValue]),
    ) as Record<TrackedKey, typeof trackedValue>,
  )
  .nullish();

/**
 * An invitee of a scheduled event, as Calendly's `invitee.created` and `invitee.canceled` send
 * it; only what the site keeps is read, and the rest of the payload is let be.
 */
export const inviteeSchema = z.object({
  /** The booking's id with the scheduler. */
  uri: z.url({ protocol: /^https$/ }).max(500),
  email: z.email().max(254),
  name: z.string().max(1000).nullish(),
  text_reminder_number: z.string().max(100).nullish(),
  rescheduled: z.boolean().nullish(),
  tracking: trackingSchema,
  scheduled_event: z.object({ start_time: instant }),
  cancellation: z.object({ created_at: instant.nullish() }).nullish(),
});

export type Invitee = z.output<typeof inviteeSchema>;

export type BookingEvent = { name: BookingEventName; invitee: Invitee };

export const isBookingEvent = (name: string): name is BookingEventName =>
  (BOOKING_EVENTS as readonly string[]).includes(name);
