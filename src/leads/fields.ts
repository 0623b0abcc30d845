/**
 * Lead field names and fixed lists, free of any library so browser code can use them without
 * pulling the validation schemas (schemas.ts) into every page.
 */

import { UTM_PARAMS } from "@/lib/campaign";

/** Businesses the landing form offers, exactly as docs/product.md lists them. */
export const BUSINESS_TYPES = [
  "Dental Practice",
  "Medical Spa",
  "Home Services",
  "Medical Clinic",
  "Law Firm",
  "Real Estate",
  "Restaurant",
  "Retail Store",
  "Other",
] as const;

export const LEAD_FORMS = ["home", "contact", "landing", "case-study", "lead-magnet"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/**
 * Characters a phone number may hold: digits, plain spaces and + ( ) . -. The API checks it and
 * the forms give it to the browser as the input's pattern, so a number the API would refuse is
 * caught before it is sent (written so it works in the `v`-flag syntax browsers use for pattern).
 */
export const PHONE_PATTERN = "[0-9+.\\(\\)\\- ]*";

/**
 * What an email address must look like, to the lead API and to the forms (their input's
 * pattern): zod's rule, a dotted domain whose last part has two letters or more. An address a
 * browser would let through on its own, such as "dana@clinic", is caught before it is sent.
 */
export const EMAIL_PATTERN =
  "(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+\\-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}";

/**
 * What a one-line field (a name, email, phone, subject, campaign tag) may not hold: control
 * characters (tab and newline included), line and paragraph separators, unpaired halves of
 * surrogate pairs, format characters (bidi overrides, zero-width spaces) and the letters that
 * draw as blank (Braille's blank, the Hangul fillers), which would pass for spaces and words for
 * none. The zero-width joiner and non-joiner stay where they join two letters or pictographs
 * (a Persian name, an emoji family), as writing needs them.
 */
export const NOT_ONE_LINE =
  /[\p{Cc}\p{Cs}\u2028\u2029\u2800\u3164\u115F\u1160\uFFA0]|(?![\u200C\u200D])\p{Cf}|(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/u;

/** What a multi-line field (a message, notes) may not hold: the same, less newline and tab. */
export const NOT_MULTI_LINE = /[^\P{Cc}\n\t]|\p{Cs}/u;

/**
 * Anti-bot fields: a honeypot no person fills, and the milliseconds from the moment the page
 * started loading to the submit (sent only where scripts run).
 */
export const HONEYPOT_FIELD = "company_website";
export const FILL_TIME_FIELD = "form_elapsed_ms";

/**
 * Where a form sent by the browser itself leads back to: the path of its page and the id of the
 * form's place on it (`/blog#ai-receptionist-playbook`). The lead API sends a visitor whose
 * answers need fixing back there, and an email request's sender to its confirmation.
 */
export const RETURN_TO_FIELD = "return_to";

/** Where a form sits: its page's path and the id of its place there. */
export type FormPlace = { page: string; anchor: string };

/** A form's place as RETURN_TO_FIELD holds it. */
export const formPlaceValue = ({ page, anchor }: FormPlace) => `${page}#${anchor}`;

/**
 * The id of the confirmation an email request shows in place of its form (at `#{id}`), beside the
 * form's place `anchor`. The page holds it, hidden until it is the address's target.
 */
export const confirmationId = (anchor: string) => `${anchor}-sent`;

/** Ad click identifiers: Google's and Meta's. */
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
