import type { LeadFormsCopy } from "./copy/lead-forms";
import { fillTemplate } from "@/lib/text/fill-template";
import { type Attribution, type LeadForm } from "./fields";
import { LEAD_ENDPOINT_FIELDS, type LeadEndpointKind, type LeadFieldName } from "./field-rules";
import { buildSchedulerUrl, type SchedulerPrefill } from "@/lib/scheduler";

/** Asked alike by the forms that ask them; the scheduler takes the phone as its second answer. */
const EMAIL = { field: "email", id: "email", param: "email" } as const;
const PHONE = { field: "phone", id: "phone", param: "a2" } as const;

/**
 * Each described once, for its page's island and for the lead API. A field's input is named after
 * the API's field, its id is docs/product.md's name, and without a `param` it never travels in the
 * scheduler's URL; `required` where the form asks more than its endpoint. Fields are in "What the
 * site keeps"'s order; `layout` is the page's where it differs. A form's script goes on to the
 * scheduler once its lead is stored, and `keepsPrefill` keeps the answers under lead_prefill as
 * it goes. `refused`: what the script does with a lead the API refuses, "posted" hands the form to
 * the browser, which sends it as without a script and shows the API's page (what to fix, and the
 * way back to the answers), "alert" alerts and keeps the visitor on the form. `withoutScript`:
 * where the lead API sends a browser that sent the form itself.
 */
export const SCHEDULER_LEAD_FORMS = {
  home: {
    endpoint: "contact",
    fields: [
      { field: "name", id: "full_name", param: "name" },
      { field: "email", id: "work_email", param: "email" },
      PHONE,
      { field: "practice", id: "practice_name", param: "a1", required: true },
    ],
    layout: ["name", "email", "practice", "phone"],
    keepsPrefill: true,
    refused: "posted",
    withoutScript: "scheduler",
  },
  contact: {
    endpoint: "contact",
    fields: [
      { field: "name", id: "name", param: "name" },
      EMAIL,
      PHONE,
      { field: "subject", id: "subject", param: "a1" },
      { field: "message", id: "message" },
    ],
    keepsPrefill: true,
    refused: "posted",
    // /thank-you: the script goes on to the scheduler (docs/product.md, "How things behave").
    withoutScript: "thank-you",
  },
  landing: {
    endpoint: "landing",
    fields: [
      { field: "fullName", id: "fullName", param: "name" },
      EMAIL,
      PHONE,
      { field: "businessType", id: "businessType", param: "a1" },
      { field: "notes", id: "notes" },
    ],
    // docs/product.md, "What the site sends": where a landing lead comes from.
    fixed: { source: "landing_page" },
    refused: "alert",
    withoutScript: "scheduler",
  },
} as const satisfies Record<string, SchedulerLeadFormSpec>;

export type SchedulerLeadFormSpec = {
  endpoint: LeadEndpointKind;
  fields: readonly {
    field: LeadFieldName;
    id: string;
    param?: keyof SchedulerPrefill;
    required?: true;
  }[];
  layout?: readonly LeadFieldName[];
  fixed?: Readonly<Record<string, string>>;
  keepsPrefill?: true;
  refused: "posted" | "alert";
  withoutScript: "scheduler" | "thank-you";
};

export type SchedulerLeadKind = keyof typeof SCHEDULER_LEAD_FORMS;
type FieldSpec<K extends SchedulerLeadKind> = (typeof SCHEDULER_LEAD_FORMS)[K]["fields"][number];
export type SchedulerLeadField<K extends SchedulerLeadKind> = FieldSpec<K>["field"];

/** What the home and contact forms keep under lead_prefill. */
export type SchedulerLead<K extends SchedulerLeadKind> = Record<SchedulerLeadField<K>, string>;

const specsOf = <K extends SchedulerLeadKind>(kind: K): readonly FieldSpec<K>[] =>
  SCHEDULER_LEAD_FORMS[kind].fields;

function specOf<K extends SchedulerLeadKind>(kind: K, field: SchedulerLeadField<K>): FieldSpec<K> {
  const spec = specsOf(kind).find((candidate) => candidate.field === field);
  if (!spec) throw new Error(`The ${kind} form has no field ${field}`);
  return spec;
}

export function schedulerLeadLayout<K extends SchedulerLeadKind>(
  kind: K,
): readonly SchedulerLeadField<K>[] {
  const form: SchedulerLeadFormSpec = SCHEDULER_LEAD_FORMS[kind];
  return (form.layout ?? specsOf(kind).map((spec) => spec.field)) as SchedulerLeadField<K>[];
}

export function schedulerLeadInput<K extends SchedulerLeadKind>(
  kind: K,
  field: SchedulerLeadField<K>,
): { id: string; name: string } {
  const spec = specOf(kind, field);
  return { id: spec.id, name: spec.field };
}

export function schedulerLeadRequired<K extends SchedulerLeadKind>(
  kind: K,
  field: SchedulerLeadField<K>,
): boolean {
  const spec: SchedulerLeadFormSpec["fields"][number] = specOf(kind, field);
  const required: Partial<Record<LeadFieldName, boolean>> =
    LEAD_ENDPOINT_FIELDS[SCHEDULER_LEAD_FORMS[kind].endpoint];
  return spec.required ?? required[spec.field] === true;
}

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

export function readSchedulerLead<K extends SchedulerLeadKind>(
  kind: K,
  valueOf: (field: string) => string,
): SchedulerLead<K> {
  return Object.fromEntries(
    specsOf(kind).map((spec) => [spec.field, valueOf(spec.field).trim()]),
  ) as SchedulerLead<K>;
}

export function schedulerLeadUrl<K extends SchedulerLeadKind>(
  kind: K,
  schedulerUrl: string,
  lead: SchedulerLead<K>,
  attribution: Attribution,
  leadId?: string,
): string {
  const answers: Record<string, string> = lead;
  const prefill: SchedulerPrefill = Object.fromEntries(
    specsOf(kind).flatMap((spec) => ("param" in spec ? [[spec.param, answers[spec.field]]] : [])),
  );
  return buildSchedulerUrl(schedulerUrl, prefill, attribution, leadId);
}

/** The scheduler page the form's script would open, for a browser that sent the form itself. */
export function schedulerAfterForm(
  form: LeadForm,
  schedulerUrl: string,
  answers: Record<string, string | undefined>,
  leadId: string,
): string | null {
  if (!(form in SCHEDULER_LEAD_FORMS)) return null;
  const kind = form as SchedulerLeadKind;
  if (SCHEDULER_LEAD_FORMS[kind].withoutScript !== "scheduler") return null;
  const lead = readSchedulerLead(kind, (field) => answers[field] ?? "");
  return schedulerLeadUrl(kind, schedulerUrl, lead, answers, leadId);
}

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
