import type { SiteConfig } from "@/config/schema";
import type { EmailsCopy } from "@/content/emails";
import type { DbHandle } from "@/server/db/client";
import { NO_EMAIL_MATERIAL, type EmailMaterial } from "../email-material";
import { getDatabase } from "@/server/db";
import { serverEnv, type ServerEnv } from "@/server/env";
import { errorKind, log } from "@/server/log";
import { outboxSettingsFromEnv, sendersFromEnv } from "./start";
import { runOutboxRound, type Senders } from "./worker";
import { hasBearerKey } from "@/server/http/bearer-key";
import { json } from "@/server/http/json";

/** Where a scheduler calls to deliver the outbox on a host with no long-lived process. */
export const OUTBOX_PATH = "/api/outbox";

export type OutboxEndpointDeps = {
  database: () => Promise<DbHandle>;
  env: () => ServerEnv;
  senders: (env: ServerEnv) => Senders;
};

/**
 * The endpoint's parts as configured, for the site the settings describe, sending the emails in
 * `words` with what the build gives them (none: `astro dev`).
 */
export function configuredOutboxDeps(
  site: SiteConfig,
  words: EmailsCopy,
  material: EmailMaterial = NO_EMAIL_MATERIAL,
): OutboxEndpointDeps {
  return {
    database: getDatabase,
    env: serverEnv,
    senders: (env) => sendersFromEnv(env, site, words, material),
  };
}

/**
 * `GET` or `POST /api/outbox` with `Authorization: Bearer <CRON_SECRET>`: one round of the
 * delivery worker (the daily purge, then the due deliveries) for up to LEAD_CRON_BUDGET_MS; what
 * is left waits for the next call. Vercel's cron jobs send GET with that header; any other
 * scheduler can POST. Without CRON_SECRET the address does not exist (404), and a wrong key gets
 * 401. Answers the round's counts, nothing about a lead.
 */
export function outboxEndpoint(deps: OutboxEndpointDeps) {
  return async (request: Request): Promise<Response> => {
    const env = deps.env();
    if (!env.CRON_SECRET) return json(404, { ok: false, error: "Not found." });
    if (request.method !== "GET" && request.method !== "POST") {
      return json(405, { ok: false, error: "Call with GET or POST." }, { allow: "GET, POST" });
    }
    if (!hasBearerKey(request, env.CRON_SECRET)) {
      return json(
        401,
        { ok: false, error: "Send the scheduler's key as Authorization: Bearer <CRON_SECRET>." },
        { "www-authenticate": 'Bearer realm="outbox"' },
      );
    }
    try {
      const handle = await deps.database();
      const run = await runOutboxRound(
        handle,
        deps.senders(env),
        outboxSettingsFromEnv(env),
        AbortSignal.timeout(env.LEAD_CRON_BUDGET_MS),
      );
      log.info({ component: "outbox", ...run }, "scheduled round done");
      return json(200, { ok: true, ...run });
    } catch (error) {
      log.error({ component: "outbox", error: errorKind(error) }, "scheduled round failed");
      return json(503, { ok: false, error: "The outbox could not run; the next call retries." });
    }
  };
}
