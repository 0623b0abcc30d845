import { z } from "zod";
import { statFiles } from "./files";
import { bySlug, type YamlRecord } from "@/lib/content/collection";
import { loadYamlFiles } from "@/lib/content/content-files";
import { copy, slugRefs } from "@/lib/content/fields";
import { STAT_TYPES } from "@/lib/counter";

/**
 * A proof figure shown large (and counted up on screen): 42% · 3x · $120k · 4.8 · 12 hrs/wk.
 * docs/product.md's four types do not cover a plain quantity with a unit, so `count` adds it. One
 * file each, src/content/stats/{slug}.yaml; pages show them by slug, and copy cites them as
 * `{stats.slug}` (lib/figures.ts).
 */
export const statSchema = z
  .object({
    type: z.enum(STAT_TYPES),
    value: z.number().nonnegative(),
    label: copy,
    suffix: z.string().optional(),
  })
  .strict();

export type Stat = YamlRecord<typeof statSchema>;

const stats = loadYamlFiles("stats", statFiles, statSchema);

export function getAllStats(): readonly Stat[] {
  return stats;
}

export function getStatBySlug(statSlug: string): Stat | undefined {
  return bySlug(stats, statSlug);
}

/** A schema field naming stats by slug, resolved to the records when content loads. */
export const statRefs = slugRefs(getStatBySlug, "stat in src/content/stats");
