import { z } from "zod";
import { siteTokens } from "@/content/site-tokens";
import { ContentError } from "./content-error";
import { fillTokens } from "./tokens";

/**
 * A schema for fields as a file holds them: the site's tokens are filled in every string first,
 * and an unknown token is reported like any other problem with the field.
 */
export function withSiteTokens<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value, ctx) => {
    try {
      return fillTokens(value, siteTokens);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message, input: value });
      return value;
    }
  }, schema);
}

function describeIssues(label: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `  ${label}${issue.path.length ? `.${issue.path.join(".")}` : ""}: ${issue.message}`,
  );
}

/** A single page's copy (the chrome, the home page), with its tokens filled and validated. */
export function defineEntry<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  record: z.input<Schema>,
): z.output<Schema> {
  let filled: unknown;
  try {
    filled = fillTokens(record, siteTokens, name);
  } catch (error) {
    throw new ContentError(`Invalid content in ${name}:\n  ${(error as Error).message}`);
  }
  const result = schema.safeParse(filled);
  if (!result.success) {
    throw new ContentError(
      `Invalid content in ${name}:\n${describeIssues(name, result.error).join("\n")}`,
    );
  }
  return result.data;
}

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

/** Finds a record by slug; `undefined` for an unknown slug (the route then answers 404). */
export function bySlug<T extends { slug: string }>(records: readonly T[], slug: string) {
  return records.find((record) => record.slug === slug);
}
