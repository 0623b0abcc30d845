import { randomUUID } from "node:crypto";
import { site } from "@/config/site";
import {
  contactLeadSchema,
  FILL_TIME_FIELD,
  fieldErrors,
  HONEYPOT_FIELD,
  idempotencyKeySchema,
  landingLeadSchema,
} from "@/lib/lead-schemas";
import { LEAD_ENDPOINT_PATHS } from "@/lib/submit-lead";
import type { DbHandle } from "../db/client";
import { getDatabase } from "../db";
import type { DeliveryChannel } from "../db/schema";
import { serverEnv, type ServerEnv } from "../env";
import { clientIp, hashIp } from "../leads/ip-hash";
import {
  IdempotencyKeyReused,
  type IdempotencyClaim,
  rememberDiscarded,
  submissionFingerprint,
} from "../leads/idempotency";
import { enforceRateLimit, RateLimited, type RateLimit } from "../leads/rate-limit";
import { contactLeadRecord, landingLeadRecord, storeLead } from "../leads/store";
import { errorKind, log as serverLog } from "../log";
import { ClientAborted, HttpError, json, readJsonObject } from "./json";

const log = serverLog.child({ component: "lead" });

/** Each endpoint's schema, turning a valid body into the row to store and its attribution. */
const endpoints = {
  contact: contactLeadSchema.transform((lead) => ({
    record: contactLeadRecord(lead),
    attribution: lead,
  })),
  landing: landingLeadSchema.transform((lead) => ({
    record: landingLeadRecord(lead),
    attribution: lead,
  })),
} satisfies Record<keyof typeof LEAD_ENDPOINT_PATHS, unknown>;

export type LeadEndpointKind = keyof typeof endpoints;

export type LeadEndpointDeps = {
  database: () => Promise<DbHandle>;
  env: () => ServerEnv;
  /** Origins allowed to post from a browser, besides the API's own. */
  allowedOrigins: () => readonly string[];
};

const defaultDeps: LeadEndpointDeps = {
  database: getDatabase,
  env: serverEnv,
  allowedOrigins: () => [
    new URL(site.url).origin,
    ...serverEnv().CORS_ORIGINS.map((o) => new URL(o).origin),
  ],
};

export function deliveryChannels(env: ServerEnv): DeliveryChannel[] {
  return [
    ...(env.SMTP_URL ? (["email"] as const) : []),
    ...(env.LEAD_WEBHOOK_URL ? (["webhook"] as const) : []),
  ];
}

/** CORS headers for an allowed browser origin; null for a disallowed one; {} without Origin. */
function corsHeaders(request: Request, deps: LeadEndpointDeps): Record<string, string> | null {
  const origin = request.headers.get("origin");
  if (!origin) return {};
  const sameHost = (() => {
    try {
      return new URL(origin).host === request.headers.get("host");
    } catch {
      return false;
    }
  })();
  if (!sameHost && !deps.allowedOrigins().includes(origin)) return null;
  return { "access-control-allow-origin": origin, vary: "Origin" };
}

const FORBIDDEN_ORIGIN = "This site does not accept leads from that origin.";

function isBot(body: Record<string, unknown>, minFillMs: number): boolean {
  const honeypot = body[HONEYPOT_FIELD];
  const elapsed = body[FILL_TIME_FIELD];
  return (
    (typeof honeypot === "string" && honeypot.trim() !== "") ||
    (typeof elapsed === "number" && elapsed < minFillMs)
  );
}

/** A 429 for a bucket over its limit. */
function tooMany(limited: RateLimited): HttpError {
  return new HttpError(
    429,
    "Too many submissions from this address; please try again in a minute.",
    {},
    { "retry-after": String(limited.retryAfterSeconds) },
  );
}

