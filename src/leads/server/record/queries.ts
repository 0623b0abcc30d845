import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import { clearDeletedCopies, type Db } from "@/server/db/client";
import type { LeadForm } from "@/leads/fields";
import type { Database, Delivery, Lead } from "@/server/db/schema";

export type LeadFilter = {
  /** ISO dates or date-times: `since` inclusive, `until` exclusive. */
  since?: string;
  until?: string;
  form?: LeadForm;
  limit?: number;
  /** The suspected folder's submissions instead of the leads: not those discarded to its trash. */
  suspected?: boolean;
};

/** Where a row stands: a lead, a submission in the suspected folder, or one in its trash. */
export type LeadPlace = "leads" | "suspected" | "trash";
/** Where a submission kept apart as suspected stands. */
export type KeptApartPlace = Exclude<LeadPlace, "leads">;

/** The rows in `place`, as a condition; each place's own index reads it (migrations.ts, 0022). */
export const inPlace = (place: LeadPlace) => (eb: ExpressionBuilder<Database, "leads">) =>
  place === "leads"
    ? eb("suspected", "is", null)
    : eb.and([
        eb("suspected", "is not", null),
        eb("discarded_at", place === "trash" ? "is not" : "is", null),
      ]);

export async function listLeads(db: Db, filter: LeadFilter = {}): Promise<Lead[]> {
  let query = db
    .selectFrom("leads")
    .selectAll()
    .where(inPlace(filter.suspected ? "suspected" : "leads"))
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

/**
 * Records that `by` opened the lead's page at `at`, unless someone did before: one update, which
 * changes nothing once the lead has been opened.
 */
export async function markOpened(db: Db, id: string, by: string, at: string): Promise<void> {
  await db
    .updateTable("leads")
    .set({ first_opened_at: at, first_opened_by: by })
    .where("id", "=", id)
    .where("first_opened_at", "is", null)
    .execute();
}

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
  "lead_search",
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

/**
 * Deletes the leads `ids` names (a list, or a query of ids) with their deliveries, in the caller's
 * transaction: how many leads went. The caller then clears their copies (clearDeletedCopies).
 */
export async function deleteLeadsIn(
  trx: Db,
  ids: readonly string[] | SelectQueryBuilder<Database, "leads", { id: string }>,
): Promise<number> {
  if (Array.isArray(ids) && !ids.length) return 0;
  await trx.deleteFrom("deliveries").where("lead_id", "in", ids).execute();
  const result = await trx.deleteFrom("leads").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every lead and suspected submission that arrived more than `days` days before `now`. */
export async function purgeOlderThan(
  db: Db,
  days: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const purged = await db
    .transaction()
    .execute((trx) =>
      deleteLeadsIn(trx, trx.selectFrom("leads").select("id").where("created_at", "<", cutoff)),
    );
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
