import { paths } from "@/routing/paths";
import { attributionFromArrival } from "@/leads/attribution";
import {
  confirmationId,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  RETURN_TO_FIELD,
  type Attribution,
  type LeadForm,
} from "@/leads/fields";
import type { LeadEndpointKind } from "@/leads/field-rules";
import {
  contactLeadSchema,
  fieldErrors,
  idempotencyKeySchema,
  landingLeadSchema,
} from "@/leads/schemas";
import { schedulerAfterForm } from "@/leads/scheduler-lead";
import { LEAD_ENDPOINT_PATHS } from "@/leads/submit-lead";
import type { SiteConfig } from "@/config/schema";
import type { DbHandle } from "../../server/db/client";
import type { Documents } from "./email-material";
import { getDatabase } from "../../server/db";
import type { SuspicionReason } from "../../server/db/schema";
import { deliveryChannels, serverEnv, visitorEmailCaps, type ServerEnv } from "../../server/env";
import { clientIp, hashIp, networkSubject, rateLimitSubject } from "./ip-hash";
import {
  answersClaim,
  IdempotencyKeyReused,
  type IdempotencyClaim,
  submissionFingerprint,
} from "./idempotency";
import {
  earlyLimit,
  enforceRateLimit,
  RateLimited,
  type EarlyLimit,
  type RateLimit,
} from "./rate-limit";
import {
  ANSWER_COLUMNS,
  contactLeadRecord,
  landingLeadRecord,
  storeLead,
  type LeadRecord,
} from "./store";
import { errorKind, log as serverLog } from "../../server/log";
import { formProblemResponse } from "./problem-page";
import { ClientAborted, HttpError, json } from "../../server/http/json";
import { isFormSubmission, readLeadBody } from "./body";

const log = serverLog.child({ component: "lead" });

/**
 * Each endpoint's schema, turning a valid body into the row to store and the answers the
 * scheduler is prefilled with, by field name (the estimate's rows are not one).
 */
const endpoints = {
  contact: contactLeadSchema.transform(
    ({ estimate, ...answers }): { record: LeadRecord; answers: Answers } => ({
      record: contactLeadRecord({ ...answers, estimate }),
      answers,
    }),
  ),
  landing: landingLeadSchema.transform(
    ({ estimate, ...answers }): { record: LeadRecord; answers: Answers } => ({
      record: landingLeadRecord({ ...answers, estimate }),
      answers,
    }),
  ),
} satisfies Record<LeadEndpointKind, unknown>;

export type LeadEndpointDeps = {
  database: () => Promise<DbHandle>;
  env: () => ServerEnv;
  /** Origins allowed to post from a browser, besides the API's own. */
  allowedOrigins: () => readonly string[];
  /** Where visitors are sent on (the scheduler, the site's pages) and the phone they may call. */
  site: () => Pick<SiteConfig, "name" | "url" | "phone" | "phoneHref" | "schedulerUrl">;
  /** This process's count of each client's requests, shared by the endpoints of one server. */
  earlyLimit: EarlyLimit;
  /** Whether a path (no query, no fragment) is one of the site's pages: where a form may lead back. */
  isSitePage: (path: string) => boolean;
  /** The build's documents, whose downloads a lead-magnet request may name by title. */
  documents: Documents;
};

/** Shared by the endpoints of one process, as their limit is per client, not per form. */
const processEarlyLimit = earlyLimit();

/** The endpoints' parts as configured, for the site the settings describe, its pages and documents. */
export function configuredLeadDeps({
  site,
  isSitePage,
  documents = new Map(),
}: {
  site: ReturnType<LeadEndpointDeps["site"]>;
  isSitePage: LeadEndpointDeps["isSitePage"];
  documents?: Documents;
}): LeadEndpointDeps {
  return {
    isSitePage,
    documents,
    database: getDatabase,
    env: serverEnv,
    allowedOrigins: () => [
      new URL(site.url).origin,
      ...serverEnv().CORS_ORIGINS.map((o) => new URL(o).origin),
    ],
    site: () => site,
    earlyLimit: processEarlyLimit,
  };
}

/**
 * Where the request comes from, by its Origin header: the API's own host (or no browser at all:
 * ""), another allowed origin (that origin), or a refused one (null).
 */
function requestOrigin(request: Request, deps: LeadEndpointDeps): string | null {
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
function corsHeaders(origin: string): Record<string, string> {
  return origin ? { "access-control-allow-origin": origin, vary: "Origin" } : {};
}

const FORBIDDEN_ORIGIN = "This site does not accept leads from that origin.";

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
function suspicionOf(body: Record<string, unknown>, minFillMs: number): SuspicionReason | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return "honeypot";
  const elapsed = fillTime(body[FILL_TIME_FIELD]);
  return elapsed !== undefined && elapsed < minFillMs ? "fill-time" : null;
}

