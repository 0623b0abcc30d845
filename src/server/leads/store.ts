import { randomUUID } from "node:crypto";
import type { Attribution, ContactLead, LandingLead } from "@/lib/lead-schemas";
import type { Db } from "../db/client";
import type { DeliveryChannel, NewLead } from "../db/schema";
import { findIdempotencyKey, repeatedId, type IdempotencyClaim } from "./idempotency";
import { enforceRateLimit, type RateLimit } from "./rate-limit";

export type LeadContext = {
  attribution: Attribution;
  ipHash: string | null;
  /** The request's Idempotency-Key with its endpoint and submission, if it sent one. */
  idempotency: IdempotencyClaim | null;
  /** Counted in the lead's own transaction, so a stored lead costs one commit, not two. */
  rateLimit?: RateLimit;
};

/** A lead as stored, before the server adds its id, time, idempotency key and IP hash. */
export type LeadRecord = Omit<NewLead, "id" | "created_at" | "idempotency_key" | "ip_hash">;

const empty = (value: string | undefined) => (value === undefined || value === "" ? null : value);

function attributionColumns(a: Attribution) {
  return {
    page_url: empty(a.page_url),
    referrer: empty(a.referrer),
    utm_source: empty(a.utm_source),
    utm_medium: empty(a.utm_medium),
    utm_campaign: empty(a.utm_campaign),
    utm_content: empty(a.utm_content),
    utm_term: empty(a.utm_term),
    gclid: empty(a.gclid),
    fbclid: empty(a.fbclid),
    device: empty(a.device),
  };
}

/** The stored shape of a contact-endpoint lead (contact, home, case-study and lead-magnet forms). */
export function contactLeadRecord(lead: ContactLead): LeadRecord {
  return {
    form: lead.form,
    name: lead.name,
    email: lead.email,
    phone: empty(lead.phone),
    practice: empty(lead.practice),
    business_type: null,
    subject: lead.subject,
    message: lead.message,
    notes: null,
    source: null,
    ...attributionColumns(lead),
  };
}

/** The stored shape of a landing-page lead. */
export function landingLeadRecord(lead: LandingLead): LeadRecord {
  return {
    form: lead.form,
    name: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    practice: null,
    business_type: lead.businessType,
    subject: empty(lead.subject),
    message: empty(lead.message),
    notes: empty(lead.notes),
    source: empty(lead.source),
    ...attributionColumns(lead),
  };
}

export type StoredLead = { id: string; duplicate: boolean };

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/**
 * Stores a lead and one pending delivery per channel in a single transaction, with its
 * idempotency key when it has one. A key already used for the same submission answers the id it
 * was first answered with (duplicate: true) and stores nothing; a key used for a different
 * submission or endpoint throws IdempotencyKeyReused. The key's row is written in the lead's
 * transaction, whose unique key tells a repeat (or the loser of two racing requests) from a new
 * lead, so a new lead costs no lookup first.
 */
export async function storeLead(
  db: Db,
  record: LeadRecord,
  context: LeadContext,
  channels: readonly DeliveryChannel[],
  now: Date = new Date(),
): Promise<StoredLead> {
  const claim = context.idempotency;
  const id = randomUUID();
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      if (context.rateLimit) await enforceRateLimit(trx, context.rateLimit, now);
      await trx
        .insertInto("leads")
        .values({
          ...record,
          id,
          created_at: at,
          idempotency_key: claim?.key ?? null,
          ip_hash: context.ipHash,
        })
        .execute();
      if (claim) {
        await trx
          .insertInto("idempotency_keys")
          .values({ ...claim, response_id: id, lead_id: id, created_at: at })
          .execute();
      }
      if (channels.length) {
        await trx
          .insertInto("deliveries")
          .values(
            channels.map((channel) => ({
              id: randomUUID(),
              lead_id: id,
              channel,
              status: "pending" as const,
              attempts: 0,
              next_attempt_at: at,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
    });
  } catch (error) {
    // The key was used before, or by a request racing this one: answer what it was answered.
    const earlier = claim && isUniqueViolation(error) && (await findIdempotencyKey(db, claim.key));
    if (!earlier) throw error;
    // The rolled-back transaction took this request's count with it.
    if (context.rateLimit) await enforceRateLimit(db, context.rateLimit, now);
    return { id: repeatedId(earlier, claim), duplicate: true };
  }
  return { id, duplicate: false };
}
