import { UTM_PARAMS } from "@/lib/campaign";
import { z } from "zod";
import {
  BUSINESS_TYPES,
  CLICK_ID_PARAMS,
  LEAD_FORMS,
  NOT_MULTI_LINE,
  NOT_ONE_LINE,
} from "./fields";
import {
  CALCULATOR_INPUT_ORDER,
  CALCULATOR_INPUTS,
  clampInput,
  type CalculatorInput,
} from "@/lib/missed-calls";
import {
  LEAD_ENDPOINT_FIELDS,
  LEAD_FIELD_RULES,
  type LeadEndpointKind,
  type LeadFieldName,
} from "./field-rules";

export type { Attribution } from "./fields";

/**
 * The lead payloads the forms send and the API accepts: one schema per endpoint, shared by both
 * sides so a form can never send what the server would refuse.
 */

/** "is required" when the field is missing, "must be text" when it is something else. */
const typeError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `${label} is required`
    : `${label} must be text`;

let graphemes: Intl.Segmenter | null | undefined;

/**
 * Characters as a person counts them (grapheme clusters): an accented letter or an emoji is one,
 * however many UTF-16 units it takes. Falls back to code points where Intl.Segmenter is missing.
 */
export function characterCount(value: string): number {
  if (/^[\x20-\x7e]*$/.test(value)) return value.length;
  graphemes ??=
    typeof Intl.Segmenter === "function"
      ? new Intl.Segmenter("en", { granularity: "grapheme" })
      : null;
  return graphemes ? Array.from(graphemes.segment(value)).length : Array.from(value).length;
}

type Lines = "one" | "multi";

/**
 * Text, trimmed, of at most `max` characters. A one-line field refuses line breaks and every
 * other control character; a multi-line one keeps newlines (CRLF and CR become LF) and tabs.
 */
const text = (max: number, label: string, lines: Lines = "one") =>
  z
    .string({ error: typeError(label) })
    .trim()
    .overwrite((value) => (lines === "multi" ? value.replace(/\r\n?/g, "\n") : value))
    .refine((value) => !(lines === "multi" ? NOT_MULTI_LINE : NOT_ONE_LINE).test(value), {
      error:
        lines === "multi"
          ? `${label} may not contain control characters other than line breaks and tabs`
          : `${label} must be one line of plain text, without control, formatting or invisible characters`,
    })
    .refine((value) => characterCount(value) <= max, {
      error: `${label} must be at most ${max} characters`,
    });

const required = (max: number, label: string, { min = 1, lines = "one" as Lines } = {}) =>
  text(max, label, lines).refine((value) => characterCount(value) >= min, {
    error: min > 1 ? `${label} must be at least ${min} characters` : `${label} is required`,
  });

const optional = (max: number, label: string, lines: Lines = "one") =>
  text(max, label, lines).optional();

const { email: emailRule, phone: phoneRule } = LEAD_FIELD_RULES;

const email = z
  .string({ error: typeError(emailRule.label) })
  .trim()
  .max(emailRule.max, { error: `${emailRule.label} must be at most ${emailRule.max} characters` })
  .pipe(
    z.email({
      pattern: new RegExp(`^${emailRule.pattern.source}$`),
      error: `${emailRule.label} ${emailRule.pattern.error}`,
    }),
  );

const phone = z
  .string({ error: typeError(phoneRule.label) })
  .trim()
  .max(phoneRule.max, { error: `${phoneRule.label} must be at most ${phoneRule.max} characters` })
  .regex(new RegExp(`^${phoneRule.pattern.source}$`), {
    error: `${phoneRule.label} ${phoneRule.pattern.error}`,
  });

/** An answer's schema, from its rule (field-rules.ts), as its endpoint requires it or not. */
function answer(field: LeadFieldName, isRequired: boolean): z.ZodType<string | undefined> {
  switch (field) {
    case "email":
      return isRequired ? email : email.optional();
    case "phone":
      return isRequired
        ? phone.min(1, { error: `${phoneRule.label} is required` })
        : phone.optional();
    case "businessType": {
      const { label, choices } = LEAD_FIELD_RULES.businessType;
      const choice = z.enum(choices, { error: `${label} must be one of: ${choices.join(", ")}` });
      return isRequired ? choice : choice.optional();
    }
    default: {
      const rule: { label: string; max: number; min?: number; lines?: Lines } =
        LEAD_FIELD_RULES[field];
      const { label, max, min, lines } = rule;
      return isRequired ? required(max, label, { min, lines }) : optional(max, label, lines);
    }
  }
}

type Answers<E extends LeadEndpointKind> = (typeof LEAD_ENDPOINT_FIELDS)[E];

