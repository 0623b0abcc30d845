import nodemailer, { type Transporter } from "nodemailer";
import type { EmailsCopy } from "@/content/emails";
import type { EmailBrand } from "../emails/types";
import { renderLeadNotification } from "../emails/lead-notification";
import { renderVisitorCapNotice } from "../emails/visitor-cap-notice";
import type { VisitorEmailCaps } from "@/server/env";
import type { Sender } from "./worker";

/**
 * Nodemailer's own timeouts (up to ten minutes) cut to seconds, so a stalled server gives up well
 * within the worker's lease.
 */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
}

export type EmailSettings = { from: string; to: string; brand: EmailBrand; words: EmailsCopy };

/** A reply goes to the visitor. */
export function createEmailSender(transport: Transporter, settings: EmailSettings): Sender {
  return async (lead) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: lead.email,
      ...(await renderLeadNotification(lead, settings.brand, settings.words.leadNotification)),
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
