import type { SiteConfig } from "@/config/schema";
import type { EmailsCopy } from "@/content/emails";
import type { DbHandle } from "@/server/db/client";
import { NO_EMAIL_MATERIAL, type EmailMaterial } from "../email-material";
import { emailBrand } from "../emails/types";
import { visitorEmailCaps, type ServerEnv } from "@/server/env";
import { createEmailSender, createMailTransport, createVisitorCapSender } from "./email";
import { createVisitorEmailSender } from "./visitor-email";
import { createWebhookSender } from "./webhook";
import { startOutboxLoop, type OutboxRoundSettings, type Senders, type WorkerLoop } from "./worker";

export type SenderSite = Pick<
  SiteConfig,
  "name" | "url" | "email" | "phone" | "address" | "schedulerUrl"
>;

export function sendersFromEnv(
  env: ServerEnv,
  site: SenderSite,
  words: EmailsCopy,
  material: EmailMaterial = NO_EMAIL_MATERIAL,
): Senders {
  const senders: Senders = {};
  const brand = emailBrand(site);
  if (env.SMTP_URL && env.LEAD_EMAIL_TO) {
    const transport = createMailTransport(env.SMTP_URL);
    const from = env.LEAD_EMAIL_FROM ?? `${site.name} <leads@${new URL(site.url).hostname}>`;
    senders.email = createEmailSender(transport, { from, to: env.LEAD_EMAIL_TO, brand, words });
    senders["visitor-cap"] = createVisitorCapSender(transport, {
      from,
      to: env.LEAD_EMAIL_TO,
      brand,
      words,
      caps: visitorEmailCaps(env),
    });
    if (env.VISITOR_EMAIL === "on") {
      senders.visitor = createVisitorEmailSender(transport, {
        from: env.VISITOR_EMAIL_FROM ?? from,
        replyTo: env.VISITOR_EMAIL_REPLY_TO ?? site.email,
        brand,
        site,
        words,
        ...material,
      });
    }
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

export function outboxSettingsFromEnv(env: ServerEnv): OutboxRoundSettings {
  return {
    maxAttempts: env.LEAD_DELIVERY_MAX_ATTEMPTS,
    retryBaseMs: env.LEAD_RETRY_BASE_MS,
    retryMaxMs: env.LEAD_RETRY_MAX_MS,
    retentionDays: env.LEAD_RETENTION_DAYS,
    leaseMs: env.LEAD_DELIVERY_LEASE_MS,
  };
}

export function startOutboxWorker(
  database: () => Promise<DbHandle>,
  env: ServerEnv,
  site: SenderSite,
  words: EmailsCopy,
  material: EmailMaterial,
): WorkerLoop {
  return startOutboxLoop(database, sendersFromEnv(env, site, words, material), {
    ...outboxSettingsFromEnv(env),
    intervalMs: env.LEAD_WORKER_INTERVAL_MS,
  });
}
