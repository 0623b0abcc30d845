import type { CopyPages } from "@/content/copy";
import { emailsSchema } from "./emails";
import { leadFormsSchema } from "./lead-forms";

/**
 * The lead's copy files, src/content/copy/emails.yaml and lead-forms.yaml, listed as
 * src/content/copy.ts lists the pages': their schemas are keyed by the lead's forms and fields,
 * so they live with the lead, and src/content.config.ts and keystatic.config.ts load them beside
 * the pages'.
 */
export const leadCopyPages = {
  emails: { label: "Emails to visitors and the agency", schema: emailsSchema },
  leadForms: { label: "Lead forms: business types, checks, problem page", schema: leadFormsSchema },
} as const satisfies CopyPages;
