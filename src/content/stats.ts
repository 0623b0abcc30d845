import { z } from "zod";
import { bySlug, collectionSource, defineCollection } from "./lib/collection";
import { copy, slug, slugRefs } from "./lib/fields";
import { statRecords } from "./data/stats";

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

export const statSource = collectionSource("stats", statSchema, statRecords);
const stats = defineCollection(statSource);

export function getAllStats(): readonly Stat[] {
  return stats;
}

export function getStatBySlug(statSlug: string): Stat | undefined {
  return bySlug(stats, statSlug);
}

/** A schema field naming stats by slug, resolved to the records when content loads. */
export const statRefs = slugRefs(getStatBySlug, "stat in stats.ts");
