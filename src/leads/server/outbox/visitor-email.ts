import type { Transporter } from "nodemailer";
import type { SiteConfig } from "@/config/schema";
import type { EmailsCopy } from "@/content/emails";
import { lastingPdfPath } from "@/documents/catalogue";
import { isLeadForm } from "@/leads/fields";
import { calculatorInputsSchema } from "@/leads/schemas";
import { estimateRows, type EstimateLabels } from "@/lib/missed-calls";
import { buildSchedulerUrl } from "@/lib/scheduler";
import type { Lead } from "@/server/db/schema";
import type { DocumentFile, EmailMaterial } from "../email-material";
import type { EmailBrand, VisitorEmail } from "../emails/types";
import { greetingName, renderVisitorEmail } from "../emails/visitor-email";
import type { Sender } from "./worker";

/** A PDF this size or larger goes as its link alone: many inboxes refuse big attachments. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export type VisitorEmailSite = Pick<SiteConfig, "url" | "schedulerUrl">;

/** Null without numbers, or without the build's words (under `astro dev`). */
function estimateOf(lead: Lead, labels: EstimateLabels | null) {
  if (!lead.calculator_inputs || !labels) return null;
  const inputs = calculatorInputsSchema.safeParse(JSON.parse(lead.calculator_inputs));
  return inputs.success ? estimateRows(labels, inputs.data) : null;
}

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
  if (lead.form === "lead-magnet" || lead.form === "case-study") {
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
    bookingUrl: buildSchedulerUrl(site.schedulerUrl, { email: lead.email }),
    estimate: estimateOf(lead, estimateLabels),
  };
  return { email };
}

export type VisitorEmailSettings = EmailMaterial & {
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
    const planned = visitorEmailFor(lead, settings.site, settings);
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
