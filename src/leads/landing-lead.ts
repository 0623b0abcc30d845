import type { LeadFormsCopy } from "@/content/lead-forms";
import { fillTemplate } from "@/lib/fill-template";
import type { SchedulerLead } from "./scheduler-lead";

export type LandingLeadValues = SchedulerLead<"landing">;

export type LandingInboxWords = LeadFormsCopy["landingInbox"];

/** As docs/product.md's "What the site sends" gives them. */
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
