import { z } from "zod";
import { fillTemplate } from "@/lib/text/fill-template";
import { replicaInTrouble, type ReplicaHealth } from "@/server/backup/replica-status";
import type { Db } from "@/server/db/client";
import { errorKind, log } from "@/server/log";

/** What keeps leads from the agency: deliveries that died, and how long the oldest one waits. */
export type DeliveryTrouble = {
  dead: number;
  oldestWaitingSeconds: number | null;
  /** The oldest waits longer than LEAD_ALERT_QUEUE_MINUTES. */
  stale: boolean;
};

export const hasTrouble = (trouble: DeliveryTrouble) => trouble.dead > 0 || trouble.stale;

/** The trouble in words, a sentence a kind: the alert email's and the inbox banner's alike. */
export function troubleSentences(
  trouble: DeliveryTrouble,
  words: { dead: string; waiting: string },
): string[] {
  const minutes = Math.floor((trouble.oldestWaitingSeconds ?? 0) / 60);
  return [
    ...(trouble.dead > 0 ? [fillTemplate(words.dead, { count: trouble.dead })] : []),
    ...(trouble.stale ? [fillTemplate(words.waiting, { minutes })] : []),
  ];
}

/** The backup replica's trouble in words, for the inbox banner; none while it is well. */
export function replicaSentences(
  replica: ReplicaHealth,
  words: { replicaFailing: string; replicaStopped: string; replicaMisconfigured: string },
): string[] {
  if (!replicaInTrouble(replica)) return [];
  if (replica.state === "stopped") return [words.replicaStopped];
  const error = "error" in replica ? (replica.error ?? "") : "";
  if (replica.state === "misconfigured")
    return [fillTemplate(words.replicaMisconfigured, { error })];
  const minutes = Math.floor(("forSeconds" in replica ? replica.forSeconds : 0) / 60);
  return [fillTemplate(words.replicaFailing, { minutes, error })];
}

/** How long the oldest delivery not yet made has waited, or null when none waits. */
export async function oldestUndeliveredSeconds(db: Db, now: Date): Promise<number | null> {
  const { oldest } = await db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.min("created_at").as("oldest"))
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirstOrThrow();
  return oldest ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 1000)) : null;
}

export async function deliveryTrouble(
  db: Db,
  queueMinutes: number,
  now: Date = new Date(),
): Promise<DeliveryTrouble> {
  const [dead, oldestWaitingSeconds] = await Promise.all([
    db
      .selectFrom("deliveries")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("status", "=", "dead")
      .executeTakeFirstOrThrow(),
    oldestUndeliveredSeconds(db, now),
  ]);
  return {
    dead: Number(dead.count),
    oldestWaitingSeconds,
    stale: oldestWaitingSeconds !== null && oldestWaitingSeconds > queueMinutes * 60,
  };
}

export type AlertSender = (trouble: DeliveryTrouble) => Promise<void>;

/** While trouble lasts, a reminder this often; sooner only if it grows, and never within the hour. */
export const ALERT_REPEAT_HOURS = 24;
const ALERT_GAP_MS = 3_600_000;
const ALERT_KEY = "delivery_alert";

const lastAlertSchema = z.object({ at: z.iso.datetime(), dead: z.number(), stale: z.boolean() });

/**
 * One email to the agency when leads stop reaching it, not one per lead: the last alert is kept
 * in `settings`, and replaced by a compare-and-set, so of several workers only one sends. Cleared
 * once the trouble is over, so the next trouble alerts at once.
 */
export async function alertIfDue(
  db: Db,
  trouble: DeliveryTrouble,
  send: AlertSender | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", ALERT_KEY)
    .executeTakeFirst();
  if (!hasTrouble(trouble)) {
    if (row) await db.deleteFrom("settings").where("key", "=", ALERT_KEY).execute();
    return false;
  }
  const last = row ? lastAlertSchema.safeParse(JSON.parse(row.value)) : null;
  const since = last?.success ? now.getTime() - Date.parse(last.data.at) : Infinity;
  const worse =
    !last?.success || trouble.dead > last.data.dead || (trouble.stale && !last.data.stale);
  const due = since >= ALERT_REPEAT_HOURS * ALERT_GAP_MS || (worse && since >= ALERT_GAP_MS);
  if (!due) return false;
  const value = JSON.stringify({ at: now.toISOString(), dead: trouble.dead, stale: trouble.stale });
  const won = row
    ? Number(
        (
          await db
            .updateTable("settings")
            .set({ value })
            .where("key", "=", ALERT_KEY)
            .where("value", "=", row.value)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) === 1
    : Number(
        (
          await db
            .insertInto("settings")
            .values({ key: ALERT_KEY, value })
            .onConflict((oc) => oc.column("key").doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows ?? 0,
      ) === 1;
  if (!won) return false;
  log.warn({ component: "outbox", ...trouble }, "leads are not reaching the agency");
  if (!send) return false;
  try {
    await send(trouble);
    return true;
  } catch (error) {
    log.error({ component: "outbox", error: errorKind(error) }, "the delivery alert was not sent");
    return false;
  }
}
