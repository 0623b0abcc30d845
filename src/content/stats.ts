import { z } from "zod";
import { bySlug, collectionSource, defineCollection } from "./lib/collection";
import { copy, slug, slugRefs } from "./lib/fields";

/**
 * A proof figure shown large (and counted up on screen): 42% · 3x · $120k · 4.8 · 12 hrs/wk.
 * SPEC.md's four types do not cover a plain quantity with a unit, so `count` adds it.
 */
export const statSchema = z.object({
  slug,
  type: z.enum(["percent", "multiplier", "currency", "rating", "count"]),
  value: z.number().nonnegative(),
  label: copy,
  suffix: z.string().optional(),
});

export type Stat = z.output<typeof statSchema>;

export const statSource = collectionSource("stats", statSchema, [
  { slug: "acquisition", type: "percent", value: 42, label: "patient acquisition increase" },
  { slug: "response", type: "multiplier", value: 3, label: "faster response" },
  { slug: "recovered", type: "currency", value: 120, suffix: "k", label: "per year recovered" },
  { slug: "rating", type: "rating", value: 4.8, label: "average client rating" },
  { slug: "missed-calls-saved", type: "percent", value: 92, label: "missed calls saved" },
  { slug: "booking-increase", type: "percent", value: 38, label: "booking increase" },
  {
    slug: "hours-saved",
    type: "count",
    value: 12,
    suffix: " hrs/wk",
    label: "front-desk time saved",
  },
  { slug: "star-rating", type: "rating", value: 4.8, label: "star rating from practice owners" },
]);
const stats = defineCollection(statSource);

export function getAllStats(): readonly Stat[] {
  return stats;
}

export function getStatBySlug(statSlug: string): Stat | undefined {
  return bySlug(stats, statSlug);
}

/** A schema field naming stats by slug, resolved to the records when content loads. */
export const statRefs = slugRefs(getStatBySlug, "stat in stats.ts");
