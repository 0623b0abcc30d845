import { z } from "zod";
import { faqGroupRef } from "./faqs";
import { copy, isoDate, metaDescription, pageTitle } from "../fields";

export const prosePageSchema = z
  .object({
    name: copy.meta({ description: "In breadcrumbs and search results: Privacy Policy." }),
    title: pageTitle,
    description: metaDescription,
    eyebrow: copy.meta({ description: "The small label above the heading." }),
    heading: copy,
    intro: copy.meta({ title: "Opening paragraph" }),
    updated: isoDate.optional().meta({
      title: "Last revised on",
      description: "Legal pages show it above the text, and the sitemap uses it.",
    }),
    indexed: z.boolean().default(true).meta({
      title: "In search results and the sitemap",
      description: "Untick for confirmation pages.",
    }),
    faqs: faqGroupRef().optional().meta({ title: "Questions shown after the text" }),
  })
  .strict();
