import { sql } from "kysely";
import type { Db } from "../db/client";

export const RATE_WINDOW_MS = 60_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A request's rate-limit bucket (a hashed IP) and the limit per window (0: no limit). */
export type RateLimit = { bucket: string; limit: number };

/** The bucket is over its limit for this window. */
export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("rate limited");
  }
}

/**
 * Counts a request against a fixed one-minute window per bucket (a hashed IP). The count lives
 * in the database, so the limit holds across server instances and restarts.
 */
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
  return {
    allowed: false,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((windowStartMs + RATE_WINDOW_MS - now.getTime()) / 1000),
    ),
  };
}

/** Drops windows older than the current one; run by the worker. */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  const current = new Date(
    Math.floor(now.getTime() / RATE_WINDOW_MS) * RATE_WINDOW_MS,
  ).toISOString();
  await db.deleteFrom("rate_limits").where("window_start", "<", current).execute();
}

/** Counts the request, and throws RateLimited when its bucket is over the limit. */
export async function enforceRateLimit(
  db: Db,
  { bucket, limit }: RateLimit,
  now: Date = new Date(),
): Promise<void> {
  const decision = await hitRateLimit(db, bucket, limit, now);
  if (!decision.allowed) throw new RateLimited(decision.retryAfterSeconds);
}
