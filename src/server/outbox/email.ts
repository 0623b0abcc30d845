import nodemailer from "nodemailer";
import { brandColors } from "@/config/brand";
import { escapeHtml } from "@/lib/escape-html";
import type { Lead } from "../db/schema";
import { formLabel, leadRows } from "./lead-summary";

export type EmailSettings = { smtpUrl: string; from: string; to: string; siteName: string };

function present(rows: [string, string | null][]) {
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

/** Subject, plain text and HTML of the notification for one lead. */
export function leadEmail(lead: Lead, siteName: string) {
  const { contact, attribution } = leadRows(lead);
  const subject = `New lead from ${lead.name} (${formLabel(lead.form)})`;
  const text = [
    `A new lead arrived on ${siteName}.`,
    "",
    ...present(contact).map(([label, value]) => `${label}: ${value}`),
    "",
    "Where it came from",
    ...present(attribution).map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
  const table = (rows: [string, string][]) =>
    `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="color:${brandColors.inkMuted};font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`;
  const html = `<div style="font-family:system-ui,sans-serif;color:${brandColors.ink}"><h1 style="font-size:20px">New lead: ${escapeHtml(lead.name)}</h1>${table(present(contact))}<h2 style="font-size:16px;margin-top:24px">Where it came from</h2>${table(present(attribution))}</div>`;
  return { subject, text, html };
}

/**
 * Sends lead notifications over SMTP; throws when the server does not accept the message.
 * Nodemailer's own timeouts (up to ten minutes) are cut to seconds so that a stalled server
 * gives up well within the worker's lease, which also stops waiting at its deadline.
 */
export function createEmailSender(settings: EmailSettings) {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return async (lead: Lead) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: lead.email,
      ...leadEmail(lead, settings.siteName),
    });
  };
}
