import { EMAIL_PATTERN, PHONE_PATTERN } from "./fields";

/**
 * Each lead field, declared once for the API's schemas and the forms' inputs, so the browser lets
 * through what the API takes: lengths in characters as people count them, a `pattern` in place of
 * the one-line rule, a `choice` of the business types (src/content/copy/lead-forms.yaml). Apart
 * from fields.ts, which every page's script carries: only the forms and the API need these.
 */
export type LeadFieldRule = {
  max?: number;
  min?: number;
  lines?: "multi";
  type?: "email" | "tel";
  autoComplete?: string;
  pattern?: string;
  choice?: true;
};

export const LEAD_FIELD_RULES = {
  name: { max: 100, autoComplete: "name" },
  fullName: { max: 100, min: 2, autoComplete: "name" },
  email: { max: 254, type: "email", autoComplete: "email", pattern: EMAIL_PATTERN },
  phone: { max: 40, type: "tel", autoComplete: "tel", pattern: PHONE_PATTERN },
  practice: { max: 200, autoComplete: "organization" },
  businessType: { choice: true },
  subject: { max: 200 },
  message: { max: 2000, lines: "multi" },
  notes: { max: 500, lines: "multi" },
  source: { max: 100 },
} as const satisfies Record<string, LeadFieldRule>;

export type LeadFieldName = keyof typeof LEAD_FIELD_RULES;

/**
 * Each endpoint's answers in order, required (true) or not (docs/product.md, "What the forms
 * accept"); a form may ask for more (the home form's practice).
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
    ...(rule.pattern && { pattern: rule.pattern }),
    ...(rule.max && { maxLength: rule.max }),
  };
}
