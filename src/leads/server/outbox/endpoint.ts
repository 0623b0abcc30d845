import type { SiteConfig } from "@/config/schema";
import type { EmailsCopy } from "@/leads/copy/emails";
import type { DbHandle } from "@/server/db/client";
import type { EmailMaterialSource } from "../email-material";
import { getDatabase } from "@/server/db";
import { serverEnv, type ServerEnv } from "@/server/env";
import { errorKind, log } from "@/server/log";
import type { StaffRecipients } from "./recipients";
import { sendersFromEnv, type Senders } from "./senders";
import { outboxSettingsFromEnv, runOutboxRound, type Housekeeping } from "./worker";
import { hasBearerKey } from "@/server/http/bearer-key";
import { json } from "@/server/http/json";

export const OUTBOX_PATH = "/api/outbox";

export type OutboxEndpointDeps = {
  database: () => Promise<DbHandle>;
  env: () => ServerEnv;
  senders: (env: ServerEnv) => Senders;
  housekeeping: (env: ServerEnv) => Housekeeping;
};

export function configuredOutboxDeps(
  site: SiteConfig,
  words: EmailsCopy,
  material: EmailMaterialSource,
  housekeeping: (env: ServerEnv) => Housekeeping,
  staffRecipients: StaffRecipients,
): OutboxEndpointDeps {
  return {
    database: getDatabase,
    env: serverEnv,
    senders: (env) => sendersFromEnv(env, site, words, material, staffRecipients),
    housekeeping,
  };
}

/**
 * One worker round for a host with no long-lived process, within LEAD_CRON_BUDGET_MS; the rest
 * waits for the next call. GET for Vercel's cron jobs, POST for any other scheduler.
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
        { ...outboxSettingsFromEnv(env), housekeeping: deps.housekeeping(env) },
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
