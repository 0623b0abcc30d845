import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql } from "kysely";
import type { Attribution, ContactLead, LandingLead } from "@/lib/lead-schemas";
import { landingInboxText } from "@/lib/landing-lead";
import type { Db } from "../db/client";
import type { DeliveryChannel, NewLead, SuspicionReason } from "../db/schema";
import { findIdempotencyKey, repeatedId, type IdempotencyClaim } from "./idempotency";
import { enforceRateLimit, type RateLimit } from "./rate-limit";

export type LeadContext = {
  ipHash: string | null;
  /**
   * The request's Idempotency-Key with its endpoint and submission, or the claim its answers
   * make for a short while (answersClaim) when it has none.
   */
  idempotency: IdempotencyClaim | null;
  /** Why it looks automated: stored apart, with no delivery, until someone releases it. */
  suspected?: SuspicionReason | null;
  /** Counted in the lead's own transaction, so a stored lead costs one commit, not two. */
  rateLimit?: RateLimit;
  /** How many visitor emails one address may get (VISITOR_EMAIL_LIMIT when not given). */
  visitorLimit?: VisitorEmailLimit;
};

/** The visitor's answers in a lead's row, before where they came from. */
export const ANSWER_COLUMNS = [
  "form",
  "name",
  "email",
  "phone",
  "practice",
  "business_type",
  "subject",
  "message",
  "notes",
  "source",
  "document",
  "calculator_inputs",
] as const satisfies readonly (keyof NewLead)[];

/** A lead as stored, before the server adds its id, time, key, IP hash and suspicion. */
export type LeadRecord = Omit<
  NewLead,
  "id" | "created_at" | "idempotency_key" | "ip_hash" | "suspected"
>;

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

const inputsColumn = (inputs: ContactLead["estimate"]) => (inputs ? JSON.stringify(inputs) : null);

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
    document: lead.document ?? null,
    calculator_inputs: inputsColumn(lead.estimate),
    ...attributionColumns(lead),
  };
}

/**
 * The stored shape of a landing-endpoint lead. The landing form's subject and message are always
 * docs/product.md §7's, written here from its answers, whatever the browser sent; another form
 * posted to this endpoint keeps its own, and gets them written when it sent none.
 */
export function landingLeadRecord(lead: LandingLead): LeadRecord {
  const inbox = landingInboxText(lead);
  const sent: Pick<LandingLead, "subject" | "message"> = lead.form === "landing" ? {} : lead;
  return {
    form: lead.form,
    name: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    practice: null,
    business_type: lead.businessType,
    subject: empty(sent.subject) ?? inbox.subject,
    message: empty(sent.message) ?? inbox.message,
    notes: empty(lead.notes),
    source: empty(lead.source),
    document: null,
    calculator_inputs: inputsColumn(lead.estimate),
    ...attributionColumns(lead),
  };
}

export type StoredLead = { id: string; duplicate: boolean };

/** At most `perAddress` visitor emails go to one address in any `windowMs`. */
export type VisitorEmailLimit = { perAddress: number; windowMs: number };

/** The limit when the settings name none: 3 emails per address per 24 hours. */
export const VISITOR_EMAIL_LIMIT: VisitorEmailLimit = { perAddress: 3, windowMs: 86_400_000 };

/**
 * Whether the address has had its visitor emails for the window: those queued, sending, sent or
 * given up on count; skipped ones do not. On PostgreSQL the address is locked for the rest of the
 * transaction first, so two leads for one address at once are counted one after the other (SQLite
 * runs one write transaction at a time, and the lead's is one by now).
 */
