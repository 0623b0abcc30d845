import { sql } from "kysely";
import type { Db } from "@/server/db/client";

export const RATE_WINDOW_MS = 60_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** `limit` per window; 0: no limit. */
export type RateLimit = { bucket: string; limit: number };

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
): Promise<RateDecision> {
  if (limit <= 0) return { allowed: true };
  const windowStartMs = Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const windowStart = new Date(windowStartMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["bucket", "window_start"]).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (row.hits <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: untilNextWindow(now.getTime()) };
}

function untilNextWindow(nowMs: number): number {
  const windowStartMs = Math.floor(nowMs / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  return Math.max(1, Math.ceil((windowStartMs + RATE_WINDOW_MS - nowMs) / 1000));
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
      : { allowed: false, retryAfterSeconds: untilNextWindow(nowMs) };
  };
}

export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  const current = new Date(
    Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS,
  ).toISOString();
  await db.deleteFrom("rate_limits").where("window_start", "<", current).execute();
}

export async function enforceRateLimit(
  db: Db,
  { bucket, limit }: RateLimit,
  now: Date = new Date(),
): Promise<void> {
  const decision = await hitRateLimit(db, bucket, limit, now);
  if (!decision.allowed) throw new RateLimited(decision.retryAfterSeconds);
}
