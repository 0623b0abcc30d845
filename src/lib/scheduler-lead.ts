import type { Attribution } from "./lead-fields";
import type { ContactLeadInput } from "./lead-schemas";
import { buildSchedulerUrl, type SchedulerPrefill } from "./scheduler";

/**
 * The forms that end on the scheduler: the home page's growth plan, /contact and /landing. Each
 * field's id is SPEC.md's field name. A field the scheduler takes is also named after that parameter
 * (name, email, a1, a2), so the form is a plain GET to the scheduler and works without
 * JavaScript; a field it does not take (the contact message) has no name, so it never travels
 * in the scheduler's URL (the contact message, the landing notes). Fields are in SPEC.md §3's
 * order, which is also lead_prefill's.
 */
export const SCHEDULER_LEAD_FORMS = {
  home: [
    { field: "name", id: "full_name", param: "name" },
    { field: "email", id: "work_email", param: "email" },
    { field: "phone", id: "phone", param: "a2" },
    { field: "practice", id: "practice_name", param: "a1" },
  ],
  contact: [
    { field: "name", id: "name", param: "name" },
    { field: "email", id: "email", param: "email" },
    { field: "phone", id: "phone", param: "a2" },
    { field: "subject", id: "subject", param: "a1" },
    { field: "message", id: "message" },
  ],
  landing: [
    { field: "fullName", id: "fullName", param: "name" },
    { field: "email", id: "email", param: "email" },
    { field: "phone", id: "phone", param: "a2" },
    { field: "businessType", id: "businessType", param: "a1" },
    { field: "notes", id: "notes" },
  ],
} as const satisfies Record<
  string,
  readonly { field: string; id: string; param?: keyof SchedulerPrefill }[]
>;

export type SchedulerLeadKind = keyof typeof SCHEDULER_LEAD_FORMS;
type FieldSpec<K extends SchedulerLeadKind> = (typeof SCHEDULER_LEAD_FORMS)[K][number];
export type SchedulerLeadField<K extends SchedulerLeadKind> = FieldSpec<K>["field"];

/** A form's answers, trimmed, in SPEC.md's order: what the home and contact forms keep under lead_prefill. */
export type SchedulerLead<K extends SchedulerLeadKind> = Record<SchedulerLeadField<K>, string>;

const specsOf = <K extends SchedulerLeadKind>(kind: K): readonly FieldSpec<K>[] =>
  SCHEDULER_LEAD_FORMS[kind];

/** The input's id and, when the scheduler takes it, its name. */
export function schedulerLeadInput<K extends SchedulerLeadKind>(
  kind: K,
  field: SchedulerLeadField<K>,
): { id: string; name?: string } {
  const spec = specsOf(kind).find((candidate) => candidate.field === field);
  if (!spec) throw new Error(`The ${kind} form has no field ${field}`);
  return "param" in spec ? { id: spec.id, name: spec.param } : { id: spec.id };
}

/** The value of the form's control with this id; "" when there is none. */
export function valueIn(form: HTMLFormElement): (id: string) => string {
  return (id) => {
    const control = form.elements.namedItem(id);
    return control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
      ? control.value
      : "";
  };
}

/** Reads the answers by input id (`valueOf` gives "" for a missing input). */
export function readSchedulerLead<K extends SchedulerLeadKind>(
  kind: K,
  valueOf: (id: string) => string,
): SchedulerLead<K> {
  return Object.fromEntries(
    specsOf(kind).map((spec) => [spec.field, valueOf(spec.id).trim()]),
  ) as SchedulerLead<K>;
}

/** The scheduler page the form leads to: the answers prefilled, the visit's utm tags passed on. */
export function schedulerLeadUrl<K extends SchedulerLeadKind>(
  kind: K,
  schedulerUrl: string,
  lead: SchedulerLead<K>,
  attribution: Attribution,
): string {
  const answers: Record<string, string> = lead;
  const prefill: SchedulerPrefill = Object.fromEntries(
    specsOf(kind).flatMap((spec) => ("param" in spec ? [[spec.param, answers[spec.field]]] : [])),
  );
  return buildSchedulerUrl(schedulerUrl, prefill, attribution);
}

/** What the lead API records for the home form: its answers and the inbox's fixed wording. */
export function homeLeadPayload(
  lead: SchedulerLead<"home">,
  fixed: { subject: string; message: string },
): ContactLeadInput {
  return { ...lead, phone: lead.phone || undefined, ...fixed, form: "home" };
}

/** What the lead API records for the contact form: the visitor's own subject and message. */
export function contactLeadPayload(lead: SchedulerLead<"contact">): ContactLeadInput {
  return { ...lead, phone: lead.phone || undefined, form: "contact" };
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
