import { z } from "zod";
import type { FinishedRecord } from "../../readers/finish";
import { faqGroupRef } from "./faqs";
import { copy, metaDescription, pageTitle, position } from "../fields";
import { testimonialRef } from "./testimonials";

const industryStepSchema = z.object({ title: copy, body: copy });

/**
 * An industry is a section of /industries, its slug the section's anchor the header's dropdown
 * links to, and a page at /industries/{slug}.
 */
export const industrySchema = z
  .object({
    position: position.meta({
      description: "Its place in the header's Industries menu and on /industries.",
    }),
    name: copy.meta({ description: "Medspas, Dental practices, …" }),
    menuLabel: copy.meta({ description: "As the header's Industries menu shows it." }),
    title: pageTitle,
    description: metaDescription,
    heading: copy,
    intro: copy.meta({ title: "Opening paragraph" }),
    summary: copy.meta({ description: "Its paragraph on /industries." }),
    linkLabel: copy.meta({ description: "The link from /industries to this page." }),
    bulletsHeading: copy.meta({ title: "At a glance: heading" }),
    bullets: z
      .array(copy)
      .length(3, "an industry shows three bullets")
      .meta({ title: "At a glance" }),
    benefitsHeading: copy.meta({ title: "Why it works: heading" }),
    benefits: z.array(copy).min(3).max(5).meta({ title: "Why it works" }),
    stepsHeading: copy.meta({ title: "How it works: heading" }),
    steps: z.array(industryStepSchema).min(3).max(4).meta({ title: "How it works" }),
    testimonial: testimonialRef,
    faqs: faqGroupRef((group) =>
      group.items.length === 3 ? undefined : "an industry page shows 3 FAQs",
    ).meta({ title: "Questions (a group of three)" }),
    closing: z
      .object({ heading: copy, body: copy.meta({ title: "Text" }) })
      .meta({ title: "Closing call to action" }),
  })
  .strict();

export type Industry = FinishedRecord<typeof industrySchema>;
