import type { Attribution } from "./lead-fields";
import { buildSchedulerUrl } from "./scheduler";

/**
 * The home form's inputs are named after the scheduler's query parameters, so the form is a
 * plain GET to the scheduler: without JavaScript it arrives there with name, email, a1 (the
 * practice) and a2 (the phone) all the same. With JavaScript the form records the lead and adds
 * the visit's utm parameters first (see HomeLeadForm).
 */
export const HOME_LEAD_INPUTS = {
  name: "name",
  email: "email",
  practice: "a1",
  phone: "a2",
} as const;

/** What the home form keeps under lead_prefill: SPEC.md's fields, in its order. */
export type HomeLeadPrefill = { name: string; email: string; phone: string; practice: string };

export function readHomeLead(data: FormData): HomeLeadPrefill {
  const value = (field: keyof typeof HOME_LEAD_INPUTS) => {
    const entry = data.get(HOME_LEAD_INPUTS[field]);
    return typeof entry === "string" ? entry.trim() : "";
  };
  return {
    name: value("name"),
    email: value("email"),
    phone: value("phone"),
    practice: value("practice"),
  };
}

/** The scheduler page the form leads to: the answers prefilled, the visit's utm tags passed on. */
export function homeLeadSchedulerUrl(
  schedulerUrl: string,
  lead: HomeLeadPrefill,
  attribution: Attribution,
): string {
  return buildSchedulerUrl(
    schedulerUrl,
    { name: lead.name, email: lead.email, a1: lead.practice, a2: lead.phone },
    attribution,
  );
}

/**
 * A GET form replaces its action's query with its fields, so parameters already on the
 * scheduler URL travel as hidden inputs instead.
 */
export function getFormTarget(url: string): { action: string; hidden: [string, string][] } {
  const target = new URL(url);
  const hidden = [...target.searchParams];
  target.search = "";
  return { action: target.toString(), hidden };
}
