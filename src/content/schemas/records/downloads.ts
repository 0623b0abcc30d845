import { z } from "zod";
import { copy, isoDate, metaDescription, pageTitle } from "../fields";

export const DOWNLOAD_KINDS = ["playbook", "checklist"] as const;

/**
 * A document the site gives away for an email. Its page at /downloads/{slug}, which the email
 * links to, stays out of the sitemap and the search.
 */
export const downloadSchema = z
  .object({
    title: pageTitle.meta({ title: "Title" }),
    kind: z.enum(DOWNLOAD_KINDS).meta({
      description: "A playbook is read through; a checklist's items print with a box to tick.",
    }),
    eyebrow: copy.meta({ description: "The small label above the title." }),
    description: metaDescription,
    intro: copy.meta({ title: "Opening paragraph" }),
    updated: isoDate.meta({ title: "Last revised on" }),
  })
  .strict();
