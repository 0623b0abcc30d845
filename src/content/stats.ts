import { z } from "zod";
import { bySlug, defineCollection } from "./lib/collection";
import { copy, slug } from "./lib/fields";

/** A proof figure shown large (and counted up on screen): 42% · 3x · $120k · 4.8. */
export const statSchema = z.object({
  slug,
  type: z.enum(["percent", "multiplier", "currency", "rating"]),
  value: z.number().nonnegative(),
  label: copy,
  suffix: z.string().optional(),
});

export type Stat = z.output<typeof statSchema>;

const stats = defineCollection("stats", statSchema, [
  { slug: "acquisition", type: "percent", value: 42, label: "patient acquisition increase" },
  { slug: "response", type: "multiplier", value: 3, label: "faster response" },
  { slug: "recovered", type: "currency", value: 120, suffix: "k", label: "per year recovered" },
  { slug: "rating", type: "rating", value: 4.8, label: "average client rating" },
]);

export function getAllStats(): readonly Stat[] {
  return stats;
}

export function getStatBySlug(statSlug: string): Stat | undefined {
  return bySlug(stats, statSlug);
}

/** A schema field naming stats by slug, resolved to the records when content loads. */
export const statRefs = z.array(z.string()).transform((slugs, ctx) =>
  slugs.flatMap((ref) => {
    const stat = getStatBySlug(ref);
    if (stat) return [stat];
    ctx.addIssue({ code: "custom", message: `names no stat "${ref}" in stats.ts`, input: ref });
    return [];
  }),
);
