import { alertIfDue, deliveryTrouble } from "./trouble";
import type { EmailsCopy } from "@/leads/copy/emails";
import type { DbHandle } from "@/server/db/client";
import type { ServerEnv } from "@/server/env";
import type { EmailMaterial } from "../email-material";
import type { Delivery } from "@/server/db/schema";
import { log as serverLog } from "@/server/log";
import { notSent } from "./not-sent";
import { retryDelayMs } from "./backoff";
import {
  claimDueDeliveries,
  DEFAULT_LEASE_MS,
  endLease,
  releaseDelivery,
  renewLease,
  type DeliveryOutcome,
} from "./lease";
import type { StaffRecipients } from "./recipients";
import { sendersFromEnv, type SenderSite, type Senders, type Skipped } from "./senders";

const log = serverLog.child({ component: "outbox" });

export type OutboxSettings = {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Renewed before each send, so a worker that dies frees its deliveries after this long. */
  leaseMs?: number;
  batchSize?: number;
  random?: () => number;
};

/**
 * `lost`: taken over by another worker after this one's lease ran out. `released`: handed back
 * unsent because the worker was stopping.
 */
export type OutboxRun = {
  delivered: number;
  skipped: number;
  retried: number;
  dead: number;
  lost: number;
  released: number;
};

const DEFAULT_BATCH = 10;

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

/** Runs the sender, giving up when the deadline passes even if the sender ignores it. */
function sendBefore(send: Promise<void | Skipped>, deadline: AbortSignal): Promise<void | Skipped> {
  return Promise.race([
    send,
    new Promise<never>((_, reject) => {
      const abort = () => reject(new Error("the send outlasted the worker's lease"));
      if (deadline.aborted) abort();
      else deadline.addEventListener("abort", abort, { once: true });
    }),
  ]);
}

async function processDelivery(
  handle: DbHandle,
  delivery: Delivery,
  senders: Senders,
  settings: OutboxSettings,
): Promise<keyof OutboxRun> {
  const leaseMs = settings.leaseMs ?? DEFAULT_LEASE_MS;
  const leaseEnd = await renewLease(handle, delivery, leaseMs);
  if (!leaseEnd) {
    log.warn(
      { channel: delivery.channel, deliveryId: delivery.id },
      "lease ran out before its turn and another worker took it over; not sent",
    );
    return "lost";
  }
  const started = Date.now();
  let error: string | null = null;
  let skipped: string | null = null;
  const lead = await handle.db
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", delivery.lead_id)
    .executeTakeFirst();
  const sender = senders[delivery.channel];
  if (!lead) error = "lead no longer exists";
  else if (!sender) error = `${delivery.channel} delivery is not configured`;
  else {
    // A fifth of the lease is kept between the cut-off and the lease's end, for clocks that
    // differ between workers.
    const deadline = AbortSignal.timeout(
      Math.max(0, leaseEnd.getTime() - leaseMs / 5 - Date.now()),
    );
    try {
      skipped =
        (await sendBefore(sender(lead, delivery, deadline, handle.db), deadline))?.skipped ?? null;
    } catch (caught) {
      error = describe(caught);
    }
  }
  await recordAttempt(handle, delivery, started, error);

  const now = new Date();
  const at = now.toISOString();
  const finish = async (outcome: DeliveryOutcome): Promise<boolean> => {
    if (await endLease(handle, delivery, outcome, at)) return true;
    log.warn(
      { channel: delivery.channel, deliveryId: delivery.id },
      "another worker took it over before its outcome was recorded",
    );
    return false;
  };
  if (error === null && skipped !== null) {
    if (!(await finish({ status: "skipped", last_error: notSent(skipped) }))) return "lost";
    log.info(
      { channel: delivery.channel, deliveryId: delivery.id, leadId: delivery.lead_id, skipped },
      "not sent",
    );
    return "skipped";
  }
  if (error === null) {
    if (!(await finish({ status: "delivered", delivered_at: at, last_error: null }))) return "lost";
    log.info(
      { channel: delivery.channel, deliveryId: delivery.id, leadId: delivery.lead_id },
      "delivered",
    );
    return "delivered";
  }
  if (delivery.attempts >= settings.maxAttempts || !lead) {
    if (!(await finish({ status: "dead", last_error: error }))) return "lost";
    log.error(
      {
        channel: delivery.channel,
        deliveryId: delivery.id,
        leadId: delivery.lead_id,
        attempts: delivery.attempts,
        error,
      },
      "gave up on a delivery",
    );
    return "dead";
  }
  const wait = retryDelayMs(
    delivery.attempts,
    settings.retryBaseMs,
    settings.retryMaxMs,
    settings.random,
  );
  const retryAt = new Date(now.getTime() + wait).toISOString();
  if (!(await finish({ status: "pending", next_attempt_at: retryAt, last_error: error })))
    return "lost";
  log.warn(
    {
      channel: delivery.channel,
      deliveryId: delivery.id,
      leadId: delivery.lead_id,
      attempt: delivery.attempts,
      retryInSeconds: Math.round(wait / 1000),
      error,
    },
    "delivery failed; will retry",
  );
  return "retried";
}

