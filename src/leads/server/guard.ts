import type { LeadFormsCopy } from "@/content/lead-forms";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/leads/fields";
import type { SuspicionReason } from "@/server/db/schema";
import type { ServerEnv } from "@/server/env";
import { HttpError } from "@/server/http/json";
import { clientIp, rateLimitSubject } from "./ip-hash";
import { RateLimited, type EarlyLimit } from "./rate-limit";

/**
 * The lead API's guard: which origins may post, who a request counts against and whether it is
 * over its limit before its body is read, and the traps a submission is judged by once valid.
 */
export type GuardDeps = {
  env: () => ServerEnv;
  /** Origins allowed to post from a browser, besides the API's own. */
  allowedOrigins: () => readonly string[];
  /** This process's count of each client's requests, shared by the endpoints of one server. */
  earlyLimit: EarlyLimit;
  /** What a refused request is told. */
  words: Pick<LeadFormsCopy, "refusals">;
};

/**
 * Where the request comes from, by its Origin header: the API's own host (or no browser at all:
 * ""), another allowed origin (that origin), or a refused one (null).
 */
export function requestOrigin(request: Request, deps: GuardDeps): string | null {
  const origin = request.headers.get("origin");
  if (!origin) return "";
  try {
    if (new URL(origin).host === request.headers.get("host")) return "";
  } catch {
    return null;
  }
  return deps.allowedOrigins().includes(origin) ? origin : null;
}

/** CORS headers for an allowed browser origin; {} without one or on the API's own host. */
export function corsHeaders(origin: string): Record<string, string> {
  return origin ? { "access-control-allow-origin": origin, vary: "Origin" } : {};
}

/** The client's address (clientIp) and who the request counts against (rateLimitSubject). */
export type Client = { ip: string; client: string };

export function requestClient(request: Request): Client {
  const ip = clientIp(request.headers);
  return { ip, client: rateLimitSubject(ip) };
}

/** A 429 for a bucket over its limit. */
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

/** A 429 for a client already over its limit in this process, or null. */
export function overEarlyLimit({ client }: Client, deps: GuardDeps): HttpError | null {
  const early = deps.earlyLimit(client, deps.env().LEAD_RATE_LIMIT);
  return early.allowed ? null : tooMany(new RateLimited(early.retryAfterSeconds), deps.words);
}

/** The fill time a form sent: a number from a script's JSON, digits from a browser's form. */
function fillTime(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

/**
 * Why a submission looks automated, or null: it filled the honeypot, or it came sooner after the
 * page started loading than a person fills a form. One without a fill time (a form sent with no
 * script, an API client) is judged on the honeypot alone.
 */
export function suspicionOf(
  body: Record<string, unknown>,
  minFillMs: number,
): SuspicionReason | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const elapsed = fillTime(body[FILL_TIME_FIELD]);
  return elapsed !== undefined && elapsed < minFillMs ? "fill-time" : null;
}
