import type { SchedulerLead } from "./scheduler-lead";

export type LandingLeadValues = SchedulerLead<"landing">;

/** How a landing lead reads in the agency's inbox, never on the page. */
const INBOX = {
  subjectPrefix: "AI Receptionist Inquiry -",
  subjectFallback: "General",
  summary: { name: "Name", businessType: "Business type", notes: "Notes", noNotes: "none" },
} as const;

/** As docs/product.md's "What the site sends" gives them. */
export function landingInboxText(
  lead: Pick<LandingLeadValues, "fullName" | "businessType"> & { notes?: string | undefined },
): { subject: string; message: string } {
  const businessType = lead.businessType || INBOX.subjectFallback;
  const { summary } = INBOX;
  return {
    subject: `${INBOX.subjectPrefix} ${businessType}`,
    message: [
      `${summary.name}: ${lead.fullName}`,
      `${summary.businessType}: ${businessType}`,
      `${summary.notes}: ${lead.notes || summary.noNotes}`,
    ].join("\n"),
  };
}
