import type { SiteConfig } from "@/config/schema";
import type { DbHandle } from "../db/client";
import type { ServerEnv } from "../env";
import { createEmailSender } from "./email";
import { createWebhookSender } from "./webhook";
import { startOutboxLoop, type OutboxRoundSettings, type Senders, type WorkerLoop } from "./worker";

/** The senders the configuration asks for: email when SMTP is set, webhook when its URL is. */
export function sendersFromEnv(env: ServerEnv, site: Pick<SiteConfig, "name" | "url">): Senders {
  const senders: Senders = {};
  if (env.SMTP_URL && env.LEAD_EMAIL_TO) {
    senders.email = createEmailSender({
      smtpUrl: env.SMTP_URL,
      from: env.LEAD_EMAIL_FROM ?? `${site.name} <leads@${new URL(site.url).hostname}>`,
      to: env.LEAD_EMAIL_TO,
      siteName: site.name,
    });
  }
  if (env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET) {
    senders.webhook = createWebhookSender({
      url: env.LEAD_WEBHOOK_URL,
      secret: env.LEAD_WEBHOOK_SECRET,
      timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
      userAgent: `${site.name} lead webhook`,
    });
  }
  return senders;
}

/** The configured limits of a worker's round: attempts, backoff, retention and lease. */
export function outboxSettingsFromEnv(env: ServerEnv): OutboxRoundSettings {
  return {
    maxAttempts: env.LEAD_DELIVERY_MAX_ATTEMPTS,
    retryBaseMs: env.LEAD_RETRY_BASE_MS,
    retryMaxMs: env.LEAD_RETRY_MAX_MS,
    retentionDays: env.LEAD_RETENTION_DAYS,
    leaseMs: env.LEAD_DELIVERY_LEASE_MS,
  };
}

/** Starts the delivery worker with the configured senders and limits. */
export function startOutboxWorker(
  database: () => Promise<DbHandle>,
  env: ServerEnv,
  site: Pick<SiteConfig, "name" | "url">,
): WorkerLoop {
  return startOutboxLoop(database, sendersFromEnv(env, site), {
    ...outboxSettingsFromEnv(env),
    intervalMs: env.LEAD_WORKER_INTERVAL_MS,
  });
}
