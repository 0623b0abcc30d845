import { z } from "zod";

/**
 * A reader of content that reads once a build and shares its answer with every page that asks
 * (afresh on each call under `astro dev` and the tests, where files change while the process
 * lives).
 */
export function oncePerBuild<T>(read: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? read() : (answer ??= read()));
}

/** A record of a YAML collection: its fields, and its slug from its file's name. */
export type YamlRecord<Schema extends z.ZodType> = z.output<Schema> & { slug: string };

/** A collection's records in their `position` order (1 first), then by slug. */
export function inPositionOrder<T extends { position: number; slug: string }>(records: T[]): T[] {
  return records.sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug, "en"));
}
