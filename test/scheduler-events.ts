import { createHmac, randomUUID } from "node:crypto";

/** The signing key a Calendly webhook subscription was made with, in the tests. */
export const SIGNING_KEY = "test-signing-key-0123456789abcdef";

export type InviteeFixture = {
  email: string;
  name?: string;
  /** The call's start. */
  startsAt?: string;
  tracking?: Partial<Record<string, string | null>>;
  rescheduled?: boolean;
  /** The invitee's URI, which names the booking: a new one each time unless given. */
  uri?: string;
  phone?: string | null;
};

/**
 * An `invitee.created` or `invitee.canceled` webhook body in the shape Calendly documents for its
 * webhook subscriptions (v2 API): `event`, `created_at`, `created_by` and the invitee as `payload`,
 * the scheduled event inside it.
 */
export function schedulerEvent(
  event: "invitee.created" | "invitee.canceled" | string,
  invitee: InviteeFixture,
  at = new Date(),
): { body: string; uri: string } {
  const eventUuid = "GBGBDCAADAEDCRZ2";
  const uri =
    invitee.uri ??
    `https://api.calendly.com/scheduled_events/${eventUuid}/invitees/${randomUUID()}`;
  const startsAt = invitee.startsAt ?? "2026-12-03T16:00:00.000000Z";
  const canceled = event === "invitee.canceled";
  const payload = {
    cancel_url: `https://calendly.com/cancellations/${randomUUID()}`,
    created_at: at.toISOString(),
    email: invitee.email,
    event: `https://api.calendly.com/scheduled_events/${eventUuid}`,
    first_name: null,
    last_name: null,
    name: invitee.name ?? "Dana Whitfield",
    new_invitee: null,
    old_invitee: null,
    questions_and_answers: [
      { answer: "Bright Smile Dental", position: 0, question: "Practice name" },
    ],
    reschedule_url: `https://calendly.com/reschedulings/${randomUUID()}`,
    rescheduled: invitee.rescheduled ?? false,
    routing_form_submission: null,
    status: canceled ? "canceled" : "active",
    text_reminder_number: invitee.phone ?? null,
    timezone: "America/Chicago",
    tracking: {
      utm_campaign: null,
      utm_source: null,
      utm_medium: null,
      utm_content: null,
      utm_term: null,
      salesforce_uuid: null,
      ...invitee.tracking,
    },
    updated_at: at.toISOString(),
    uri,
    scheduled_event: {
      uri: `https://api.calendly.com/scheduled_events/${eventUuid}`,
      name: "30 Minute Demo",
      status: canceled ? "canceled" : "active",
      start_time: startsAt,
      end_time: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      event_type: "https://api.calendly.com/event_types/GBGBDCAADAEDCRZ2",
      location: { type: "zoom", join_url: "https://calendly.zoom.us/j/000" },
      invitees_counter: { total: 1, active: canceled ? 0 : 1, limit: 1 },
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      event_memberships: [{ user: "https://api.calendly.com/users/AAAAAAAAAAAAAAAA" }],
      event_guests: [],
    },
    ...(canceled && {
      cancellation: {
        canceled_by: invitee.name ?? "Dana Whitfield",
        reason: "Something came up",
        canceler_type: "invitee",
        created_at: at.toISOString(),
      },
    }),
  };
  const body = JSON.stringify({
    created_at: at.toISOString(),
    created_by: "https://api.calendly.com/users/AAAAAAAAAAAAAAAA",
    event,
    payload,
  });
  return { body, uri };
}

/** Calendly-Webhook-Signature for a body: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signatureFor(body: string, key = SIGNING_KEY, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
