import type { Attribution } from "./lead-fields";
import { buildSchedulerUrl, type SchedulerPrefill } from "./scheduler";

/**
 * The forms that end on the scheduler: the home page's growth plan, /contact and /landing. Each
 * input is named after the lead API's field and has docs/product.md's field name as its id; `param`
 * is the scheduler's prefill parameter the answer fills (name, email, a1, a2), and a field without
 * one (the contact message, the landing notes) never travels in the scheduler's URL. Fields are in
 * docs/product.md §3's order, which is also lead_prefill's.
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

/**
 * A form's answers, trimmed, in docs/product.md's order: what the home and contact forms keep under
 * lead_prefill.
 */
export type SchedulerLead<K extends SchedulerLeadKind> = Record<SchedulerLeadField<K>, string>;

const specsOf = <K extends SchedulerLeadKind>(kind: K): readonly FieldSpec<K>[] =>
  SCHEDULER_LEAD_FORMS[kind];

/** The input's id (docs/product.md's field name) and name (the lead API's). */
export function schedulerLeadInput<K extends SchedulerLeadKind>(
  kind: K,
  field: SchedulerLeadField<K>,
): { id: string; name: string } {
  const spec = specsOf(kind).find((candidate) => candidate.field === field);
  if (!spec) throw new Error(`The ${kind} form has no field ${field}`);
  return { id: spec.id, name: spec.field };
}

/** The value of the form's control with this name; "" when there is none. */
export function valueIn(form: HTMLFormElement): (name: string) => string {
  return (name) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
      ? control.value
      : "";
  };
}

/** Reads the answers by field name (`valueOf` gives "" for a missing one), trimmed. */
export function readSchedulerLead<K extends SchedulerLeadKind>(
  kind: K,
  valueOf: (field: string) => string,
): SchedulerLead<K> {
  return Object.fromEntries(
    specsOf(kind).map((spec) => [spec.field, valueOf(spec.field).trim()]),
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
