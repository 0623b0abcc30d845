import { randomUUID } from "node:crypto";
import type { Attribution, ContactLead, LandingLead } from "@/leads/schemas";
import { landingInboxText, type LandingInboxWords } from "@/leads/landing-lead";
import type { Db } from "@/server/db/client";
import type { DeliveryChannel, NewLead, SuspicionReason } from "@/server/db/schema";
import { VISITOR_EMAIL_CAPS, type VisitorEmailCaps } from "@/server/env";
import { findIdempotencyKey, repeatedId, type IdempotencyClaim } from "./idempotency";
import { enforceRateLimit, type RateLimit } from "./rate-limit";
import { firstSiteCapInWindow, heldByReason, inboxOf, visitorEmailHeldBy } from "./visitor-caps";

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
  /** The hashed network the request came from, which one of the visitor email's caps counts. */
  network?: string | null;
  /** How many visitor emails may go (VISITOR_EMAIL_CAPS when not given). */
  visitorCaps?: VisitorEmailCaps;
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
 * those of docs/product.md's "What the site sends", written here from its answers, whatever the
 * browser sent; another form posted to this endpoint keeps its own, and gets them written when it
 * sent none.
 */
export function landingLeadRecord(lead: LandingLead, inboxWords: LandingInboxWords): LeadRecord {
  const inbox = landingInboxText(lead, inboxWords);
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

/**
 * One pending delivery of the lead per channel, due at once. The visitor's email is queued
 * skipped, with why, when a cap holds it back (visitor-caps.ts): the lead and the agency's
 * deliveries are not held back by it. The first time in a window that the site's cap holds,
 * the agency's notice of it is queued with the lead.
 */
async function queueDeliveries(
  db: Db,
  lead: { id: string; email: string; network: string | null },
  channels: readonly DeliveryChannel[],
  now: Date,
  caps: VisitorEmailCaps,
): Promise<void> {
  if (!channels.length) return;
  const at = now.toISOString();
  const recipient = inboxOf(lead.email);
  const held = channels.includes("visitor")
    ? await visitorEmailHeldBy(db, recipient, lead.network, caps, now)
    : null;
  const noticeCap = held === "site" && (await firstSiteCapInWindow(db, caps, now));
  const queued: DeliveryChannel[] = noticeCap ? [...channels, "visitor-cap"] : [...channels];
  await db
    .insertInto("deliveries")
    .values(
      queued.map((channel) => {
        const visitor = channel === "visitor";
        return {
          id: randomUUID(),
          lead_id: lead.id,
          channel,
          status: visitor && held ? ("skipped" as const) : ("pending" as const),
          // Why the visitor's email was not sent; null for one that will be.
          last_error: visitor && held ? heldByReason(held, caps) : null,
          recipient: visitor ? recipient : null,
          network: visitor ? lead.network : null,
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
        };
      }),
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
          { id, email: record.email, network: context.network ?? null },
          channels,
          now,
          context.visitorCaps ?? VISITOR_EMAIL_CAPS,
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
  visitorCaps: VisitorEmailCaps = VISITOR_EMAIL_CAPS,
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
    // The request's network is not kept with a lead: a release counts against the other caps.
    await queueDeliveries(
      trx,
      { id, email: released.email, network: null },
      channels,
      now,
      visitorCaps,
    );
    return "released";
  });
}
