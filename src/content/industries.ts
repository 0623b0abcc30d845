import { z } from "zod";
import type { FinishedFields } from "./finished";
import { faqGroupRef } from "./faqs";
import {
  copy,
  headingBlockSchema,
  metaDescription,
  pageTitle,
  position,
} from "@/lib/content/fields";
import { testimonialRef } from "./testimonials";

const industryStepSchema = z.object({ title: copy, body: copy });

/**
 * An industry served: a section of /industries (its slug is the section's anchor, which the
 * header's dropdown links to) and a page at /industries/{slug}. One file each,
 * src/content/industries/{slug}.yaml; its testimonial and FAQ group are named by slug.
 */
export const industrySchema = z
  .object({
    /** Its place in the header's dropdown and on /industries: 1 comes first. */
    position,
    name: copy,
    /** The label in the header's Industries dropdown, as docs/product.md words it. */
    menuLabel: copy,
    /** The page's document title, without the brand. */
    title: pageTitle,
    description: metaDescription,
    heading: copy,
    intro: copy,
    /** The industry's paragraph in its section of /industries. */
    summary: copy,
    /** The link from that section to the industry's page. */
    linkLabel: copy,
    bulletsHeading: copy,
    bullets: z.array(copy).length(3, "an industry shows three bullets"),
    benefitsHeading: copy,
    benefits: z.array(copy).min(3).max(5),
    stepsHeading: copy,
    steps: z.array(industryStepSchema).min(3).max(4),
    testimonial: testimonialRef,
    faqs: faqGroupRef((group) =>
      group.items.length === 3 ? undefined : "an industry page shows 3 FAQs",
    ),
    /** The call to action that closes the page. */
    closing: z.object({ heading: copy, body: copy }),
  })
  .strict();

export type Industry = FinishedFields<typeof industrySchema> & { slug: string };

/** The overview page, and the labels every industry page shares. */
export const industriesPageSchema = z.object({
  /** The page's short name, in breadcrumbs and search results. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  /** The hero, with the name of its row of links to each industry's section. */
  hero: headingBlockSchema.extend({ jumpLabel: copy }),
  detail: z.object({
    bulletsEyebrow: copy,
    benefitsEyebrow: copy,
    stepsEyebrow: copy,
    /** The hero's link down to the steps. */
    howItWorks: copy,
  }),
});