async function visitorLimitReached(
  db: Db,
  recipient: string,
  limit: VisitorEmailLimit,
  now: Date,
): Promise<boolean> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${recipient}, 0))`.execute(db);
  }
  const { sent } = await db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll<number | string>().as("sent"))
    .where("recipient", "=", recipient)
    .where("channel", "=", "visitor")
    .where("status", "!=", "skipped")
    .where("created_at", ">", new Date(now.getTime() - limit.windowMs).toISOString())
    .executeTakeFirstOrThrow();
  return Number(sent) >= limit.perAddress;
}

/**
 * One pending delivery of the lead per channel, due at once. The visitor's email is queued
 * skipped, with why, once the address has had its emails for the day: the lead and the agency's
 * deliveries are not held back by it.
 */
async function queueDeliveries(
  db: Db,
  lead: { id: string; email: string },
  channels: readonly DeliveryChannel[],
  now: Date,
  visitorLimit: VisitorEmailLimit,
): Promise<void> {
  if (!channels.length) return;
  const at = now.toISOString();
  const recipient = lead.email.toLowerCase();
  const visitorSkipped =
    channels.includes("visitor") && (await visitorLimitReached(db, recipient, visitorLimit, now))
      ? `not sent: ${visitorLimit.perAddress} visitor emails already went to this address within ${Math.round(visitorLimit.windowMs / 3_600_000)} hours`
      : null;
  await db
    .insertInto("deliveries")
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        lead_id: lead.id,
        channel,
        status:
          channel === "visitor" && visitorSkipped ? ("skipped" as const) : ("pending" as const),
        // Why the visitor's email was not sent; null for one that will be.
        last_error: channel === "visitor" ? visitorSkipped : null,
        recipient: channel === "visitor" ? recipient : null,
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/**
 * Stores a lead and one pending delivery per channel in a single transaction (a suspected one
 * with none), with its idempotency claim when it has one. A claim already made by the same
 * submission answers the id it was first answered with (duplicate: true) and stores nothing; a
 * key used for a different submission or endpoint throws IdempotencyKeyReused. The claim's row is
 * written in the lead's transaction, whose unique key tells a repeat (or the loser of two racing
 * requests) from a new lead, so a new lead costs no lookup first. A claim that holds only for a
 * while (`windowMs`) first clears its row when that has passed, in the same transaction.
 */
export async function storeLead(
  db: Db,
  record: LeadRecord,
  context: LeadContext,
  channels: readonly DeliveryChannel[],
  now: Date = new Date(),
): Promise<StoredLead> {
  const claim = context.idempotency;
  const suspected = context.suspected ?? null;
  const id = randomUUID();
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      if (context.rateLimit) await enforceRateLimit(trx, context.rateLimit, now);
      if (claim?.windowMs !== undefined) {
        const expired = new Date(now.getTime() - claim.windowMs).toISOString();
        await trx
          .deleteFrom("idempotency_keys")
          .where("key", "=", claim.key)
          .where("created_at", "<=", expired)
          .execute();
      }
      await trx
        .insertInto("leads")
        .values({
          ...record,
          id,
          created_at: at,
          // A client's key, which is the lead's for good; a window's claim is not.
          idempotency_key: claim && claim.windowMs === undefined ? claim.key : null,
          ip_hash: context.ipHash,
          suspected,
        })
        .execute();
      if (claim) {
        await trx
          .insertInto("idempotency_keys")
          .values({
            key: claim.key,
            endpoint: claim.endpoint,
            fingerprint: claim.fingerprint,
            response_id: id,
            lead_id: id,
            created_at: at,
          })
          .execute();
      }
      if (!suspected) {
        await queueDeliveries(
          trx,
          { id, email: record.email },
          channels,
          now,
          context.visitorLimit ?? VISITOR_EMAIL_LIMIT,
        );
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

export type ReleaseResult = "released" | "not-suspected" | "not-found";

/**
 * Makes a suspected submission a lead and queues its deliveries, in one transaction. Only the
 * first release of a lead finds it suspected, so its deliveries are queued once however often, or
 * however many at once, it is released.
 */
export async function releaseSuspected(
  db: Db,
  id: string,
  channels: readonly DeliveryChannel[],
  now: Date = new Date(),
  visitorLimit: VisitorEmailLimit = VISITOR_EMAIL_LIMIT,
): Promise<ReleaseResult> {
  return db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable("leads")
      .set({ suspected: null })
      .where("id", "=", id)
      .where("suspected", "is not", null)
      .returning("email")
      .executeTakeFirst();
    if (!released) {
      const lead = await trx
        .selectFrom("leads")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return lead ? "not-suspected" : "not-found";
    }
    await queueDeliveries(trx, { id, email: released.email }, channels, now, visitorLimit);
    return "released";
  });
}
