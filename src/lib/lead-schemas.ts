import { z } from "zod";
import {
  ATTRIBUTION_FIELDS,
  BUSINESS_TYPES,
  CLICK_ID_PARAMS,
  EMAIL_PATTERN,
  LEAD_FORMS,
  NOT_MULTI_LINE,
  NOT_ONE_LINE,
  PHONE_PATTERN,
  UTM_PARAMS,
} from "./lead-fields";

export type { Attribution } from "./lead-fields";

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
          : `${label} must be one line of text, without control characters`,
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

const email = z
  .string({ error: typeError("Email") })
  .trim()
  .max(254, { error: "Email must be at most 254 characters" })
  .pipe(
    z.email({
      pattern: new RegExp(`^${EMAIL_PATTERN}$`),
      error: "Email must be a valid email address",
    }),
  );

const phone = (label = "Phone") =>
  z
    .string({ error: typeError(label) })
    .trim()
    .max(40, { error: `${label} must be at most 40 characters` })
    .regex(new RegExp(`^${PHONE_PATTERN}$`), {
      error: `${label} may contain only digits, spaces and + ( ) . -`,
    });

/** Where the visitor came from; captured on arrival and sent with every form. */
export const attributionSchema = z.object({
  ...Object.fromEntries(UTM_PARAMS.map((key) => [key, optional(200, key)])),
  ...Object.fromEntries(CLICK_ID_PARAMS.map((key) => [key, optional(500, key)])),
  referrer: optional(2000, "referrer"),
  page_url: optional(2000, "page_url"),
  device: optional(500, "device"),
} as Record<(typeof ATTRIBUTION_FIELDS)[number], ReturnType<typeof optional>>);

const formField = z.enum(LEAD_FORMS, { error: `form must be one of: ${LEAD_FORMS.join(", ")}` });

/** POST /api/contact: the contact, home, case-study and lead-magnet forms. */
export const contactLeadSchema = z.object({
  name: required(100, "Name"),
  email,
  phone: phone().optional(),
  practice: optional(200, "Practice name"),
  subject: required(200, "Subject"),
  message: required(2000, "Message", { lines: "multi" }),
  form: formField.default("contact"),
  ...attributionSchema.shape,
});

/** POST /api/landing-contact: the landing page form, with its tracking fields. */
export const landingLeadSchema = z.object({
  fullName: required(100, "Full name", { min: 2 }),
  email,
  phone: phone().min(1, { error: "Phone is required" }),
  businessType: z.enum(BUSINESS_TYPES, {
    error: `Business type must be one of: ${BUSINESS_TYPES.join(", ")}`,
  }),
  notes: optional(500, "Notes", "multi"),
  source: optional(100, "Source"),
  subject: optional(200, "Subject"),
  message: optional(2000, "Message", "multi"),
  form: formField.default("landing"),
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
