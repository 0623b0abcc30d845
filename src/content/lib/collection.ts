import type { z } from "zod";
import { site } from "@/config/site";
import { contentTokens, fillTokens } from "./tokens";

export class ContentError extends Error {
  override name = "ContentError";
}

const tokens = contentTokens(site);

function describeIssues(label: string, error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `  ${label}${issue.path.length ? `.${issue.path.join(".")}` : ""}: ${issue.message}`,
  );
}

/**
 * Loads a collection: fills the site tokens in every string, validates each record against the
 * schema, and checks that keys are unique. Any problem throws one error naming each record and
 * field, so `next build` (and the unit tests) stop before a bad record reaches a page.
 */
export function defineCollection<Schema extends z.ZodType<{ slug: string }>>(
  name: string,
  schema: Schema,
  records: readonly z.input<Schema>[],
): z.output<Schema>[] {
  const problems: string[] = [];
  const loaded: z.output<Schema>[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const slug = (record as { slug?: unknown }).slug;
    const label = `${name}[${typeof slug === "string" ? JSON.stringify(slug) : index}]`;
    try {
      const result = schema.safeParse(fillTokens(record, tokens, label));
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
    filled = fillTokens(record, tokens, name);
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