/**
 * Where a browser's own form came from, when no script sent the visit's attribution with it: the
 * page (its campaign tags with it) from the Referer header, and the browser from User-Agent.
 */
function formAttribution(request: Request): Attribution {
  const referer = request.headers.get("referer");
  return attributionFromArrival(
    referer && URL.canParse(referer) ? referer : null,
    "",
    request.headers.get("user-agent") ?? "",
  );
}

/**
 * A lead-magnet request sent as the API documents it, its download named in the subject
 * ("Lead magnet: AI Receptionist Playbook") and no `document` given: the lead asks for that
 * download, so the visitor gets it like a form's.
 */
function withNamedDownload(record: LeadRecord, documents: Documents): LeadRecord {
  if (record.document || (record.form !== "contact" && record.form !== "lead-magnet")) {
    return record;
  }
  const subject = record.subject?.toLowerCase() ?? "";
  const named = [...documents.values()].find((document) => {
    const title = document.title.toLowerCase();
    const isDownload = document.page === paths.download(document.slug);
    return isDownload && (subject === title || subject.endsWith(`: ${title}`));
  });
  return named ? { ...record, form: "lead-magnet", document: named.slug } : record;
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

/** A valid submission's fields by name: the visitor's answers and where the visit came from. */
type Answers = Record<string, string | undefined>;

/** What a stored (or repeated) submission leaves for the answer. */
type Accepted = { id: string; form: LeadForm; answers: Answers };

async function accept(
  request: Request,
  kind: LeadEndpointKind,
  deps: LeadEndpointDeps,
  body: Record<string, unknown>,
  fromForm: boolean,
  /** The client's address (clientIp) and who the request counts against (rateLimitSubject). */
  { ip, client }: { ip: string; client: string },
): Promise<Accepted> {
  const env = deps.env();
  let handle: DbHandle;
  let rateLimit: RateLimit;
  let network: string;
  try {
    handle = await deps.database();
    rateLimit = {
      bucket: await hashIp(handle.db, client),
      limit: env.LEAD_RATE_LIMIT,
    };
    network = await hashIp(handle.db, networkSubject(ip));
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

  let keyClaim: IdempotencyClaim | null;
  try {
    keyClaim = idempotencyClaim(request, body, kind);
  } catch (error) {
    await countRequest();
    throw error;
  }

  // Answers are checked before anything else, so a person who trips a trap by mistake is told
  // what to fix like anyone, and a bot learns nothing about the traps.
  const parsed = endpoints[kind].safeParse(body);
  if (!parsed.success) {
    await countRequest();
    throw new HttpError(422, "Some fields need attention.", {
      fields: fieldErrors(parsed.error),
    });
  }
  const { answers } = parsed.data;
  const record = withNamedDownload(parsed.data.record, deps.documents);
  const suspected = suspicionOf(body, env.LEAD_MIN_FILL_MS);
  const claim =
    keyClaim ??
    (fromForm
      ? answersClaim(kind, Object.fromEntries(ANSWER_COLUMNS.map((c) => [c, record[c] ?? null])))
      : null);
  try {
    const stored = await storeLead(
      handle.db,
      record,
      {
        ipHash: rateLimit.bucket,
        idempotency: claim,
        rateLimit,
        suspected,
        network,
        visitorCaps: visitorEmailCaps(env),
      },
      deliveryChannels(env),
    );
    log.info(
      { endpoint: kind, leadId: stored.id, ...(suspected ? { suspected } : {}) },
      stored.duplicate
        ? "repeat of a stored submission"
        : suspected
          ? "stored a suspected submission apart"
          : "stored a lead",
    );
    return { id: stored.id, form: record.form, answers };
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

/** A path with an optional fragment: `/blog#ai-receptionist-playbook`, `/contact`. */
const PATH_AND_FRAGMENT = /^(\/[^#?\\]{0,200})(?:#([A-Za-z0-9_-]{1,100}))?$/;

/**
 * The form's place on its page (RETURN_TO_FIELD), on the origin the form was sent from (`base`,
 * empty for the API's own): only a page the site has, as `isSitePage` knows them, so no
 * spelling of a path (`/.//evil.example`, `/%2F…`) leads anywhere else; null for anything else.
 */
function formPlace(body: Record<string, unknown>, base: string, deps: LeadEndpointDeps) {
  const [, path, anchor] = PATH_AND_FRAGMENT.exec(String(body[RETURN_TO_FIELD] ?? "")) ?? [];
  return path && deps.isSitePage(path) ? { page: `${base}${path}`, anchor } : null;
}

/**
 * Where a browser's own form goes once its lead is in: where the form's script would have taken the
 * visitor. The home and landing forms to the scheduler with docs/product.md's prefill and the
 * visit's campaign, the contact form to the thank-you page, an email request back to its page at
 * its confirmation.
 */
function nextPage(
  { form, answers }: Accepted,
  deps: LeadEndpointDeps,
  base: string,
  body: Record<string, unknown>,
): string {
  const scheduler = schedulerAfterForm(form, deps.site().schedulerUrl, answers);
  if (scheduler) return scheduler;
  const place = formPlace(body, base, deps);
  if (form !== "contact" && place?.anchor) return `${place.page}#${confirmationId(place.anchor)}`;
  return `${base}${paths.page("thank-you")}`;
}

/** The problems a refused form is sent back with, one line each. */
function problemsOf(error: HttpError): string[] {
  const fields = error.extra.fields as Record<string, string[]> | undefined;
  return fields ? Object.values(fields).flat() : [error.message];
}

/** The answer to a refused browser form: a page saying what to do, and the way back. */
function formProblem(
  error: HttpError,
  deps: LeadEndpointDeps,
  base: string,
  body: Record<string, unknown> | null,
): Response {
  const site = deps.site();
  const place = body && formPlace(body, base, deps);
  return formProblemResponse(
    {
      // Answers to fix are a bad request of the visitor's, whatever the API calls them.
      status: error.status === 422 ? 400 : error.status,
      problems: problemsOf(error),
      backHref: place
        ? `${place.page}${place.anchor ? `#${place.anchor}` : ""}`
        : `${base || site.url}/`,
      site,
    },
    error.headers,
  );
}

async function post(request: Request, kind: LeadEndpointKind, deps: LeadEndpointDeps) {
  const origin = requestOrigin(request, deps);
  const fromForm = isFormSubmission(request);
  let body: Record<string, unknown> | null = null;
  const answer = (error: HttpError, cors: Record<string, string>) =>
    fromForm
      ? formProblem(error, deps, origin ?? "", body)
      : json(
          error.status,
          { ok: false, error: error.message, ...error.extra },
          {
            ...cors,
            ...error.headers,
          },
        );
  if (origin === null) return answer(new HttpError(403, FORBIDDEN_ORIGIN), {});
  const cors = corsHeaders(origin);
  // A client already over its limit in this process is refused before its body is read or the
  // database is asked.
  const ip = clientIp(request.headers);
  const client = rateLimitSubject(ip);
  const early = deps.earlyLimit(client, deps.env().LEAD_RATE_LIMIT);
  if (!early.allowed) return answer(tooMany(new RateLimited(early.retryAfterSeconds)), cors);
  try {
    body = await readLeadBody(request);
    if (fromForm && body.page_url === undefined) body = { ...formAttribution(request), ...body };
    const accepted = await accept(request, kind, deps, body, fromForm, { ip, client });
    if (!fromForm) return json(201, { ok: true, id: accepted.id }, cors);
    return new Response(null, {
      status: 303,
      headers: { location: nextPage(accepted, deps, origin, body), "cache-control": "no-store" },
    });
  } catch (error) {
    if (error instanceof HttpError) {
      if (error instanceof ClientAborted) {
        log.info({ endpoint: kind }, "the client aborted the request before its body arrived");
      }
      return answer(error, cors);
    }
    log.error({ endpoint: kind, error: errorKind(error) }, "unexpected failure answering a lead");
    return answer(new HttpError(500, "Something went wrong on our side; please try again."), cors);
  }
}

/** The CORS preflight: which origins, methods and headers may post leads. */
function preflight(request: Request, deps: LeadEndpointDeps): Response {
  const origin = requestOrigin(request, deps);
  if (origin === null) return json(403, { ok: false, error: FORBIDDEN_ORIGIN });
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      allow: ALLOW,
      "cache-control": "no-store",
      "access-control-allow-methods": "POST, OPTIONS",
      "access-control-allow-headers": "content-type, idempotency-key",
      "access-control-max-age": "600",
    },
  });
}

/**
 * One lead endpoint, whatever the method: POST (parse, guard, store; 201 with the id for JSON, a
 * 303 to the next page for a browser's own form), OPTIONS (CORS preflight), and a 405 for every
 * other method. Every answer is marked no-store.
 */
export function leadEndpoint(kind: LeadEndpointKind, deps: LeadEndpointDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method === "POST") return post(request, kind, deps);
    if (request.method === "OPTIONS") return preflight(request, deps);
    return methodNotAllowed();
  };
}

/** Every lead endpoint by its path, for a server that routes them itself (cli/serve.ts). */
export function leadEndpointsByPath(
  deps: LeadEndpointDeps,
): Record<string, ReturnType<typeof leadEndpoint>> {
  return Object.fromEntries(
    (Object.keys(LEAD_ENDPOINT_PATHS) as LeadEndpointKind[]).map((kind) => [
      LEAD_ENDPOINT_PATHS[kind],
      leadEndpoint(kind, deps),
    ]),
  );
}
