import { z } from "zod";
import type { FinishedRecord } from "../../readers/finish";
import { faqGroupRef } from "./faqs";
import { copy, linkTarget, metaDescription, pageTitle, position } from "../fields";
import { recordRef } from "../record-refs";
import {
  cardSchema,
  channelsSchema,
  LIST_LENGTHS,
  listOf,
  moreProofSchema,
  pricingTiersSchema,
  relatedSchema,
  sectionCopy,
} from "./service-fields";

/** A service's page, footer link, sitemap entry and structured data all follow from its file. */
export const serviceSchema = z
  .object({
    position: position.meta({
      description: "Its place in menus, the footer and /services: 1 comes first.",
    }),
    name: copy.meta({ description: "In menus, links, breadcrumbs and the case-study request." }),
    title: pageTitle,
    description: metaDescription,
    serviceType: copy.meta({
      title: "Kind of service",
      description: "For its Service structured data.",
    }),
    hero: z.object({
      eyebrow: copy,
      heading: copy,
      intro: copy,
      highlights: listOf(copy, LIST_LENGTHS.highlights).meta({
        description: "Short promises under the buttons: the figures an owner looks for first.",
      }),
    }),
    benefits: sectionCopy.extend({ items: listOf(cardSchema, LIST_LENGTHS.benefits) }),
    channels: channelsSchema.optional(),
    scheduler: sectionCopy
      .extend({
        points: listOf(copy, LIST_LENGTHS.schedulerPoints).meta({
          title: "What the demo covers",
        }),
      })
      .meta({ title: "Demo booking" }),
    calculator: z.boolean().default(false).meta({
      title: "Show the missed-call calculator",
      description:
        "After the demo booking: visitors put in their own numbers and see what missed calls cost.",
    }),
    caseStudy: sectionCopy.extend({
      story: recordRef("caseStudies").meta({
        title: "Case study",
        description: "The story the form sends: its PDF goes to the visitor's inbox.",
      }),
      figures: listOf(
        z.object({
          value: copy.meta({
            title: "Figure",
            description: "As shown: a token such as {stats.uptime}, with a sign if it needs one.",
          }),
          label: copy.meta({ title: "What it measures" }),
        }),
        LIST_LENGTHS.caseStudyFigures,
      ).meta({ description: "The story's figures, shown beside the form." }),
      namesService: z.boolean().meta({
        title: "The request names this service",
        description: "Every page but the receptionist's names its service.",
      }),
    }),
    pricing: sectionCopy.extend({ tiers: pricingTiersSchema }),
    faqs: faqGroupRef().meta({
      title: "Questions",
      description: "The FAQ group shown on the page.",
    }),
    /** docs/product.md leaves them off the chatbot and receptionist pages. */
    related: relatedSchema(linkTarget).optional().meta({ title: "Related pages" }),
    moreProof: moreProofSchema.optional(),
  })
  .strict();

export type Service = FinishedRecord<typeof serviceSchema>;
