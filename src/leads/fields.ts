/** Lead field names and fixed lists, free of any library so browser code can use them. */

import { UTM_PARAMS } from "@/lib/campaign";

export const LEAD_FORMS = ["home", "contact", "landing", "case-study", "lead-magnet"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/**
 * The forms that ask for an email alone (a document's): their leads carry a fixed name from the
 * site's copy ("Website Visitor"), not a person's.
 */
export const EMAIL_ONLY_FORMS = [
  "case-study",
  "lead-magnet",
] as const satisfies readonly LeadForm[];
export type EmailOnlyForm = (typeof EMAIL_ONLY_FORMS)[number];

export const isEmailOnlyForm = (form: string): form is EmailOnlyForm =>
  (EMAIL_ONLY_FORMS as readonly string[]).includes(form);

/** The database stores a lead's form as text; these are the ones the site's forms send. */
export const isLeadForm = (form: string): form is LeadForm =>
  (LEAD_FORMS as readonly string[]).includes(form);

/**
 * A phone's characters, for the API and the inputs' pattern alike (in the `v`-flag syntax
 * browsers use for it), so a number the API would refuse is caught before it is sent.
 */
export const PHONE_PATTERN = "[0-9+.\\(\\)\\- ]*";

/** A whole phone number as stored: nothing but the pattern's characters. */
export const PHONE_TEXT = new RegExp(`^${PHONE_PATTERN}$`);

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

/** The longest campaign value (utm_*) a lead keeps; a longer one arrives cut. */
export const UTM_VALUE_MAX = 200;

/** Where the visitor came from; captured on arrival and sent with every form. */
export const ATTRIBUTION_FIELDS = [
  ...UTM_PARAMS,
  ...CLICK_ID_PARAMS,
  "referrer",
  "page_url",
  "device",
] as const;

export type Attribution = Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>>;