const emptyRun = (): OutboxRun => ({
  delivered: 0,
  skipped: 0,
  retried: 0,
  dead: 0,
  lost: 0,
  released: 0,
});

/** Once `stopping` aborts, the send under way finishes and the rest of the batch is released. */
export async function runOutboxOnce(
  handle: DbHandle,
  senders: Senders,
  settings: OutboxSettings,
  now: Date = new Date(),
  stopping?: AbortSignal,
): Promise<OutboxRun> {
  const run = emptyRun();
  const claimed = await claimDueDeliveries(
    handle,
    now,
    settings.leaseMs ?? DEFAULT_LEASE_MS,
    settings.batchSize ?? DEFAULT_BATCH,
  );
  for (const delivery of claimed) {
    if (stopping?.aborted) {
      await releaseDelivery(handle, delivery);
      run.released += 1;
    } else {
      run[await processDelivery(handle, delivery, senders, settings)] += 1;
    }
  }
  return run;
}

/** Work a round does before its deliveries: src/app/retention.ts's purges. */
export type Housekeeping = (handle: DbHandle) => Promise<void>;

export type OutboxRoundSettings = OutboxSettings & {
  housekeeping?: Housekeeping;
  /** A lead waiting longer than this to be delivered alerts the agency (./trouble.ts). */
  alertQueueMinutes: number;
};

/** What a worker does each time it wakes: passes for as long as they come back full. */
export async function runOutboxRound(
  handle: DbHandle,
  senders: Senders,
  settings: OutboxRoundSettings,
  stopping?: AbortSignal,
): Promise<OutboxRun> {
  await settings.housekeeping?.(handle);
  const total = emptyRun();
  let run: OutboxRun;
  do {
    run = await runOutboxOnce(handle, senders, settings, new Date(), stopping);
    for (const key of Object.keys(total) as (keyof OutboxRun)[]) total[key] += run[key];
  } while (
    !stopping?.aborted &&
    run.delivered + run.skipped + run.retried + run.dead + run.lost >=
      (settings.batchSize ?? DEFAULT_BATCH)
  );
  const trouble = await deliveryTrouble(handle.db, settings.alertQueueMinutes);
  await alertIfDue(handle.db, trouble, senders.alert);
  return total;
}

export type WorkerLoop = {
  stop: () => Promise<void>;
};

export function startOutboxLoop(
  database: () => Promise<DbHandle>,
  senders: Senders,
  settings: OutboxRoundSettings & { intervalMs: number },
): WorkerLoop {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await runOutboxRound(await database(), senders, settings, stopping.signal);
      } catch (error) {
        log.error({ error: describe(error) }, "pass failed; trying again at the next interval");
      }
      if (!stopping.signal.aborted) timer = setTimeout(tick, settings.intervalMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

export function outboxSettingsFromEnv(env: ServerEnv): OutboxRoundSettings {
  return {
    maxAttempts: env.LEAD_DELIVERY_MAX_ATTEMPTS,
    retryBaseMs: env.LEAD_RETRY_BASE_MS,
    retryMaxMs: env.LEAD_RETRY_MAX_MS,
    alertQueueMinutes: env.LEAD_ALERT_QUEUE_MINUTES,
    leaseMs: env.LEAD_DELIVERY_LEASE_MS,
  };
}

export function startOutboxWorker(
  database: () => Promise<DbHandle>,
  env: ServerEnv,
  site: SenderSite,
  words: EmailsCopy,
  material: EmailMaterial,
  housekeeping: Housekeeping,
  staffRecipients: StaffRecipients,
): WorkerLoop {
  return startOutboxLoop(database, sendersFromEnv(env, site, words, material, staffRecipients), {
    ...outboxSettingsFromEnv(env),
    housekeeping,
    intervalMs: env.LEAD_WORKER_INTERVAL_MS,
  });
}
