import { createHmac } from "node:crypto";
import type { Transporter } from "nodemailer";
import { createMailTransport } from "@/server/email/transport";
import type { SiteConfig } from "@/config/schema";
import type { EmailsCopy } from "@/leads/copy/emails";
import { lastingPdfPath } from "@/documents/catalogue";
import { isEmailOnlyForm, isLeadForm } from "@/leads/fields";
import { buildSchedulerUrl } from "@/lib/scheduler";
import type { Db } from "@/server/db/client";
import type { Delivery, DeliveryChannel, Lead } from "@/server/db/schema";
import { visitorEmailCaps, type ServerEnv, type VisitorEmailCaps } from "@/server/env";
import { webhookKey } from "@/server/webhook-secret";
import {
  NO_EMAIL_MATERIAL,
  type DocumentFile,
  type EmailMaterial,
  type EmailMaterialSource,
} from "../email-material";
import { renderLeadNotification } from "../emails/lead-notification";
import { renderVisitorCapNotice } from "../emails/visitor-cap-notice";
import { renderDeliveryAlert } from "../emails/delivery-alert";
import { ALERT_REPEAT_HOURS, type AlertSender } from "./trouble";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { agencyFrom, emailBrand, type EmailBrand } from "@/server/email/brand";
import type { VisitorEmail } from "../emails/types";
import { greetingName, renderVisitorEmail } from "../emails/visitor-email";
import { leadEstimate, leadPayload } from "./lead-summary";
import { leadEmailRecipients, type StaffRecipients } from "./recipients";

export type Skipped = { skipped: string };

/**
 * `deadline` aborts when the worker's lease is about to end: a sender must stop by then, so no
 * other worker can be sending the delivery at the same time. `db` is the worker's, for what a
 * sender reads as it sends.
 */
export type Sender = (
  lead: Lead,
  delivery: Delivery,
  deadline: AbortSignal,
  db: Db,
) => Promise<void | Skipped>;
/** One sender per channel, and the agency's alert when leads stop reaching it (./trouble.ts). */
export type Senders = Partial<Record<DeliveryChannel, Sender>> & { alert?: AlertSender };

export type SenderSite = Pick<
  SiteConfig,
  "name" | "url" | "email" | "phone" | "address" | "schedulerUrl"
>;

export function sendersFromEnv(
  env: ServerEnv,
  site: SenderSite,
  words: EmailsCopy,
  material: EmailMaterialSource = NO_EMAIL_MATERIAL,
  staffRecipients?: StaffRecipients,
): Senders {
  const senders: Senders = {};
  const brand = emailBrand(site);
  if (env.SMTP_URL && env.LEAD_EMAIL_TO) {
    const transport = createMailTransport(env.SMTP_URL);
    const from = agencyFrom(env, site);
    senders.email = createEmailSender(transport, {
      from,
      to: env.LEAD_EMAIL_TO,
      brand,
      words,
      timeZone: env.INBOX_TIME_ZONE,
      staffRecipients,
    });
    senders.alert = async (trouble) => {
      await transport.sendMail({
        from,
        to: env.LEAD_EMAIL_TO,
        ...(await renderDeliveryAlert(
          trouble,
          {
            brand,
            inboxUrl: new URL(INBOX_PATHS.home, site.url).href,
            repeatHours: ALERT_REPEAT_HOURS,
          },
          words.deliveryAlert,
        )),
      });
    };
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
        material,
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

export type EmailSettings = { from: string; to: string; brand: EmailBrand; words: EmailsCopy };

/**
 * To LEAD_EMAIL_TO and the staff `staffRecipients` names (none without it); a reply goes to the
 * visitor; `timeZone` is the agency's, which the email's times are in.
 */
export function createEmailSender(
  transport: Transporter,
  settings: EmailSettings & { timeZone: string; staffRecipients?: StaffRecipients },
): Sender {
  return async (lead, _delivery, _deadline, db) => {
    const staff = (await settings.staffRecipients?.(db, lead)) ?? [];
    await transport.sendMail({
      from: settings.from,
      to: leadEmailRecipients(settings.to, staff),
      replyTo: lead.email,
      ...(await renderLeadNotification(lead, settings, settings.words.leadNotification)),
    });
  };
}

export function createVisitorCapSender(
  transport: Transporter,
  settings: EmailSettings & { caps: VisitorEmailCaps },
): Sender {
  return async () => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      ...(await renderVisitorCapNotice(settings.caps, settings.brand, settings.words.capNotice)),
    });
  };
}

