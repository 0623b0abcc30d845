import type { Transporter } from "nodemailer";
import type { SiteConfig } from "@/config/schema";
import { lastingPdfPath } from "@/lib/documents/catalogue";
import { buildSchedulerUrl } from "@/lib/scheduler";
import type { Lead } from "../db/schema";
import type { DocumentFile, Documents } from "../documents";
import type { EmailBrand, EstimateRow, VisitorEmail } from "../emails/types";
import { renderVisitorEmail } from "../emails/visitor-email";
import type { Sender } from "./worker";

/** A PDF this size or larger goes as its link alone: many inboxes refuse big attachments. */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export type VisitorEmailSite = Pick<SiteConfig, "url" | "schedulerUrl">;

/**
 * What the visitor is sent for their lead: the document their form asked for, with its file to
 * attach when it is small enough, or word that their request is in, with a booking link filled in
 * with their details (and the estimate they carried). A form that asks for a document the build
 * does not have gets none: `skipped` says why.
 */
function visitorEmailFor(
  lead: Lead,
  site: VisitorEmailSite,
  documents: Documents,
): { email: VisitorEmail; attachment?: DocumentFile } | { skipped: string } {
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
    name: lead.name,
    bookingUrl: buildSchedulerUrl(
      site.schedulerUrl,
      { name: lead.name, email: lead.email, a2: lead.phone ?? undefined },
      {
        utm_source: lead.utm_source ?? undefined,
        utm_medium: lead.utm_medium ?? undefined,
        utm_campaign: lead.utm_campaign ?? undefined,
      },
    ),
    // Written by the lead API from rows it checked (lead-schemas.ts).
    estimate: lead.estimate ? (JSON.parse(lead.estimate) as EstimateRow[]) : null,
  };
  return { email };
}

export type VisitorEmailSettings = {
  from: string;
  replyTo: string;
  brand: EmailBrand;
  site: VisitorEmailSite;
  documents: Documents;
};

/** Sends the visitor their email for a lead, with the document attached where it fits. */
export function createVisitorEmailSender(
  transport: Transporter,
  settings: VisitorEmailSettings,
): Sender {
  return async (lead) => {
    const planned = visitorEmailFor(lead, settings.site, settings.documents);
    if ("skipped" in planned) return planned;
    const { email, attachment } = planned;
    await transport.sendMail({
      from: settings.from,
      to: lead.email,
      replyTo: settings.replyTo,
      ...(await renderVisitorEmail(email, settings.brand)),
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
