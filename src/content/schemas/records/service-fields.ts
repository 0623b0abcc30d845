import { z } from "zod";
import { copy } from "../fields";

/** How many items a list holds: at least `min`, at most `max` (Keystatic's list limits too). */
export type ListLength = { readonly min: number; readonly max?: number };

const exactly = (count: number) => ({ min: count, max: count }) as const;

export const LIST_LENGTHS = {
  highlights: exactly(3),
  benefits: exactly(3),
  schedulerPoints: exactly(3),
  caseStudyFigures: exactly(3),
  tierIncludes: { min: 3 },
  channels: { min: 2 },
  relatedLinks: { min: 2 },
} as const satisfies Record<string, ListLength>;

export function listOf<Item extends z.ZodType>(item: Item, { min, max }: ListLength) {
  const atLeast = z.array(item).min(min);
  return max === undefined ? atLeast : atLeast.max(max);
}

export const sectionCopy = z.object({
  eyebrow: copy,
  heading: copy,
  intro: copy.optional().meta({ title: "Lead paragraph" }),
});

export const cardSchema = z.object({ title: copy, body: copy.meta({ title: "Text" }) });

export const TIER_NAMES = ["Starter", "Growth", "Scale"] as const;

export const pricingTiersSchema = z
  .array(
    z.object({
      name: z.enum(TIER_NAMES),
      fit: copy.meta({ title: "Who it is for" }),
      includes: listOf(copy, LIST_LENGTHS.tierIncludes).meta({ title: "What is included" }),
      featured: z.boolean().default(false).meta({
        description: "Marked as the most chosen; at most one tier.",
      }),
    }),
  )
  .refine(
    (tiers) => tiers.map((tier) => tier.name).join() === TIER_NAMES.join(),
    `the tiers are ${TIER_NAMES.join(", ")}, in that order`,
  )
  .refine(
    (tiers) => tiers.filter((tier) => tier.featured).length <= 1,
    "at most one tier is featured",
  );

export const channelsSchema = sectionCopy.extend({
  items: listOf(cardSchema, LIST_LENGTHS.channels),
});

/**
 * Pages to read next. The build checks each link's target once the site's tokens are filled;
 * the editor, which keeps tokens as typed, takes any text.
 */
export const relatedSchema = (href: z.ZodType<string>) =>
  z.object({
    eyebrow: copy,
    heading: copy,
    links: listOf(cardSchema.extend({ href }), LIST_LENGTHS.relatedLinks),
  });

export const moreProofSchema = z.object({ heading: copy, body: copy });
