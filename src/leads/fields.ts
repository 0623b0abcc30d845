/** The lead's fields and their rules, free of any library so browser code can use them. */

import { UTM_PARAMS } from "@/lib/campaign";

export const LEAD_FORMS = ["home", "contact", "landing", "case-study", "lead-magnet"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** The database stores a lead's form as text; these are the ones the site's forms send. */
export const isLeadForm = (form: string): form is LeadForm =>
  (LEAD_FORMS as readonly string[]).includes(form);

/**
 * A phone's characters, for the API and the inputs' pattern alike (in the `v`-flag syntax
 * browsers use for it), so a number the API would refuse is caught before it is sent.
 */
export const PHONE_PATTERN = "[0-9+.\\(\\)\\- ]*";

/** An email address as the API and the inputs' pattern take it: zod's rule, so "dana@clinic" is refused. */
export const EMAIL_PATTERN =
  "(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+\\-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}";

/**
 * What a one-line field may not hold: control, separator and format characters, unpaired
 * surrogates and letters that draw as blank (they pass for spaces). The zero-width (non-)joiner
 * stays between two letters or pictographs, where writing needs it.
 */
export const NOT_ONE_LINE =
  /[\p{Cc}\p{Cs}\u2028\u2029\u2800\u3164\u115F\u1160\uFFA0]|(?![\u200C\u200D])\p{Cf}|(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/u;

/** What a multi-line field (a message, notes) may not hold: the same, less newline and tab. */
export const NOT_MULTI_LINE = /[^\P{Cc}\n\t]|\p{Cs}/u;

/** Anti-bot fields: a honeypot, and the milliseconds from page load to submit (scripts only). */
export const HONEYPOT_FIELD = "company_website";
export const FILL_TIME_FIELD = "form_elapsed_ms";

/** Where a browser's own form leads back to, for answers to fix or a confirmation: `/blog#…`. */
export const RETURN_TO_FIELD = "return_to";

export type FormPlace = { page: string; anchor: string };

export const formPlaceValue = ({ page, anchor }: FormPlace) => `${page}#${anchor}`;

/** The id of the confirmation an email request's page shows in place of its form (`:target`). */
export const confirmationId = (anchor: string) => `${anchor}-sent`;

export const CLICK_ID_PARAMS = ["gclid", "fbclid"] as const;

/** Where the visitor came from; captured on arrival and sent with every form. */
export const ATTRIBUTION_FIELDS = [
  ...UTM_PARAMS,
  ...CLICK_ID_PARAMS,
  "referrer",
  "page_url",
  "device",
] as const;

export type Attribution = Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>>;

/**
 * Each lead field, declared once for the API's schemas and the forms' inputs, so the browser lets
 * through what the API takes: lengths in characters as people count them, a `pattern` in place of
 * the one-line rule, a `choice` of the business types (src/content/copy/lead-forms.yaml).
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
