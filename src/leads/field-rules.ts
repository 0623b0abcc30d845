import { BUSINESS_TYPES, EMAIL_PATTERN, PHONE_PATTERN } from "./fields";

/**
 * Each lead field, declared once: how the lead API checks it (its schemas, schemas.ts) and
 * how the forms ask for it (their inputs' attributes: leadInputAttributes), so the browser lets
 * through what the API takes. `label` names the field in the API's messages; `max` and `min` are
 * characters as a person counts them; a field is one line unless `lines` says "multi"; a
 * `pattern` (its ASCII characters count alike everywhere), with what is wrong when it fails,
 * stands in for the one-line rule; `choices` are the only answers a field takes.
 */
export type LeadFieldRule = {
  label: string;
  max?: number;
  min?: number;
  lines?: "multi";
  type?: "email" | "tel";
  autoComplete?: string;
  pattern?: { source: string; error: string };
  choices?: readonly string[];
};

export const LEAD_FIELD_RULES = {
  name: { label: "Name", max: 100, autoComplete: "name" },
  fullName: { label: "Full name", max: 100, min: 2, autoComplete: "name" },
  email: {
    label: "Email",
    max: 254,
    type: "email",
    autoComplete: "email",
    pattern: { source: EMAIL_PATTERN, error: "must be a valid email address" },
  },
  phone: {
    label: "Phone",
    max: 40,
    type: "tel",
    autoComplete: "tel",
    pattern: { source: PHONE_PATTERN, error: "may contain only digits, spaces and + ( ) . -" },
  },
  practice: { label: "Practice name", max: 200, autoComplete: "organization" },
  businessType: { label: "Business type", choices: BUSINESS_TYPES },
  subject: { label: "Subject", max: 200 },
  message: { label: "Message", max: 2000, lines: "multi" },
  notes: { label: "Notes", max: 500, lines: "multi" },
  source: { label: "Source", max: 100 },
} as const satisfies Record<string, LeadFieldRule>;

export type LeadFieldName = keyof typeof LEAD_FIELD_RULES;

/**
 * What each endpoint reads of the visitor's answers, in order, and whether it requires them
 * (true) or takes them optionally (false): docs/product.md, "What the forms accept" and "What the
 * site sends". A form may ask for more than its endpoint requires (the home form's practice).
 */
export const LEAD_ENDPOINT_FIELDS = {
  contact: {
    name: true,
    email: true,
    phone: false,
    practice: false,
    subject: true,
    message: true,
  },
  landing: {
    fullName: true,
    email: true,
    phone: true,
    businessType: true,
    notes: false,
    source: false,
    subject: false,
    message: false,
  },
} as const satisfies Record<string, Partial<Record<LeadFieldName, boolean>>>;

export type LeadEndpointKind = keyof typeof LEAD_ENDPOINT_FIELDS;

/** The attributes a field's input takes, from its rule: the browser checks what the API will. */
type LeadInputAttributes = {
  type?: "email" | "tel";
  autoComplete?: string;
  required: boolean;
  minLength?: number;
  pattern?: string;
  maxLength?: number;
};

export function leadInputAttributes(field: LeadFieldName, required: boolean): LeadInputAttributes {
  const rule: LeadFieldRule = LEAD_FIELD_RULES[field];
  return {
    ...(rule.type && { type: rule.type }),
    ...(rule.autoComplete && { autoComplete: rule.autoComplete }),
    required,
    ...(rule.min && { minLength: rule.min }),
    ...(rule.pattern && { pattern: rule.pattern.source }),
    ...(rule.max && { maxLength: rule.max }),
  };
}
