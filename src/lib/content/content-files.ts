import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import type { z } from "zod";
import type { YamlRecord } from "./collection";
import { ContentError } from "./content-error";
import { slugify } from "@/lib/slug";

/** A content file as written: where it is (for messages), its slug, frontmatter and body. */
export type ContentFile = { path: string; slug: string; frontmatter: unknown; body: string };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The slug of a content file: its name without the extension, which is also its page's address
 * (`what-missed-calls-cost-your-practice.md` → /blog/what-missed-calls-cost-your-practice). A
 * name that is not lowercase words joined by hyphens stops the build, saying so.
 */
export function slugOfFile(path: string): string {
  const name = path.split("/").at(-1) ?? path;
  const slug = name.replace(/\.(md|ya?ml)$/, "");
  if (!SLUG.test(slug)) {
    throw new ContentError(
      `${path}: name the file in lowercase words joined by hyphens (for example ${
        slugify(slug) || "my-post"
      }.md): the name is the page's address`,
    );
  }
  return slug;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function parseFields(path: string, text: string): unknown {
  try {
    return yaml.load(text);
  } catch (error) {
    throw new ContentError(`${path}: the fields are not valid YAML: ${(error as Error).message}`);
  }
}

/**
 * Splits a Markdown file into its YAML frontmatter and its body; a YAML file (.yaml) is all
 * fields.
 */
export function parseContentFile(path: string, source: string): ContentFile {
  const text = source.replace(/^\uFEFF/, "");
  const slug = slugOfFile(path);
  if (/\.ya?ml$/.test(path)) return { path, slug, frontmatter: parseFields(path, text), body: "" };
  const match = FRONTMATTER.exec(text);
  if (!match) {
    throw new ContentError(`${path}: start the file with its fields between two --- lines`);
  }
  return {
    path,
    slug,
    frontmatter: parseFields(path, match[1] ?? ""),
    body: text.slice(match[0].length),
  };
}

/**
 * The files of a content folder, by path relative to `src/` ("content/posts/x.md"), read from
 * disk. The site and the unit tests get the same files bundled through Vite's import.meta.glob;
 * this is for code that imports content without Vite (the end-to-end tests).
 */
export function readContentFolder(folder: URL, extension: string): Record<string, string> {
  const path = fileURLToPath(folder);
  return Object.fromEntries(
    readdirSync(path)
      .filter((name) => name.endsWith(extension))
      .sort()
      .map((name) => [
        `./${path.split("/").at(-2)}/${name}`,
        readFileSync(`${path}${name}`, "utf8"),
      ]),
  );
}

/**
 * Reads a collection's files and validates each one's frontmatter against the schema (the same
 * the Astro collection uses), then lets `build` finish each record from the file. Every problem
 * in every file is reported at once, each naming the file and the field.
 */
export function loadContentFiles<Schema extends z.ZodType, Record>(
  folder: string,
  sources: { [key: string]: string },
  schema: Schema,
  build: (file: ContentFile, data: z.output<Schema>) => Record,
): Record[] {
  const problems: string[] = [];
  const records: Record[] = [];
  for (const [key, source] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))) {
    const path = `src/content/${folder}/${key.split("/").at(-1)}`;
    try {
      const file = parseContentFile(path, source);
      const result = schema.safeParse(file.frontmatter);
      if (!result.success) {
        problems.push(
          ...result.error.issues.map(
            (issue) => `  ${path}, field ${issue.path.join(".") || "(all)"}: ${issue.message}`,
          ),
        );
        continue;
      }
      records.push(build(file, result.data));
    } catch (error) {
      problems.push(`  ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length) {
    throw new ContentError(`Invalid content in src/content/${folder}:\n${problems.join("\n")}`);
  }
  return records;
}

/**
 * Reads a folder of YAML records, one file each named by its slug
 * (src/content/testimonials/home-medspa-owner.yaml), validated like every content file.
 */
export function loadYamlFiles<Schema extends z.ZodType>(
  folder: string,
  sources: { [key: string]: string },
  schema: Schema,
): YamlRecord<Schema>[] {
  return loadContentFiles(folder, sources, schema, (file, data) => ({
    ...(data as object),
    slug: file.slug,
  })) as YamlRecord<Schema>[];
}
