import type { LeadForm } from "@/leads/fields";
import type { Lead } from "@/server/db/schema";

const FORM_LABELS: Record<LeadForm, string> = {
  home: "Home page growth plan",
  contact: "Contact form",
  landing: "Landing page",
  "case-study": "Case study request",
  "lead-magnet": "Lead magnet download",
};

export function formLabel(form: LeadForm): string {
  return FORM_LABELS[form];
}

type Row = [label: string, value: string | null];

export function leadRows(lead: Lead): { contact: Row[]; attribution: Row[] } {
  return {
    contact: [
      ["Name", lead.name],
      ["Email", lead.email],
      ["Phone", lead.phone],
      ["Practice", lead.practice],
      ["Business type", lead.business_type],
      ["Subject", lead.subject],
      ["Message", lead.message],
      ["Notes", lead.notes],
      ["Source", lead.source],
    ],
    attribution: [
      ["Form", formLabel(lead.form)],
      ["Page", lead.page_url],
      ["Referrer", lead.referrer],
      ["utm_source", lead.utm_source],
      ["utm_medium", lead.utm_medium],
      ["utm_campaign", lead.utm_campaign],
      ["utm_content", lead.utm_content],
      ["utm_term", lead.utm_term],
      ["gclid", lead.gclid],
      ["fbclid", lead.fbclid],
      ["Device", lead.device],
      ["Received", lead.created_at],
      ["Lead id", lead.id],
    ],
  };
}

/** The JSON a CRM receives: every stored field except the IP hash. */
export function leadPayload(lead: Lead) {
  return Object.fromEntries(Object.entries(lead).filter(([key]) => key !== "ip_hash"));
}
