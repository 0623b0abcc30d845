import { z } from "zod";
import { copy } from "@/content/schemas/fields";
import { template } from "@/content/schemas/template";
import { LEAD_FIELD_RULES, type LeadFieldName } from "../field-rules";

/**
 * What the lead API says about a lead, and the business types the landing form offers, which the
 * build writes for the server (src/leads/server/words.ts). Slots: {field} is the answer's name
 * below, {max} and {min} its limits in characters, {choices} the business types.
 */

const problemWords = z.object({ title: copy, intro: copy });

export const leadFormsSchema = z.object({
  /** The landing form's drop-down, and the only answers the lead API takes for that field. */
  businessTypes: z
    .array(copy)
    .min(1)
    .refine((types) => new Set(types).size === types.length, "list each business type once"),
  fields: z.object(
    Object.fromEntries(Object.keys(LEAD_FIELD_RULES).map((field) => [field, copy])) as Record<
      LeadFieldName,
      typeof copy
    >,
  ),
  checks: z.object({
    required: template("field"),
    notText: template("field"),
    tooLong: template("field", "max"),
    tooShort: template("field", "min"),
    /** A name, email, phone or subject holding a line break or an invisible character. */
    oneLine: template("field"),
    /** A message or notes holding a control character other than a line break or a tab. */
    multiLine: template("field"),
    email: template("field"),
    phone: template("field"),
    choice: template("field", "choices"),
  }),
  /** Why the lead API refused a request, as its answer and the problem page say it. */
  refusals: z.object({
    answers: copy,
    origin: copy,
    tooMany: copy,
    unavailable: copy,
    failed: copy,
  }),
  /**
   * How a landing lead reads in the agency's inbox, never on the page: the subject and the
   * message the lead API writes from the answers ({businessType} is `general` without one).
   */
  landingInbox: z.object({
    subject: template("businessType"),
    general: copy,
    message: template("name", "businessType", "notes"),
    /** {notes} without notes. */
    noNotes: copy,
  }),
  /** The page a form sent without its script gets when the lead API refuses it. */
  problemPage: z.object({
    answers: problemWords,
    origin: problemWords,
    later: problemWords,
    back: copy,
    backNote: copy,
    call: template("phone"),
  }),
});

export type LeadFormsCopy = z.output<typeof leadFormsSchema>;