async function handlePost(
  request: Request,
  kind: LeadEndpointKind,
  deps: LeadEndpointDeps,
  cors: Record<string, string>,
): Promise<Response> {
  const env = deps.env();
  const body = await readJsonObject(request);

  let handle: DbHandle;
  let rateLimit: RateLimit;
  try {
    handle = await deps.database();
    rateLimit = {
      bucket: await hashIp(handle.db, clientIp(request.headers)),
      limit: env.LEAD_RATE_LIMIT,
    };
  } catch (error) {
    throw storageUnavailable(error);
  }
  // Every request counts against its address's limit. A lead to store counts in its own
  // transaction (one commit); any other answer is counted on its own before it is given.
  const countRequest = async () => {
    try {
      await enforceRateLimit(handle.db, rateLimit);
    } catch (error) {
      throw error instanceof RateLimited ? tooMany(error) : storageUnavailable(error);
    }
  };

  let claim: IdempotencyClaim | null;
  try {
    claim = idempotencyClaim(request, body, kind);
  } catch (error) {
    await countRequest();
    throw error;
  }

  if (isBot(body, env.LEAD_MIN_FILL_MS)) {
    await countRequest();
    try {
      // Answered like a stored lead, with one id per key however often it is replayed.
      const id = claim ? await rememberDiscarded(handle.db, claim) : randomUUID();
      log.info({ endpoint: kind }, "discarded an automated submission");
      return json(201, { ok: true, id }, cors);
    } catch (error) {
      if (error instanceof IdempotencyKeyReused) throw keyReused(error);
      throw storageUnavailable(error);
    }
  }

  const parsed = endpoints[kind].safeParse(body);
  if (!parsed.success) {
    await countRequest();
    throw new HttpError(422, "Some fields need attention.", {
      fields: fieldErrors(parsed.error),
    });
  }
  const { record, attribution } = parsed.data;
  try {
    const stored = await storeLead(
      handle.db,
      record,
      { attribution, ipHash: rateLimit.bucket, idempotency: claim, rateLimit },
      deliveryChannels(env),
    );
    log.info(
      { endpoint: kind, leadId: stored.id },
      stored.duplicate ? "repeat of a stored lead" : "stored a lead",
    );
    return json(201, { ok: true, id: stored.id }, cors);
  } catch (error) {
    if (error instanceof RateLimited) throw tooMany(error);
    if (error instanceof IdempotencyKeyReused) throw keyReused(error);
    throw storageUnavailable(error);
  }
}

function keyReused(error: IdempotencyKeyReused): HttpError {
  return new HttpError(422, error.message, { fields: { idempotency_key: [error.message] } });
}

/** The request's Idempotency-Key (header, or body field) with what it claims; 422 if malformed. */
function idempotencyClaim(
  request: Request,
  body: Record<string, unknown>,
  kind: LeadEndpointKind,
): IdempotencyClaim | null {
  const raw = request.headers.get("idempotency-key") ?? body.idempotency_key;
  if (raw === undefined || raw === null) return null;
  const key = idempotencyKeySchema.safeParse(raw);
  if (!key.success) {
    throw new HttpError(422, "Some fields need attention.", {
      fields: { idempotency_key: key.error.issues.map((issue) => issue.message) },
    });
  }
  return { key: key.data, endpoint: kind, fingerprint: submissionFingerprint(key.data, body) };
}

function storageUnavailable(error: unknown): HttpError {
  log.error({ error: errorKind(error) }, "lead storage unavailable");
  return new HttpError(
    503,
    "Leads cannot be saved right now; please try again shortly.",
    {},
    { "retry-after": "30" },
  );
}

const ALLOW = "OPTIONS, POST";

/** Any method but POST and OPTIONS: the answer says what to do. */
function methodNotAllowed(): Response {
  return json(
    405,
    { ok: false, error: "This address accepts leads with POST only." },
    { allow: ALLOW },
  );
}

async function post(request: Request, kind: LeadEndpointKind, deps: LeadEndpointDeps) {
  const cors = corsHeaders(request, deps);
  if (cors === null) return json(403, { ok: false, error: FORBIDDEN_ORIGIN });
  try {
    return await handlePost(request, kind, deps, cors);
  } catch (error) {
    if (error instanceof HttpError) {
      if (error instanceof ClientAborted) {
        log.info({ endpoint: kind }, "the client aborted the request before its body arrived");
      }
      return json(
        error.status,
        { ok: false, error: error.message, ...error.extra },
        { ...cors, ...error.headers },
      );
    }
    log.error({ endpoint: kind, error: errorKind(error) }, "unexpected failure answering a lead");
    return json(
      500,
      { ok: false, error: "Something went wrong on our side; please try again." },
      cors,
    );
  }
}

/** The CORS preflight: which origins, methods and headers may post leads. */
function preflight(request: Request, deps: LeadEndpointDeps): Response {
  const cors = corsHeaders(request, deps);
  if (cors === null) return json(403, { ok: false, error: FORBIDDEN_ORIGIN });
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      allow: ALLOW,
      "cache-control": "no-store",
      "access-control-allow-methods": "POST, OPTIONS",
      "access-control-allow-headers": "content-type, idempotency-key",
      "access-control-max-age": "600",
    },
  });
}

/**
 * One lead endpoint, whatever the method: POST (parse, guard, store, answer 201), OPTIONS (CORS
 * preflight), and a 405 for every other method. Every answer is marked no-store.
 */
export function leadEndpoint(kind: LeadEndpointKind, deps: LeadEndpointDeps = defaultDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method === "POST") return post(request, kind, deps);
    if (request.method === "OPTIONS") return preflight(request, deps);
    return methodNotAllowed();
  };
}

/** Every lead endpoint by its path, for a server that routes them itself (cli/serve.ts). */
export function leadEndpointsByPath(): Record<string, ReturnType<typeof leadEndpoint>> {
  return Object.fromEntries(
    (Object.keys(LEAD_ENDPOINT_PATHS) as LeadEndpointKind[]).map((kind) => [
      LEAD_ENDPOINT_PATHS[kind],
      leadEndpoint(kind),
    ]),
  );
}
