import type { LeadFormsCopy } from "@/leads/copy/lead-forms";
import type { LeadEndpointKind } from "@/leads/field-rules";
import { LEAD_ENDPOINT_PATHS } from "@/leads/submit-lead";
import { getDatabase } from "@/server/db";
import { pageOrigins, serverEnv } from "@/server/env";
import { ClientAborted, HttpError, json } from "@/server/http/json";
import { pageOrigin } from "@/server/http/page-origin";
import { errorKind, log as serverLog } from "@/server/log";
import { accept, formAttribution, type AcceptDeps } from "./accept";
import { acceptedAnswer, ALLOW, methodNotAllowed, refusal, type AnswerDeps } from "./answer";
import { isFormSubmission, readLeadBody } from "./body";
import type { Documents } from "./email-material";
import type { NewLeadRule } from "./record/store";
import { corsHeaders, overEarlyLimit, requestClient, type GuardDeps } from "./guard";
import { earlyLimit } from "@/server/rate-limit";

const log = serverLog.child({ component: "lead" });

export type LeadEndpointDeps = GuardDeps & AcceptDeps & AnswerDeps;

/** Shared by the endpoints of one process, as their limit is per client, not per form. */
const processEarlyLimit = earlyLimit();

export function configuredLeadDeps({
  site,
  isSitePage,
  words,
  documents = new Map(),
  newLeadRule,
}: {
  site: ReturnType<AnswerDeps["site"]>;
  isSitePage: AnswerDeps["isSitePage"];
  words: LeadFormsCopy;
  documents?: Documents;
  newLeadRule?: NewLeadRule;
}): LeadEndpointDeps {
  return {
    isSitePage,
    words,
    documents,
    newLeadRule,
    database: getDatabase,
    env: serverEnv,
    allowedOrigins: () => pageOrigins(site.url),
    site: () => site,
    earlyLimit: processEarlyLimit,
  };
}

async function post(request: Request, kind: LeadEndpointKind, deps: LeadEndpointDeps) {
  const origin = pageOrigin(request, deps.allowedOrigins());
  const fromForm = isFormSubmission(request);
  let body: Record<string, unknown> | null = null;
  const refuse = (error: HttpError, cors: Record<string, string>) =>
    refusal(error, { fromForm, base: origin ?? "", body }, deps, cors);
  if (origin === null) return refuse(new HttpError(403, deps.words.refusals.origin), {});
  const cors = corsHeaders(origin);
  // Before the body is read or the database asked.
  const client = requestClient(request);
  const limited = overEarlyLimit(client, deps);
  if (limited) return refuse(limited, cors);
  try {
    body = await readLeadBody(request);
    if (fromForm && body.page_url === undefined) body = { ...formAttribution(request), ...body };
    const accepted = await accept(request, kind, deps, body, fromForm, client);
    return acceptedAnswer(accepted, { fromForm, base: origin, body }, deps, cors);
  } catch (error) {
    if (error instanceof HttpError) {
      if (error instanceof ClientAborted) {
        log.info({ endpoint: kind }, "the client aborted the request before its body arrived");
      }
      return refuse(error, cors);
    }
    log.error({ endpoint: kind, error: errorKind(error) }, "unexpected failure answering a lead");
    return refuse(new HttpError(500, deps.words.refusals.failed), cors);
  }
}

function preflight(request: Request, deps: LeadEndpointDeps): Response {
  const origin = pageOrigin(request, deps.allowedOrigins());
  if (origin === null) return json(403, { ok: false, error: deps.words.refusals.origin });
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

export function leadEndpoint(kind: LeadEndpointKind, deps: LeadEndpointDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method === "POST") return post(request, kind, deps);
    if (request.method === "OPTIONS") return preflight(request, deps);
    return methodNotAllowed();
  };
}

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
