import type { LeadFormsCopy } from "@/leads/copy/lead-forms";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/leads/fields";
import type { SuspicionReason } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import { HttpError } from "@/server/http/json";
import { clientIp, rateLimitSubject } from "@/server/ip-hash";
import { RateLimited, type EarlyLimit } from "@/server/rate-limit";

export type GuardDeps = {
  env: () => ServerEnv;
  allowedOrigins: () => readonly string[];
  earlyLimit: EarlyLimit;
  words: Pick<LeadFormsCopy, "refusals">;
};

export function corsHeaders(origin: string): Record<string, string> {
  return origin ? { "access-control-allow-origin": origin, vary: "Origin" } : {};
}

export type Client = { ip: string; client: string };

export function requestClient(request: Request): Client {
  const ip = clientIp(request.headers);
  return { ip, client: rateLimitSubject(ip) };
}

export function tooMany(limited: RateLimited, { refusals }: GuardDeps["words"]): HttpError {
  return new HttpError(
    429,
    refusals.tooMany,
    {},
    {
      "retry-after": String(limited.retryAfterSeconds),
    },
  );
}

export function overEarlyLimit({ client }: Client, deps: GuardDeps): HttpError | null {
  const early = deps.earlyLimit(client, deps.env().LEAD_RATE_LIMIT);
  return early.allowed ? null : tooMany(new RateLimited(early.retryAfterSeconds), deps.words);
}

/** A number from a script's JSON, digits from a browser's form. */
function fillTime(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

/** One without a fill time (a form sent with no script, an API client): the honeypot alone. */
export function suspicionOf(
  body: Record<string, unknown>,
  minFillMs: number,
): SuspicionReason | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const elapsed = fillTime(body[FILL_TIME_FIELD]);
  return elapsed !== undefined && elapsed < minFillMs ? "fill-time" : null;
}