/** A PDF this size or larger goes as its link alone: many inboxes refuse big attachments. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export type VisitorEmailSite = Pick<SiteConfig, "url" | "schedulerUrl">;

/**
 * In the site's own words only, so no one can make it carry theirs to someone else's inbox. A
 * form that asks for a document this build lacks gets none: `skipped` says why.
 */
function visitorEmailFor(
  lead: Lead,
  site: VisitorEmailSite,
  { documents, estimateLabels }: EmailMaterial,
): { email: VisitorEmail; attachment?: DocumentFile } | { skipped: string } {
  if (!isLeadForm(lead.form)) return { skipped: `no visitor email for the form "${lead.form}"` };
  if (isEmailOnlyForm(lead.form)) {
    const document = lead.document ? documents.get(lead.document) : undefined;
    if (!document) {
      return {
        skipped: lead.document
          ? `this build has no document "${lead.document}"`
          : "the lead names no document",
      };
    }
    const attached = document.bytes < MAX_ATTACHMENT_BYTES;
    return {
      email: {
        kind: "document",
        form: lead.form,
        document: {
          title: document.title,
          eyebrow: document.eyebrow,
          pdfUrl: `${site.url}${lastingPdfPath(document.slug)}`,
          pageUrl: `${site.url}${document.page}`,
        },
        attached,
      },
      attachment: attached ? document : undefined,
    };
  }
  const email: VisitorEmail = {
    kind: "request",
    form: lead.form,
    greeting: greetingName(lead.name),
    bookingUrl: buildSchedulerUrl(site.schedulerUrl, { email: lead.email }, {}, lead.id),
    estimate: leadEstimate(lead, estimateLabels),
  };
  return { email };
}

export type VisitorEmailSettings = {
  material: EmailMaterialSource;
  from: string;
  replyTo: string;
  brand: EmailBrand;
  site: VisitorEmailSite;
  words: EmailsCopy;
};

export function createVisitorEmailSender(
  transport: Transporter,
  settings: VisitorEmailSettings,
): Sender {
  return async (lead) => {
    const { material } = settings;
    const planned = visitorEmailFor(
      lead,
      settings.site,
      typeof material === "function" ? await material() : material,
    );
    if ("skipped" in planned) return planned;
    const { email, attachment } = planned;
    await transport.sendMail({
      from: settings.from,
      to: lead.email,
      replyTo: settings.replyTo,
      ...(await renderVisitorEmail(email, settings.brand, settings.words)),
      attachments: attachment
        ? [
            {
              filename: `${attachment.slug}.pdf`,
              path: attachment.file,
              contentType: "application/pdf",
            },
          ]
        : [],
    });
  };
}

export type WebhookSettings = { url: string; secret: string; timeoutMs: number; userAgent: string };

/** The `webhook-signature` header: HMAC-SHA256 over `id.timestamp.body`, base64, version v1. */
function signWebhook(key: Buffer, id: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${digest}`;
}

/** Posts the lead as signed JSON; only a 2xx answer within the timeout counts as delivered. */
export function createWebhookSender(settings: WebhookSettings) {
  // The settings take a secret only in its one form (env.ts).
  const key = webhookKey(settings.secret);
  if (!key) throw new Error("LEAD_WEBHOOK_SECRET is not a whsec_ secret");
  return async (lead: Lead, delivery: Delivery, deadline: AbortSignal) => {
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      type: "lead.created",
      timestamp: new Date(timestamp * 1000).toISOString(),
      data: leadPayload(lead),
    });
    const response = await fetch(settings.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": settings.userAgent,
        "webhook-id": delivery.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(key, delivery.id, timestamp, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.any([deadline, AbortSignal.timeout(settings.timeoutMs)]),
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) {
      throw new Error(`webhook answered HTTP ${response.status}`);
    }
  };
}
