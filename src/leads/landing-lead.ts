import type { SchedulerLead } from "./scheduler-lead";

/** The visitor's answers, by docs/product.md's field names. */
export type LandingLeadValues = SchedulerLead<"landing">;

/**
 * How a landing lead reads in the agency's inbox, never on the page: a subject naming the
 * business type ("General" without one) and a message summing up name, business type and notes.
 */
const INBOX = {
  subjectPrefix: "AI Receptionist Inquiry -",
  subjectFallback: "General",
  summary: { name: "Name", businessType: "Business type", notes: "Notes", noNotes: "none" },
} as const;

/**
 * The subject and message of a landing lead, as docs/product.md's "What the site sends" gives them.
 * The form's script sends them with its answers; the lead API writes them again from the answers
 * and stores its own, whatever the browser sent (and when it sent none: a form the browser sent
 * without its script).
 */
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
