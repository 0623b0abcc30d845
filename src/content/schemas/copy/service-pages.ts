import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { copy, inlineMarkdown, linkTarget, metaDescription, pageTitle } from "../fields";
import { faqGroupRef } from "../records/faqs";
import { sectionCopy } from "../records/service-fields";

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
    request: z.object({ name: copy, subject: copy, message: copy, serviceLabel: copy }),
  }),
  pricing: z.object({ book: copy, featured: copy, includes: copy }),
  hipaa: z.object({ heading: copy, body: inlineMarkdown }),
});

export type ServicePageCopy = FinishedFields<typeof servicePageSchema>;

export const servicesOverviewSchema = z.object({
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
