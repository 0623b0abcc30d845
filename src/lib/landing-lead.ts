import type { Attribution } from "./lead-fields";
import type { LandingLeadInput } from "./lead-schemas";
import { buildSchedulerUrl } from "./scheduler";

/**
 * The landing form's inputs are named after the scheduler's query parameters, like the home
 * form's, so without JavaScript the form is a plain GET to the scheduler with the answers
 * prefilled (name, email, a1 the business type, a2 the phone). The notes have no name: they go
 * only to the lead API, never into a URL. The SMS box has none either: its value is not sent.
 */
export const LANDING_LEAD_INPUTS = {
  fullName: "name",
  email: "email",
  businessType: "a1",
  phone: "a2",
} as const;

/** The visitor's answers, by SPEC.md's field names. */
export type LandingLeadValues = {
  fullName: string;
  email: string;
  phone: string;
  businessType: string;
  notes: string;
};

export function readLandingLead(data: FormData, notes: string): LandingLeadValues {
  const value = (field: keyof typeof LANDING_LEAD_INPUTS) => {
    const entry = data.get(LANDING_LEAD_INPUTS[field]);
    return typeof entry === "string" ? entry.trim() : "";
  };
  return {
    fullName: value("fullName"),
    email: value("email"),
    phone: value("phone"),
    businessType: value("businessType"),
    notes: notes.trim(),
  };
}

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

/** The scheduler page a stored lead goes on to: answers prefilled, the visit's utm tags passed on. */
export function landingSchedulerUrl(
  schedulerUrl: string,
  lead: LandingLeadValues,
  attribution: Attribution,
): string {
  return buildSchedulerUrl(
    schedulerUrl,
    { name: lead.fullName, email: lead.email, a1: lead.businessType, a2: lead.phone },
    attribution,
  );
}
