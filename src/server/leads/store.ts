import "server-only";
import { randomUUID } from "node:crypto";
import type { Attribution, ContactLead, LandingLead } from "@/lib/lead-schemas";
import type { Db } from "../db/client";
import type { DeliveryChannel, NewLead } from "../db/schema";

export type LeadContext = {
  attribution: Attribution;
  ipHash: string | null;
  idempotencyKey: string | null;
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

async function findByIdempotencyKey(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Stores a lead and one pending delivery per channel in a single transaction. A repeated
 * idempotency key returns the first lead's id instead of storing a second lead.
 */
export async function storeLead(
  db: Db,
  record: LeadRecord,
  context: LeadContext,
  channels: readonly DeliveryChannel[],
  now: Date = new Date(),
): Promise<StoredLead> {
  const key = context.idempotencyKey;
  if (key) {
    const existing = await findByIdempotencyKey(db, key);
    if (existing) return { id: existing, duplicate: true };
  }
  const id = randomUUID();
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("leads")
        .values({ ...record, id, created_at: at, idempotency_key: key, ip_hash: context.ipHash })
        .execute();
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
    // Two requests with one key raced; the other one stored the lead.
    if (key && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, key);
      if (existing) return { id: existing, duplicate: true };
    }
    throw error;
  }
  return { id, duplicate: false };
}
