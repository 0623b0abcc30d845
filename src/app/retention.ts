// How long the record keeps what it holds (docs/leads.md, "Delivery"): composed here because it
// spans the features that keep it (leads, page views) and the server's own tables.
import { purgeHeldChanges } from "@/inbox/server/held-changes";
import { purgeOlderThan } from "@/leads/server/record/queries";
import { purgeKeptApart, suspectedRetentionDays } from "@/leads/server/record/suspected";
import type { Housekeeping } from "@/leads/server/outbox/worker";
import { purgeAuditLog } from "@/server/audit-log";
import type { DbHandle } from "@/server/db/client";
import { readSetting, writeSetting } from "@/server/db/settings";
import type { ServerEnv } from "@/server/env";
import { log } from "@/server/log";
import { pruneRateLimits } from "@/server/rate-limit";
import { purgePageViews } from "@/visits/server/page-views";

export type RetentionSettings = {
  retentionDays: number;
  /** The agency's (INBOX_TIME_ZONE), whose days the visit count keeps. */
  timeZone: string;
};

const PURGE_EVERY_MS = 86_400_000;
const LAST_PURGE_KEY = "last_purge_at";

/**
 * Once a day across all workers (the suspected folder's and its trash's own days, the counted page
 * views of the same age, and the inbox's year-old audit entries, too); how many leads went.
 */
export async function purgeIfDue(
  handle: DbHandle,
  { retentionDays, timeZone }: RetentionSettings,
  now: Date = new Date(),
): Promise<number | null> {
  const last = await readSetting(handle.db, LAST_PURGE_KEY);
  if (last && now.getTime() - new Date(last).getTime() < PURGE_EVERY_MS) return null;
  const purged =
    (await purgeOlderThan(handle.db, retentionDays, now)) +
    (await purgeKeptApart(handle.db, suspectedRetentionDays(retentionDays), now));
  const pageViews = await purgePageViews(handle.db, retentionDays, timeZone, now);
  await purgeAuditLog(handle.db, now);
  await writeSetting(handle.db, LAST_PURGE_KEY, now.toISOString());
  if (purged || pageViews) {
    log.info(
      { component: "outbox", purged, pageViews, retentionDays },
      "purged leads and page views past retention",
    );
  }
  return purged;
}

/**
 * What each delivery round does first, in every process that sends (the server's worker, the
 * worker command, the scheduled endpoint): the purge when due, and ended rate-limit windows every
 * round, so that table holds about a minute of addresses however many come; so too the inbox's
 * held changes past their day, which may hold health details.
 */
export function housekeepingFromEnv(env: ServerEnv): Housekeeping {
  const settings = { retentionDays: env.LEAD_RETENTION_DAYS, timeZone: env.INBOX_TIME_ZONE };
  return async (handle: DbHandle) => {
    await purgeIfDue(handle, settings);
    await pruneRateLimits(handle.db);
    await purgeHeldChanges(handle.db);
  };
}
