import { sql } from "kysely";
import { clearDeletedCopies, type Db } from "@/server/db/client";
import type { LeadForm } from "@/leads/fields";
import type { Database, Delivery, Lead } from "@/server/db/schema";

export type LeadFilter = {
  /** ISO dates or date-times: `since` inclusive, `until` exclusive. */
  since?: string;
  until?: string;
  form?: LeadForm;
  limit?: number;
  suspected?: boolean;
};

export async function listLeads(db: Db, filter: LeadFilter = {}): Promise<Lead[]> {
  let query = db
    .selectFrom("leads")
    .selectAll()
    .where("suspected", filter.suspected ? "is not" : "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id");
  if (filter.since) query = query.where("created_at", ">=", new Date(filter.since).toISOString());
  if (filter.until) query = query.where("created_at", "<", new Date(filter.until).toISOString());
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

export const leadById = (db: Db, id: string): Promise<Lead | undefined> =>
  db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();

/** A lead's deliveries, oldest first. */
export const deliveriesOf = (db: Db, leadId: string): Promise<Delivery[]> =>
  db
    .selectFrom("deliveries")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("created_at")
    .execute();

/** How many leads an address has, however its letters were cased. */
export async function countLeadsOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(ofAddress(email))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type EraseResult = { leads: number; deliveries: number };

/** Where a lead's words and traces are: its row and those deleted with it. */
export const LEAD_TABLES = [
  "leads",
  "lead_notes",
  "deliveries",
  "delivery_attempts",
  "bookings",
  "idempotency_keys",
  "held_changes",
] as const satisfies readonly (keyof Database)[];

/** The leads of an address, however its letters were cased. */
export const ofAddress = (email: string) =>
  sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`;

/** Nothing of them is left in the database's files either (clearDeletedCopies). */
export async function eraseByEmail(db: Db, email: string): Promise<EraseResult> {
  const match = ofAddress(email);
  const erased = await db.transaction().execute(async (trx) => {
    const ids = (await trx.selectFrom("leads").select("id").where(match).execute()).map(
      (r) => r.id,
    );
    if (!ids.length) return { leads: 0, deliveries: 0 };
    const deliveries = await trx
      .deleteFrom("deliveries")
      .where("lead_id", "in", ids)
      .executeTakeFirst();
    const leads = await trx.deleteFrom("leads").where("id", "in", ids).executeTakeFirst();
    return { leads: Number(leads.numDeletedRows), deliveries: Number(deliveries.numDeletedRows) };
  });
  if (erased.leads) await clearDeletedCopies(db, LEAD_TABLES);
  return erased;
}

/** Deletes the given submissions kept apart as suspected (never a lead): the ids that went. */
export async function discardSuspected(db: Db, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const discarded = await db.transaction().execute(async (trx) => {
    const suspected = (
      await trx
        .selectFrom("leads")
        .select("id")
        .where("id", "in", ids)
        .where("suspected", "is not", null)
        .execute()
    ).map((row) => row.id);
    if (!suspected.length) return [];
    await trx.deleteFrom("deliveries").where("lead_id", "in", suspected).execute();
    await trx.deleteFrom("leads").where("id", "in", suspected).execute();
    return suspected;
  });
  if (discarded.length) await clearDeletedCopies(db, LEAD_TABLES);
  return discarded;
}

/** Suspected submissions are kept this many days (or the retention period, if shorter). */
const SUSPECTED_RETENTION_DAYS = 30;

export const suspectedRetentionDays = (retentionDays: number) =>
  Math.min(SUSPECTED_RETENTION_DAYS, retentionDays);

export async function purgeOlderThan(
  db: Db,
  days: number,
  now: Date = new Date(),
  { suspectedOnly = false }: { suspectedOnly?: boolean } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const purged = await db.transaction().execute(async (trx) => {
    let old = trx.selectFrom("leads").select("id").where("created_at", "<", cutoff);
    if (suspectedOnly) old = old.where("suspected", "is not", null);
    await trx.deleteFrom("deliveries").where("lead_id", "in", old).execute();
    const result = await trx.deleteFrom("leads").where("id", "in", old).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  if (purged) await clearDeletedCopies(db, LEAD_TABLES);
  return purged;
}

/** With `skipped`, those never to be made, instead of those not made yet. */
export async function undeliveredDeliveries(
  db: Db,
  { skipped = false }: { skipped?: boolean } = {},
): Promise<Delivery[]> {
  return db
    .selectFrom("deliveries")
    .selectAll()
    .where("status", "in", skipped ? ["skipped"] : ["pending", "sending", "dead"])
    .orderBy("created_at")
    .execute();
}

export async function retryDeadDeliveries(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .updateTable("deliveries")
    .set({
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      updated_at: at,
      locked_until: null,
    })
    .where("status", "=", "dead")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
