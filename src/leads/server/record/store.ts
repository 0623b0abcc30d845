import { randomUUID } from "node:crypto";
import { isLeadForm, type LeadForm } from "@/leads/fields";
import type { Attribution, ContactLead, LandingLead } from "@/leads/schemas";
import { landingInboxText, type LandingInboxWords } from "@/leads/scheduler-lead";
import { withOrigin } from "@/lib/lead-origin";
import { isUniqueViolation, type Db } from "@/server/db/client";
import { indexLeads, LEAD_TEXT_COLUMNS } from "@/server/db/lead-search";
import { inPlace } from "./queries";
import type { DeliveryChannel, NewLead, SuspicionReason } from "@/server/db/schema";
import { VISITOR_EMAIL_CAPS, type VisitorEmailCaps } from "@/server/env";
import { findIdempotencyKey, repeatedId, type IdempotencyClaim } from "../idempotency";
import { enforceRateLimit, type RateLimit } from "@/server/rate-limit";
import { firstSiteCapInWindow, heldByReason, inboxOf, visitorEmailHeldBy } from "../visitor-caps";

/**
 * What the agency's rule for new leads does to one just stored, in its transaction (the inbox's
 * src/inbox/server/new-lead-rule.ts): gives it an owner, or leaves it with none.
 */
export type NewLeadRule = (trx: Db, lead: { id: string; at: string }) => Promise<void>;

export type LeadContext = {
  ipHash: string | null;
  /** Without an Idempotency-Key, the short-lived claim its answers make (answersClaim). */
  idempotency: IdempotencyClaim | null;
  suspected?: SuspicionReason | null;
  /** Counted in the lead's own transaction, so a stored lead costs one commit, not two. */
  rateLimit?: RateLimit;
  /** Hashed; one of the visitor email's caps counts it. */
  network?: string | null;
  visitorCaps?: VisitorEmailCaps;
  /** Never for a suspected submission; without it (tests, the leads command) no one owns it. */
  newLeadRule?: NewLeadRule;
};

export const ANSWER_COLUMNS = [
  "form",
  ...LEAD_TEXT_COLUMNS,
  "source",
  "document",
  "calculator_inputs",
] as const satisfies readonly (keyof NewLead)[];

export type LeadRecord = Omit<
  NewLead,
  "id" | "created_at" | "idempotency_key" | "ip_hash" | "suspected" | "form"
> & { form: LeadForm };

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
 * The landing form's subject and message are written here from its answers, whatever the browser
 * sent; another form posted to this endpoint keeps its own, if it sent any.
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
 * A visitor email a cap holds back is queued skipped, with why, and holds back nothing else; the
 * first time in a window that the site's cap holds, the agency's notice is queued too.
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

/**
 * The idempotency claim's row is written in the lead's transaction, whose unique key tells a
 * repeat (or the loser of two racing requests) from a new lead without a lookup first. A repeat
 * stores nothing and answers the first id; a key reused for another submission throws
 * IdempotencyKeyReused.
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
        .values(
          withOrigin({
            ...record,
            id,
            created_at: at,
            // A client's key, which is the lead's for good; a window's claim is not.
            idempotency_key: claim && claim.windowMs === undefined ? claim.key : null,
            ip_hash: context.ipHash,
            suspected,
          }),
        )
        .execute();
      await indexLeads(trx, [id]);
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
        await context.newLeadRule?.(trx, { id, at });
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

export type ReleaseResult = "released" | "discarded" | "not-suspected" | "not-found";

/**
 * Only the first release finds the lead suspected, so its deliveries are queued once however
 * often, or however many at once, it is released. A lead no form of the site made (a booking's)
 * has none, as when it was not kept apart: the scheduler told the agency and the person. One in
 * the trash is restored first, never released from there.
 *
 * Released, it is listed as arriving now (its created_at), at the top of the newest-first list
 * and in its date filters, and counted from now by the retention; when the visitor sent it stays
 * in submitted_at.
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
      .set((eb) => ({
        suspected: null,
        submitted_at: eb.ref("created_at"),
        created_at: now.toISOString(),
      }))
      .where("id", "=", id)
      .where(inPlace("suspected"))
      .returning(["email", "form"])
      .executeTakeFirst();
    if (!released) {
      const lead = await trx
        .selectFrom("leads")
        .select(["suspected", "discarded_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!lead) return "not-found";
      return lead.suspected && lead.discarded_at ? "discarded" : "not-suspected";
    }
    if (!isLeadForm(released.form)) return "released";
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
