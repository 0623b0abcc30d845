import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { faqGroupRef } from "../records/faqs";
import { copy, headingBlockSchema, metaDescription, pageTitle, slug } from "../fields";
import { testimonialRef } from "../records/testimonials";

/**
 * The funnel's steps, in order, as docs/product.md names them: also the funnel_step_click labels.
 */
export const FUNNEL_STEPS = ["Ads", "Capture", "Instant Response", "Nurture", "Booked"] as const;

export type FunnelStepLabel = (typeof FUNNEL_STEPS)[number];

/** The pictures a feature card may carry (drawn in components/ui/icons.tsx). */
export const FEATURE_ICONS = [
  "ads",
  "capture",
  "response",
  "nurture",
  "booked",
  "reporting",
] as const;

export type FeatureIcon = (typeof FEATURE_ICONS)[number];

const featureSchema = z.object({
  /** The card's anchor on the page, which its funnel step links to. */
  id: slug,
  icon: z.enum(FEATURE_ICONS),
  /** The funnel step that leads to this card; the card outside the funnel has none. */
  step: z.object({ label: z.enum(FUNNEL_STEPS), caption: copy }).optional(),
  eyebrow: copy,
  title: copy,
  body: copy,
  points: z.array(copy).min(2).max(4),
  highlight: copy,
});

export type SolutionFeature = FinishedFields<typeof featureSchema>;

const statLinkSchema = z.object({
  figure: copy,
  label: copy,
  linkLabel: copy,
  href: z.string().startsWith("/"),
});

export type StatLink = FinishedFields<typeof statLinkSchema>;

export const solutionsPageSchema = z.object({
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema.extend({ systemLink: copy }),
  funnel: headingBlockSchema.extend({ across: copy }),
  system: headingBlockSchema,
  features: z
    .array(featureSchema)
    .length(6)
    .refine(
      (features) =>
        features.flatMap((feature) => (feature.step ? [feature.step.label] : [])).join() ===
        FUNNEL_STEPS.join(),
      `five cards carry the funnel's steps, in order: ${FUNNEL_STEPS.join(", ")}`,
    ),
  proof: headingBlockSchema.extend({
    testimonial: testimonialRef,
    stats: z.array(statLinkSchema).length(4),
  }),
  showcase: z.object({ heading: copy, body: copy, cta: copy }),
  faqs: faqGroupRef((group) => (group.items.length === 5 ? undefined : "/solutions shows 5 FAQs")),
});

export type SolutionsPage = FinishedFields<typeof solutionsPageSchema>;
