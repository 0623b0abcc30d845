import { z } from "zod";
import { siteTokens } from "../site-tokens";
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

/** A collection's records, as written, with the schema they must pass and a name for messages. */
export type CollectionSource<Schema extends z.ZodType<{ slug: string }>> = {
  name: string;
  schema: Schema;
  records: readonly z.input<Schema>[];
};

/** Declares a collection once, for both its readers: the pages (through Astro) and the registry. */
export function collectionSource<Schema extends z.ZodType<{ slug: string }>>(
  name: string,
  schema: Schema,
  records: readonly z.input<Schema>[],
): CollectionSource<Schema> {
  return { name, schema, records };
}

function recordLabel(name: string, record: unknown, index: number): string {
  const slug = (record as { slug?: unknown }).slug;
  return `${name}[${typeof slug === "string" ? JSON.stringify(slug) : index}]`;
}

/**
 * An Astro content loader over a collection's records (src/content.config.ts): each record with
 * its tokens filled and its slug as the entry's id. Astro then validates it against the schema,
 * and a bad record stops the build naming the collection, the entry and the field.
 */
export function recordsLoader<Schema extends z.ZodType<{ slug: string }>>({
  name,
  records,
}: CollectionSource<Schema>) {
  return () =>
    records.map((record, index) => {
      const filled = fillTokens(record, siteTokens, recordLabel(name, record, index));
      return { ...(filled as object), id: String((record as { slug?: unknown }).slug ?? index) };
    });
}

/**
 * Loads a collection for the code that derives from it as it is imported (the route registry,
 * navigation, search index and tests): fills the site tokens in every string, validates each
 * record against the schema, and checks that keys are unique. Any problem throws one error
 * naming each record and field, so the build (and the unit tests) stop before a bad record
 * reaches a page.
 */
export function defineCollection<Schema extends z.ZodType<{ slug: string }>>({
  name,
  schema,
  records,
}: CollectionSource<Schema>): z.output<Schema>[] {
  const problems: string[] = [];
  const loaded: z.output<Schema>[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const label = recordLabel(name, record, index);
    try {
      const result = schema.safeParse(fillTokens(record, siteTokens, label));
      if (!result.success) {
        problems.push(...describeIssues(label, result.error));
        return;
      }
      if (seen.has(result.data.slug)) problems.push(`  ${label}: the slug is used twice`);
      seen.add(result.data.slug);
      loaded.push(result.data);
    } catch (error) {
      problems.push(`  ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  if (problems.length) {
    throw new ContentError(`Invalid content in ${name}:\n${problems.join("\n")}`);
  }
  return loaded;
}

/** A single content record (the chrome's copy, a page's sections), loaded like a collection. */
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

/** Finds a record by slug; `undefined` for an unknown slug (the route then answers 404). */
export function bySlug<T extends { slug: string }>(records: readonly T[], slug: string) {
  return records.find((record) => record.slug === slug);
}
