import type { EmailsCopy } from "@/leads/copy/emails";
import { isLeadForm } from "@/leads/fields";
import { SCHEDULER_LEAD_FORMS } from "@/leads/scheduler-lead";
import { calculatorInputsSchema } from "@/lib/calculator-inputs";
import { LEAD_ORIGIN_COLUMNS } from "@/lib/lead-origin";
import { estimateRows, type EstimateLabels } from "@/lib/missed-calls";
import type { Lead } from "@/server/db/schema";
import { inboxTime } from "@/server/time-zone";

type Row = [label: string, value: string | null];

/** A form's name for the agency: its words, or what the database holds for another source. */
export const formName = (forms: EmailsCopy["leadNotification"]["forms"], form: string) =>
  isLeadForm(form) ? forms[form] : form;

/** The lead's fields for people to read: when it came, in the agency's time zone (`zone`), named. */
export function leadRows(
  lead: Lead,
  { fields, forms }: EmailsCopy["leadNotification"],
  zone: string,
): { contact: Row[]; attribution: Row[] } {
  return {
    contact: [
      [fields.name, lead.name],
      [fields.email, lead.email],
      [fields.phone, lead.phone],
      [fields.practice, lead.practice],
      [fields.businessType, lead.business_type],
      [fields.subject, lead.subject],
      [fields.message, lead.message],
      [fields.notes, lead.notes],
      // The landing form's fixed `source`, for the CRM, only repeats the Form row in a code.
      [
        fields.source,
        lead.source === SCHEDULER_LEAD_FORMS.landing.fixed.source ? null : lead.source,
      ],
    ],
    attribution: [
      [fields.form, formName(forms, lead.form)],
      [fields.page, lead.page_url],
      [fields.referrer, lead.referrer],
      ["utm_source", lead.utm_source],
      ["utm_medium", lead.utm_medium],
      ["utm_campaign", lead.utm_campaign],
      ["utm_content", lead.utm_content],
      ["utm_term", lead.utm_term],
      ["gclid", lead.gclid],
      ["fbclid", lead.fbclid],
      [fields.device, lead.device],
      [fields.received, inboxTime(lead.created_at, zone, { withZone: true })],
      [fields.id, lead.id],
    ],
  };
}

const NOT_SENT = new Set<string>(["ip_hash", ...LEAD_ORIGIN_COLUMNS]);

/**
 * The JSON a CRM receives: every stored field except the IP hash, and what the report works out
 * from the others.
 */
export function leadPayload(lead: Lead) {
  return Object.fromEntries(Object.entries(lead).filter(([key]) => !NOT_SENT.has(key)));
}

/** The calculator's estimate the lead carried, as rows; null without numbers or without labels. */
export function leadEstimate(lead: Lead, labels: EstimateLabels | null) {
  if (!lead.calculator_inputs || !labels) return null;
  const inputs = calculatorInputsSchema.safeParse(JSON.parse(lead.calculator_inputs));
  return inputs.success ? estimateRows(labels, inputs.data) : null;
}
