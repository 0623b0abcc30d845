import type { LandingLeadInput } from "./lead-schemas";
import type { SchedulerLead } from "./scheduler-lead";

/** The visitor's answers, by SPEC.md's field names. */
export type LandingLeadValues = SchedulerLead<"landing">;

/** How the lead reads in the agency's inbox: words from content. */
export type LandingLeadText = {
  /** "AI Receptionist Inquiry -", followed by a space and the business type. */
  subjectPrefix: string;
  /** Stands in for a missing business type: "General". */
  subjectFallback: string;
  /** Labels of the message's lines, and the word for no notes. */
  summary: { name: string; businessType: string; notes: string; noNotes: string };
};

/**
 * The payload SPEC.md §7 gives for POST /api/landing-contact: the answers, the source, a subject
 * naming the business type and a message summing up name, business type and notes. The tracking
 * fields are added by submitLead from the attribution captured on arrival.
 */
export function landingLeadPayload(
  lead: LandingLeadValues,
  text: LandingLeadText,
): LandingLeadInput {
  const businessType = lead.businessType || text.subjectFallback;
  const { summary } = text;
  return {
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    businessType: lead.businessType as LandingLeadInput["businessType"],
    notes: lead.notes,
    source: "landing_page",
    subject: `${text.subjectPrefix} ${businessType}`,
    message: [
      `${summary.name}: ${lead.fullName}`,
      `${summary.businessType}: ${businessType}`,
      `${summary.notes}: ${lead.notes || summary.noNotes}`,
    ].join("\n"),
  };
}