/** What each answer parses to: a business type is one of the choices; any other is text. */
type AnswerValue<F> = F extends "businessType" ? (typeof BUSINESS_TYPES)[number] : string;

/** An endpoint's answers, each required or optional as LEAD_ENDPOINT_FIELDS says. */
function answersOf<E extends LeadEndpointKind>(endpoint: E) {
  const fields: Record<string, boolean> = LEAD_ENDPOINT_FIELDS[endpoint];
  return Object.fromEntries(
    Object.entries(fields).map(([field, isRequired]) => [
      field,
      answer(field as LeadFieldName, isRequired),
    ]),
  ) as {
    [F in keyof Answers<E>]: Answers<E>[F] extends true
      ? z.ZodType<AnswerValue<F>>
      : z.ZodOptional<z.ZodType<AnswerValue<F>>>;
  };
}

function isWebAddress(value: string): boolean {
  return /^https?:$/.test(URL.parse(value)?.protocol ?? "");
}

/**
 * A page's address: kept when it is an http(s) URL of at most `max` characters, dropped
 * otherwise (a `javascript:` referrer, say), since it is where the visit came from, not an
 * answer the visitor could fix: the lead is kept without it.
 */
const webAddress = (max: number, label: string) =>
  optional(max, label)
    .refine((value) => !value || isWebAddress(value))
    .catch(undefined);

/** The campaign's tags and ad click ids a visit arrived with. */
const campaignFields = Object.fromEntries([
  ...UTM_PARAMS.map((key) => [key, optional(200, key)]),
  ...CLICK_ID_PARAMS.map((key) => [key, optional(500, key)]),
]) as Record<
  (typeof UTM_PARAMS)[number] | (typeof CLICK_ID_PARAMS)[number],
  ReturnType<typeof optional>
>;

/** Where the visitor came from; captured on arrival and sent with every form. */
export const attributionSchema = z.object({
  ...campaignFields,
  referrer: webAddress(2000, "referrer"),
  page_url: webAddress(2000, "page_url"),
  device: optional(500, "device"),
});

/** The document a lead-magnet or case-study form asks for: a download's or a case study's slug. */
const documentField = z
  .string({ error: "document must be text" })
  .max(100, { error: "document must be at most 100 characters" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "document must be a document's slug, such as ai-receptionist-playbook",
  })
  .optional();

/** JSON text as the value it holds; anything else as it is, for the schema after to refuse. */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The calculator's numbers, each within its bounds and on its step. */
export const calculatorInputsSchema = z.strictObject(
  Object.fromEntries(
    CALCULATOR_INPUT_ORDER.map((input) => {
      const { min, max, step } = CALCULATOR_INPUTS[input];
      const rule = `${step === 1 ? "a whole number" : `a multiple of ${step}`} from ${min} to ${max}`;
      return [
        input,
        z
          .number({ error: `${input} must be ${rule}` })
          .refine((value) => clampInput(input, value) === value, {
            error: `${input} must be ${rule}`,
          }),
      ];
    }),
  ) as Record<CalculatorInput, z.ZodNumber>,
  { error: `estimate must be the calculator's numbers: ${CALCULATOR_INPUT_ORDER.join(", ")}` },
);

/**
 * The numbers the calculator's estimate was worked out from, carried to a form (a browser's form
 * sends them as JSON text in one field): the server works the estimate out again from them, so
 * the visitor's email shows no words a request wrote. Rows of text, which pages sent before,
 * are dropped and the lead kept.
 */
const estimateField = z.preprocess((value) => {
  const parsed = fromJsonText(value);
  return Array.isArray(parsed) ? undefined : parsed;
}, calculatorInputsSchema.optional());

const formField = z.enum(LEAD_FORMS, { error: `form must be one of: ${LEAD_FORMS.join(", ")}` });

/** POST /api/contact: the contact, home, case-study and lead-magnet forms. */
export const contactLeadSchema = z.object({
  ...answersOf("contact"),
  form: formField.default("contact"),
  document: documentField,
  estimate: estimateField,
  ...attributionSchema.shape,
});

/** POST /api/landing-contact: the landing page form, with its tracking fields. */
export const landingLeadSchema = z.object({
  ...answersOf("landing"),
  form: formField.default("landing"),
  estimate: estimateField,
  ...attributionSchema.shape,
});

export type ContactLead = z.infer<typeof contactLeadSchema>;
export type LandingLead = z.infer<typeof landingLeadSchema>;

/** Idempotency keys: one per form render or attempt, sent as a header or body field. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, {
  error: "Idempotency key must be 8–100 letters, digits, - or _",
});

/** Every field's messages, keyed by field name, for a 422 answer. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
