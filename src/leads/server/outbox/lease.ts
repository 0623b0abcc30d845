// A worker's hold on a delivery: claimed under a lease, renewed before its send, ended with its
// outcome or handed back; each write after the claim holds only while the lease token is its own.
import { sql, type Updateable } from "kysely";
import type { DbHandle } from "@/server/db/client";
import type { DeliveriesTable, Delivery } from "@/server/db/schema";

export const DEFAULT_LEASE_MS = 60_000;

/**
 * One statement (FOR UPDATE SKIP LOCKED on PostgreSQL, one write transaction on SQLite), so two
 * workers never take the same delivery; a new lease token fences off a worker whose lease ran out.
 */
export async function claimDueDeliveries(
  handle: DbHandle,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<Delivery[]> {
  const at = now.toISOString();
  const due = handle.db
    .selectFrom("deliveries")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", at)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(limit);
  return handle.db
    .updateTable("deliveries")
    .set({
      status: "sending",
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      lease_token: crypto.randomUUID(),
      attempts: sql<number>`attempts + 1`,
      updated_at: at,
    })
    .where("id", "in", handle.dialect === "postgres" ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

/** The delivery's row, only while this worker's claim still holds it. */
function heldDelivery(handle: DbHandle, delivery: Delivery) {
  return handle.db
    .updateTable("deliveries")
    .where("id", "=", delivery.id)
    .where("status", "=", "sending")
    .where("lease_token", "=", delivery.lease_token);
}

/** When the renewed lease ends, or null when another worker has taken the delivery over. */
export async function renewLease(
  handle: DbHandle,
  delivery: Delivery,
  leaseMs: number,
): Promise<Date | null> {
  const now = new Date();
  const until = new Date(now.getTime() + leaseMs);
  const result = await heldDelivery(handle, delivery)
    .set({ locked_until: until.toISOString(), updated_at: now.toISOString() })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? until : null;
}

export type DeliveryOutcome = Pick<
  Updateable<DeliveriesTable>,
  "status" | "delivered_at" | "next_attempt_at" | "last_error"
>;

/** Writes the outcome and ends the lease; false when another worker has taken the delivery over. */
export async function endLease(
  handle: DbHandle,
  delivery: Delivery,
  outcome: DeliveryOutcome,
  at: string,
): Promise<boolean> {
  const result = await heldDelivery(handle, delivery)
    .set({ ...outcome, updated_at: at, locked_until: null, lease_token: null })
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uncounted, so the next worker takes it at once rather than after the lease. */
export async function releaseDelivery(handle: DbHandle, delivery: Delivery): Promise<void> {
  await heldDelivery(handle, delivery)
    .set({
      status: "pending",
      attempts: sql<number>`attempts - 1`,
      locked_until: null,
      lease_token: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
}
