import { z } from "zod";
import type { FinishedFields } from "./finished";
import { faqGroupRef } from "./faqs";
import {
  copy,
  inlineMarkdown,
  linkTarget,
  metaDescription,
  pageTitle,
  position,
} from "@/lib/content/fields";
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

/**
 * A service sold, with its own page at /services/{slug}: one file each,
 * src/content/services/{slug}.yaml; the page, its footer link, sitemap entry and Service
 * structured data follow from it.
 */
export const serviceSchema = z
  .object({
    /** Its place in menus, the footer and /services: 1 comes first. */
    position,
    /** The service's name in menus, links, breadcrumbs and the case-study request. */
    name: copy,
    title: pageTitle,
    description: metaDescription,
    /** The kind of service, for its Service structured data. */
    serviceType: copy,
    hero: z.object({
      eyebrow: copy,
      heading: copy,
      intro: copy,
      /** Short promises under the buttons: the figures a practice owner looks for first. */
      highlights: listOf(copy, LIST_LENGTHS.highlights),
    }),
    benefits: sectionCopy.extend({ items: listOf(cardSchema, LIST_LENGTHS.benefits) }),
    channels: channelsSchema.optional(),
    scheduler: sectionCopy.extend({ points: listOf(copy, LIST_LENGTHS.schedulerPoints) }),
    /** The missed-call calculator after the booking section (the receptionist's page). */
    calculator: z.boolean().default(false),
    caseStudy: sectionCopy.extend({
      /** The story's figures, shown beside the form. */
      figures: listOf(z.object({ value: copy, label: copy }), LIST_LENGTHS.caseStudyFigures),
      /**
       * docs/product.md §7: every page but the receptionist's names its service in the request.
       */
      namesService: z.boolean(),
    }),
    pricing: sectionCopy.extend({ tiers: pricingTiersSchema }),
    faqs: faqGroupRef(),
    /** docs/product.md leaves them off the chatbot and receptionist pages. */
    related: relatedSchema(linkTarget).optional(),
    moreProof: moreProofSchema.optional(),
  })
  .strict();

export type Service = FinishedFields<typeof serviceSchema> & { slug: string };

/** Copy every service page shares. */
export const servicePageSchema = z.object({
  bookFreeDemo: copy,
  seePricing: copy,
  caseStudyForm: z.object({
    label: copy,
    placeholder: copy,
    submit: copy,
    sending: copy,
    success: copy,
    note: copy,
    /** The fixed texts of the request (docs/product.md §7); the email is the visitor's. */
    request: z.object({ name: copy, subject: copy, message: copy, serviceLabel: copy }),
  }),
  pricing: z.object({ book: copy, featured: copy, includes: copy }),
  hipaa: z.object({ heading: copy, body: inlineMarkdown }),
});

export type ServicePageCopy = FinishedFields<typeof servicePageSchema>;

/** What the case-study form sends besides the visitor's email (docs/product.md §7). */
export type CaseStudyRequest = { name: string; subject: string; message: string };

export function caseStudyRequest(page: ServicePageCopy, service: Service): CaseStudyRequest {
  const { name, subject, message, serviceLabel } = page.caseStudyForm.request;
  return {
    name,
    subject,
    message: service.caseStudy.namesService
      ? `${message} ${serviceLabel}: ${service.name}`
      : message,
  };
}

/** The /services overview. */
export const servicesOverviewSchema = z.object({
  /** The page's name in links and breadcrumbs. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: z.object({ eyebrow: copy, heading: copy, intro: copy, bookAudit: copy }),
  blocks: sectionCopy.extend({
    items: z
      .array(
        z.object({
          /** Which of the four it is: picks the block's icon. */
          kind: z.enum(["ads", "websites", "receptionist", "nurture"]),
          label: copy,
          title: copy,
          body: copy,
          points: z.array(copy).length(3),
          proof: z.object({ value: copy, label: copy }),
          link: z.object({ label: copy, href: linkTarget }).optional(),
        }),
      )
      .length(4),
  }),
  proof: sectionCopy.extend({
    figures: z.array(z.object({ value: copy, label: copy })).length(4),
  }),
  faqs: faqGroupRef(),
});

export type ServicesOverview = FinishedFields<typeof servicesOverviewSchema>;
