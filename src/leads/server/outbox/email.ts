import nodemailer, { type Transporter } from "nodemailer";
import type { EmailsCopy } from "@/content/emails";
import type { EmailBrand } from "../emails/types";
import { renderLeadNotification } from "../emails/lead-notification";
import { renderVisitorCapNotice } from "../emails/visitor-cap-notice";
import type { VisitorEmailCaps } from "@/server/env";
import type { Sender } from "./worker";

/**
 * The SMTP connection the lead emails go out on; a send throws when the server does not accept
 * the message. Nodemailer's own timeouts (up to ten minutes) are cut to seconds so that a stalled
 * server gives up well within the worker's lease, which also stops waiting at its deadline.
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

/** Sends the agency its notification of a lead; a reply goes to the visitor. */
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

/** Sends the agency its notice that the site's visitor emails reached their cap (with the lead that did). */
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
