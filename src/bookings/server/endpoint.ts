import type { DbHandle } from "@/server/db/client";
import { getDatabase } from "@/server/db";
import { serverEnv, type ServerEnv } from "@/server/env";
import { HttpError, json } from "@/server/http/json";
import { decodeUtf8, readBytes } from "@/server/http/request-body";
import { errorKind, log } from "@/server/log";
import type { NewLeadRule } from "@/leads/server/record/store";
import { envelopeSchema, inviteeSchema, isBookingEvent } from "./events";
import { recordBookingEvent } from "./record";
import { SIGNATURE_HEADER, verifySignature } from "./signature";

export const SCHEDULER_EVENTS_PATH = "/api/scheduler-events";

/** Calendly's invitee events are a few kilobytes; the Q&A a booking page asks can add some. */
const MAX_EVENT_BYTES = 256 * 1024;

export type SchedulerEventsDeps = {
  database: () => Promise<DbHandle>;
  env: () => ServerEnv;
  now?: () => Date;
  /** Gives a lead a booking makes its owner (the agency's rule, src/app/endpoints.ts). */
  newLeadRule?: NewLeadRule;
};

export const configuredSchedulerEventsDeps = (newLeadRule?: NewLeadRule): SchedulerEventsDeps => ({
  database: getDatabase,
  env: serverEnv,
  newLeadRule,
});

const component = "bookings";

/** A refusal, logged by its reason alone: the body may hold a person's details. */
function refused(status: number, reason: string, error: string): Response {
  log.warn({ component, reason, status }, "a scheduler event was refused");
  return json(status, { ok: false, error });
}

/**
 * The scheduler's webhook (docs/bookings.md): a booking or cancellation, signed with
 * SCHEDULER_WEBHOOK_SIGNING_KEY, recorded against its lead. Nothing is stored for a body that is
 * not signed, signed with another key, signed over three minutes ago, or not an event; an event
 * already recorded changes nothing and is answered 200, so the scheduler stops sending it.
 */
export function schedulerEventsEndpoint(deps: SchedulerEventsDeps) {
  return async (request: Request): Promise<Response> => {
    const key = deps.env().SCHEDULER_WEBHOOK_SIGNING_KEY;
    if (!key) return json(404, { ok: false, error: "Not found." });
    if (request.method !== "POST") {
      return json(405, { ok: false, error: "Send scheduler events with POST." }, { allow: "POST" });
    }
    let body: Buffer;
    try {
      body = await readBytes(request, MAX_EVENT_BYTES);
    } catch (error) {
      if (error instanceof HttpError) return refused(error.status, "body", error.message);
      throw error;
    }
    const now = deps.now?.() ?? new Date();
    const verdict = verifySignature(
      request.headers.get(SIGNATURE_HEADER),
      body,
      key,
      now.getTime(),
    );
    if (verdict !== "valid") {
      return refused(
        401,
        `signature ${verdict}`,
        "The Calendly-Webhook-Signature header is missing, malformed, too old or not made with this site's signing key.",
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeUtf8(body));
    } catch {
      return refused(400, "not JSON", "The body is not UTF-8 JSON.");
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      return refused(
        400,
        "not an event",
        "The body is not a scheduler event: it needs `event` and `payload`.",
      );
    }
    if (!isBookingEvent(envelope.data.event)) {
      log.info(
        { component, event: envelope.data.event },
        "a scheduler event the site does not use",
      );
      return json(200, { ok: true, outcome: "ignored" });
    }
    const invitee = inviteeSchema.safeParse(envelope.data.payload);
    if (!invitee.success) {
      const fields = [...new Set(invitee.error.issues.map((issue) => issue.path.join(".")))];
      log.warn({ component, status: 400, fields }, "a scheduler event was refused");
      return json(400, {
        ok: false,
        error: `The event's payload is missing or has unexpected values in: ${fields.join(", ")}.`,
      });
    }
    try {
      const handle = await deps.database();
      const result = await recordBookingEvent(
        handle.db,
        { name: envelope.data.event, invitee: invitee.data },
        { newLeadsPerDay: deps.env().SCHEDULER_NEW_LEADS_PER_DAY, newLeadRule: deps.newLeadRule },
        now,
      );
      log.info({ component, event: envelope.data.event, ...result }, "scheduler event recorded");
      return json(200, { ok: true, ...result });
    } catch (error) {
      log.error({ component, error: errorKind(error) }, "a scheduler event could not be recorded");
      // The scheduler sends it again later.
      return json(503, { ok: false, error: "The event could not be recorded; send it again." });
    }
  };
}
