import { z } from "zod";
import { copy, isoDate, metaDescription, pageTitle } from "./fields";

/** What a download is: a guide to read, or a list to print and tick. */
export const DOWNLOAD_KINDS = ["playbook", "checklist"] as const;

/**
 * A document the site gives away for an email (the blog's lead magnets): one Markdown file each,
 * src/content/downloads/{slug}.md, its fields above and its text below, in sections under
 * `## ` headings. Each has an unlisted page at /downloads/{slug}, out of the sitemap and the
 * search, which the email that sends it links to.
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
