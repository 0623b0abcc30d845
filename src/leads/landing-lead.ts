import type { LeadFormsCopy } from "@/content/lead-forms";
import { fillTemplate } from "@/lib/fill-template";
import type { SchedulerLead } from "./scheduler-lead";

/** The visitor's answers, by docs/product.md's field names. */
export type LandingLeadValues = SchedulerLead<"landing">;

export type LandingInboxWords = LeadFormsCopy["landingInbox"];

/**
 * A landing lead's subject and message (docs/product.md, "What the site sends"): its script sends
 * them, and the lead API writes and stores its own, whatever the browser sent.
 */
export function landingInboxText(
  lead: Pick<LandingLeadValues, "fullName" | "businessType"> & { notes?: string | undefined },
  words: LandingInboxWords,
): { subject: string; message: string } {
  const businessType = lead.businessType || words.general;
  return {
    subject: fillTemplate(words.subject, { businessType }),
    message: fillTemplate(words.message, {
      name: lead.fullName,
      businessType,
      notes: lead.notes || words.noNotes,
    }),
  };
}
