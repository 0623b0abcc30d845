import "server-only";
import { sql } from "kysely";
import type { DbHandle } from "../db/client";
import type { Delivery, DeliveryChannel, Lead } from "../db/schema";
import { purgeOlderThan } from "../leads/queries";
import { pruneIdempotencyKeys } from "../leads/idempotency";
import { pruneRateLimits } from "../leads/rate-limit";
import { retryDelayMs } from "./backoff";

export type Sender = (lead: Lead, delivery: Delivery) => Promise<void>;
export type Senders = Partial<Record<DeliveryChannel, Sender>>;

export type OutboxSettings = {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed delivery stays reserved; a worker that dies frees it after this. */
  leaseMs?: number;
  batchSize?: number;
  random?: () => number;
};

export type OutboxRun = { delivered: number; retried: number; dead: number };

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_BATCH = 10;

/**
 * Reserves due deliveries in one statement. On PostgreSQL the candidate rows are locked with
 * FOR UPDATE SKIP LOCKED, and SQLite runs the statement as one write transaction, so two
 * workers never take the same delivery.
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
      attempts: sql<number>`attempts + 1`,
      updated_at: at,
    })
    .where("id", "in", handle.dialect === "postgres" ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
}

function describe(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 500);
}

async function recordAttempt(
  handle: DbHandle,
  delivery: Delivery,
  started: number,
  error: string | null,
) {
  await handle.db
    .insertInto("delivery_attempts")
    .values({
      id: crypto.randomUUID(),
      delivery_id: delivery.id,
      attempted_at: new Date(started).toISOString(),
      ok: error === null ? 1 : 0,
      error,
      duration_ms: Date.now() - started,
    })
    .execute();
}

/** Sends one claimed delivery and records the outcome: delivered, retry later, or dead. */
async function processDelivery(
  handle: DbHandle,
  delivery: Delivery,
  senders: Senders,
  settings: OutboxSettings,
): Promise<keyof OutboxRun> {
  const started = Date.now();
  let error: string | null = null;
  const lead = await handle.db
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", delivery.lead_id)
    .executeTakeFirst();
  const sender = senders[delivery.channel];
  if (!lead) error = "lead no longer exists";
  else if (!sender) error = `${delivery.channel} delivery is not configured`;
  else {
    try {
      await sender(lead, delivery);
    } catch (caught) {
      error = describe(caught);
    }
  }
  await recordAttempt(handle, delivery, started, error);

  const now = new Date();
  const at = now.toISOString();
  const base = handle.db.updateTable("deliveries").where("id", "=", delivery.id);
  if (error === null) {
    await base
      .set({
        status: "delivered",
        delivered_at: at,
        updated_at: at,
        locked_until: null,
        last_error: null,
      })
      .execute();
    console.info(
      `[outbox] delivered ${delivery.channel} ${delivery.id} for lead ${delivery.lead_id}`,
    );
    return "delivered";
  }
  if (delivery.attempts >= settings.maxAttempts || !lead) {
    await base
      .set({ status: "dead", updated_at: at, locked_until: null, last_error: error })
      .execute();
    console.error(
      `[outbox] gave up on ${delivery.channel} ${delivery.id} for lead ${delivery.lead_id} after ${delivery.attempts} attempts: ${error}`,
    );
    return "dead";
  }
  const wait = retryDelayMs(
    delivery.attempts,
    settings.retryBaseMs,
    settings.retryMaxMs,
    settings.random,
  );
  await base
    .set({
      status: "pending",
      next_attempt_at: new Date(now.getTime() + wait).toISOString(),
      updated_at: at,
      locked_until: null,
      last_error: error,
    })
    .execute();
  console.warn(
    `[outbox] ${delivery.channel} ${delivery.id} for lead ${delivery.lead_id} failed (attempt ${delivery.attempts}), retrying in ${Math.round(wait / 1000)} s: ${error}`,
  );
  return "retried";
}

/** One pass: claim what is due and try each. */
export async function runOutboxOnce(
  handle: DbHandle,
  senders: Senders,
  settings: OutboxSettings,
  now: Date = new Date(),
): Promise<OutboxRun> {
  const run: OutboxRun = { delivered: 0, retried: 0, dead: 0 };
  const claimed = await claimDueDeliveries(
    handle,
    now,
    settings.leaseMs ?? DEFAULT_LEASE_MS,
    settings.batchSize ?? DEFAULT_BATCH,
  );
  for (const delivery of claimed)
    run[await processDelivery(handle, delivery, senders, settings)] += 1;
  return run;
}

const PURGE_EVERY_MS = 86_400_000;
const LAST_PURGE_KEY = "last_purge_at";

/**
 * Once a day (across all workers): deletes leads past retention (their idempotency keys go with
 * them), old rate-limit windows, and discarded submissions' keys older than a day.
 */
export async function purgeIfDue(
  handle: DbHandle,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number | null> {
  const row = await handle.db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", LAST_PURGE_KEY)
    .executeTakeFirst();
  if (row && now.getTime() - new Date(row.value).getTime() < PURGE_EVERY_MS) return null;
  const purged = await purgeOlderThan(handle.db, retentionDays, now);
  await pruneRateLimits(handle.db, now);
  await pruneIdempotencyKeys(handle.db, now);
  await handle.db
    .insertInto("settings")
    .values({ key: LAST_PURGE_KEY, value: now.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: now.toISOString() }))
    .execute();
  if (purged) console.info(`[outbox] purged ${purged} leads older than ${retentionDays} days`);
  return purged;
}

export type WorkerLoop = { stop: () => Promise<void> };

/** Runs the outbox every `intervalMs` until stopped; a failing pass is logged and retried. */
export function startOutboxLoop(
  database: () => Promise<DbHandle>,
  senders: Senders,
  settings: OutboxSettings & { intervalMs: number; retentionDays: number },
): WorkerLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        const handle = await database();
        await purgeIfDue(handle, settings.retentionDays);
        let run: OutboxRun;
        do run = await runOutboxOnce(handle, senders, settings);
        while (
          !stopped &&
          run.delivered + run.retried + run.dead >= (settings.batchSize ?? DEFAULT_BATCH)
        );
      } catch (error) {
        console.error(`[outbox] pass failed: ${describe(error)}`);
      }
      if (!stopped) timer = setTimeout(tick, settings.intervalMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
