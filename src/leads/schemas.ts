import { UTM_PARAMS } from "@/lib/campaign";
import { z } from "zod";
import type { LeadFormsCopy } from "./copy/lead-forms";
import { fillTemplate } from "@/lib/text/fill-template";
import {
  CLICK_ID_PARAMS,
  LEAD_FORMS,
  NOT_MULTI_LINE,
  NOT_ONE_LINE,
  PHONE_TEXT,
  UTM_VALUE_MAX,
} from "./fields";
import {
  LEAD_ENDPOINT_FIELDS,
  LEAD_FIELD_RULES,
  type LeadEndpointKind,
  type LeadFieldName,
} from "./field-rules";
import { calculatorInputsSchema } from "@/lib/calculator-inputs";

export type { Attribution } from "./fields";

let graphemes: Intl.Segmenter | null | undefined;

/** Characters as a person counts them: an accented letter or an emoji is one. */
export function characterCount(value: string): number {
  if (/^[\x20-\x7e]*$/.test(value)) return value.length;
  graphemes ??=
    typeof Intl.Segmenter === "function"
      ? new Intl.Segmenter("en", { granularity: "grapheme" })
      : null;
  return graphemes ? Array.from(graphemes.segment(value)).length : Array.from(value).length;
}

type Lines = "one" | "multi";

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

/**
 * The estimate's numbers (JSON text from a browser's form): the server works the estimate out
 * again, so the visitor's email shows no words a request wrote. Rows of text are dropped.
 */
const estimateField = z.preprocess((value) => {
  const parsed = fromJsonText(value);
  return Array.isArray(parsed) ? undefined : parsed;
}, calculatorInputsSchema.optional());

const formField = z.enum(LEAD_FORMS, { error: `form must be one of: ${LEAD_FORMS.join(", ")}` });

function isWebAddress(value: string): boolean {
  return /^https?:$/.test(URL.parse(value)?.protocol ?? "");
}

/** The lead API's schemas, each answer checked by its rule (fields.ts), in `words`' messages. */
function buildLeadSchemas({ checks, fields, businessTypes }: LeadFormsCopy) {
  const says = (check: keyof LeadFormsCopy["checks"], field: string, limits = {}) =>
    fillTemplate(checks[check], { field, choices: businessTypes.join(", "), ...limits });

  /** "is required" when the field is missing, "must be text" when it is something else. */
  const typeError = (label: string) => (issue: { input?: unknown }) =>
    says(issue.input === undefined || issue.input === null ? "required" : "notText", label);

  /** Trimmed text; a multi-line field keeps newlines (as LF) and tabs, no other control character. */
  const text = (max: number, label: string, lines: Lines = "one") =>
    z
      .string({ error: typeError(label) })
      .trim()
      .overwrite((value) => (lines === "multi" ? value.replace(/\r\n?/g, "\n") : value))
      .refine((value) => !(lines === "multi" ? NOT_MULTI_LINE : NOT_ONE_LINE).test(value), {
        error: says(lines === "multi" ? "multiLine" : "oneLine", label),
      })
      .refine((value) => characterCount(value) <= max, { error: says("tooLong", label, { max }) });

  const required = (max: number, label: string, { min = 1, lines = "one" as Lines } = {}) =>
    text(max, label, lines).refine((value) => characterCount(value) >= min, {
      error: min > 1 ? says("tooShort", label, { min }) : says("required", label),
    });

  const optional = (max: number, label: string, lines: Lines = "one") =>
    text(max, label, lines).optional();

  const { email: emailRule, phone: phoneRule } = LEAD_FIELD_RULES;

  const email = z
    .string({ error: typeError(fields.email) })
    .trim()
    .max(emailRule.max, { error: says("tooLong", fields.email, { max: emailRule.max }) })
    .pipe(
      z.email({
        pattern: new RegExp(`^${emailRule.pattern}$`),
        error: says("email", fields.email),
      }),
    );

  const phone = z
    .string({ error: typeError(fields.phone) })
    .trim()
    .max(phoneRule.max, { error: says("tooLong", fields.phone, { max: phoneRule.max }) })
    .regex(PHONE_TEXT, { error: says("phone", fields.phone) });

  function answer(field: LeadFieldName, isRequired: boolean): z.ZodType<string | undefined> {
    const label = fields[field];
    switch (field) {
      case "email":
        return isRequired ? email : email.optional();
      case "phone":
        return isRequired ? phone.min(1, { error: says("required", label) }) : phone.optional();
      case "businessType": {
        const choice = z.enum(businessTypes as [string, ...string[]], {
          error: says("choice", label),
        });
        return isRequired ? choice : choice.optional();
      }
      default: {
        const rule: { max: number; min?: number; lines?: Lines } = LEAD_FIELD_RULES[field];
        const { max, min, lines } = rule;
        return isRequired ? required(max, label, { min, lines }) : optional(max, label, lines);
      }
    }
  }

  type Answers<E extends LeadEndpointKind> = (typeof LEAD_ENDPOINT_FIELDS)[E];

  function answersOf<E extends LeadEndpointKind>(endpoint: E) {
    const endpointFields: Record<string, boolean> = LEAD_ENDPOINT_FIELDS[endpoint];
    return Object.fromEntries(
      Object.entries(endpointFields).map(([field, isRequired]) => [
        field,
        answer(field as LeadFieldName, isRequired),
      ]),
    ) as {
      [F in keyof Answers<E>]: Answers<E>[F] extends true
        ? z.ZodType<string>
        : z.ZodOptional<z.ZodType<string>>;
    };
  }

  /** An http(s) address, else dropped: where the visit came from is no answer to fix. */
  const webAddress = (max: number, label: string) =>
    optional(max, label)
      .refine((value) => !value || isWebAddress(value))
      .catch(undefined);

  const campaignFields = Object.fromEntries([
    ...UTM_PARAMS.map((key) => [key, optional(UTM_VALUE_MAX, key)]),
    ...CLICK_ID_PARAMS.map((key) => [key, optional(500, key)]),
  ]) as Record<
    (typeof UTM_PARAMS)[number] | (typeof CLICK_ID_PARAMS)[number],
    ReturnType<typeof optional>
  >;

  const attribution = z.object({
    ...campaignFields,
    referrer: webAddress(2000, "referrer"),
    page_url: webAddress(2000, "page_url"),
    device: optional(500, "device"),
  });

  return {
    attribution,
    /** POST /api/contact: the contact, home, case-study and lead-magnet forms. */
    contact: z.object({
      ...answersOf("contact"),
      form: formField.default("contact"),
      document: documentField,
      estimate: estimateField,
      ...attribution.shape,
    }),
    /** POST /api/landing-contact: the landing page form, with its tracking fields. */
    landing: z.object({
      ...answersOf("landing"),
      form: formField.default("landing"),
      estimate: estimateField,
      ...attribution.shape,
    }),
  };
}

export type LeadSchemas = ReturnType<typeof buildLeadSchemas>;

const built = new WeakMap<LeadFormsCopy, LeadSchemas>();

/** The lead API's schemas for these words, built once for them. */
export function leadSchemas(words: LeadFormsCopy): LeadSchemas {
  let schemas = built.get(words);
  if (!schemas) {
    schemas = buildLeadSchemas(words);
    built.set(words, schemas);
  }
  return schemas;
}

export type ContactLead = z.infer<LeadSchemas["contact"]>;
export type LandingLead = z.infer<LeadSchemas["landing"]>;

/** Idempotency keys: one per form render or attempt, sent as a header or body field. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, {
  error: "Idempotency key must be 8–100 letters, digits, - or _",
});

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
