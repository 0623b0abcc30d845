import { sql } from "kysely";
import type { Db } from "@/server/db/client";

export const RATE_WINDOW_MS = 60_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** `limit` per window; 0: no limit. */
export type RateLimit = { bucket: string; limit: number };

/** The span hits are counted over, as ISO instants: a minute, or longer (a visit's day). */
export type RateWindow = { start: string; end: string };

/** The window of `ms` (a minute, an hour, a day in UTC) that `now` falls in. */
export function fixedWindow(now: Date, ms: number = RATE_WINDOW_MS): RateWindow {
  const startMs = Math.floor(now.getTime() / ms) * ms;
  return {
    start: new Date(startMs).toISOString(),
    end: new Date(startMs + ms).toISOString(),
  };
}

export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("rate limited");
  }
}

/** In the database, so the limit holds across server instances and restarts. */
export async function hitRateLimit(
  db: Db,
  bucket: string,
  limit: number,
  now: Date = new Date(),
  window: RateWindow = fixedWindow(now),
): Promise<RateDecision> {
  if (limit <= 0) return { allowed: true };
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, window_start: window.start, window_end: window.end, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (row.hits <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: secondsUntil(window.end, now.getTime()) };
}

function secondsUntil(end: string, nowMs: number): number {
  return Math.max(1, Math.ceil((Date.parse(end) - nowMs) / 1000));
}

export type EarlyLimit = (client: string, limit: number, nowMs?: number) => RateDecision;

/**
 * The database's window, counted in memory, so a flood past the limit costs a map lookup, not a
 * body read and a committed write. It can only say no sooner: the database's count still holds.
 */
export function earlyLimit(maxClients = 100_000): EarlyLimit {
  let window = Number.NaN;
  const hits = new Map<string, number>();
  return (client, limit, nowMs = Date.now()) => {
    if (limit <= 0) return { allowed: true };
    const current = Math.floor(nowMs / RATE_WINDOW_MS);
    if (current !== window || hits.size >= maxClients) {
      hits.clear();
      window = current;
    }
    const count = (hits.get(client) ?? 0) + 1;
    hits.set(client, count);
    return count <= limit
      ? { allowed: true }
      : {
          allowed: false,
          retryAfterSeconds: secondsUntil(fixedWindow(new Date(nowMs)).end, nowMs),
        };
  };
}

/** Drops every window that has ended, a minute's or a day's. */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  await db.deleteFrom("rate_limits").where("window_end", "<=", now.toISOString()).execute();
}

export async function enforceRateLimit(
  db: Db,
  { bucket, limit }: RateLimit,
  now: Date = new Date(),
): Promise<void> {
  const decision = await hitRateLimit(db, bucket, limit, now);
  if (!decision.allowed) throw new RateLimited(decision.retryAfterSeconds);
}
