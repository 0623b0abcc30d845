import type { ComponentSchema, FormFieldStoredValue } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import editor from "../../../keystatic.config";
import { asWritten } from "../../../test/editor-values";
import { caseStudySchema } from "../schemas/records/case-study-fields";
import { postSchema } from "../schemas/records/post-fields";
import { COLLECTION_NAMES, COLLECTIONS } from "../registry";
import { statSchema } from "../schemas/records/stats";
import { metricsDraft, metricsField, storedMetrics } from "./metrics-field";
import { objectOf } from "./schema-fields";

/**
 * The browser editor (keystatic.config.ts) builds every collection's fields from its zod schema
 * (schema-fields.ts): it shows every field the build reads and no other, offers the same
 * choices, reads every file whole, and what it reads and writes back passes the build.
 */

const collections = editor.collections ?? {};

/** The fields of a content schema (a post's is refined as a whole). */
const fieldsOf = (schema: z.ZodType) => objectOf(schema).shape as Record<string, z.ZodType>;

/** A file's fields as written: a YAML file's, or a Markdown file's frontmatter. */
function fileFields(path: string): unknown {
  const text = readFileSync(path, "utf8");
  return yaml.load(path.endsWith(".md") ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text);
}

/** A Keystatic select's choices. */
function choices(field: ComponentSchema | undefined): string[] {
  return ((field as { options?: { value: string }[] }).options ?? []).map((o) => o.value);
}

/** Each collection: its folder, its schema, and whether its files are Markdown (else YAML). */
const cases = COLLECTION_NAMES.map((name) => {
  const { folder, schema, format } = COLLECTIONS[name];
  return { name, folder, zod: schema as z.ZodType, markdown: format === "markdown" };
});

describe.each(cases)("the editor's $name", ({ name, folder, zod, markdown }) => {
  const keystatic = collections[name];

  it("writes the collection's files in its folder: Markdown with the body below, or YAML", () => {
    expect(keystatic?.path).toBe(`src/content/${folder}/*`);
    if (markdown) {
      expect(keystatic?.format).toEqual({ contentField: "body" });
      const body = (keystatic?.schema as Record<string, { contentExtension?: string }>).body;
      expect(body?.contentExtension).toBe(".md");
    } else {
      expect(keystatic?.format).toEqual({ data: "yaml" });
    }
  });

  it("has a field for every field of the zod schema, and no other", () => {
    const editorFields = Object.keys(keystatic?.schema ?? {}).filter((key) => key !== "body");
    expect(editorFields.sort()).toEqual(Object.keys(fieldsOf(zod)).sort());
  });

  it("reads every file whole, and what it holds passes the build's schema", async () => {
    const reader = createReader(process.cwd(), { ...editor, storage: { kind: "local" } });
    const entries = await reader.collections[name].all();
    const files = readdirSync(`src/content/${folder}`).filter((file) => /\.(md|yaml)$/.test(file));
    expect(entries).toHaveLength(files.length);
    for (const { slug, entry } of entries) {
      const fields = asWritten(
        Object.fromEntries(Object.entries(entry).filter(([key]) => key !== "body")),
      );
      const result = zod.safeParse(fields);
      expect(result.error?.issues ?? [], slug).toEqual([]);
      // What the editor read is what the build reads: every field, with the same values.
      const file = fileFields(`src/content/${folder}/${slug}.${markdown ? "md" : "yaml"}`);
      expect(result.data, slug).toEqual(zod.parse(file));
    }
  });
});

describe("the editor's choices", () => {
  it("are the schemas' enums", () => {
    const post = fieldsOf(postSchema);
    const story = fieldsOf(caseStudySchema);
    expect(choices(collections.posts?.schema.authorType)).toEqual(
      (post.authorType as z.ZodEnum).options,
    );
    expect(choices(collections.caseStudies?.schema.specialty)).toEqual(
      (story.specialty as z.ZodEnum).options,
    );
    expect(choices(collections.stats?.schema.type)).toEqual(
      (fieldsOf(statSchema).type as z.ZodEnum).options,
    );
  });
});

describe("the metrics field", () => {
  const lumen: FormFieldStoredValue = [
    { type: "uplift", percent: 57, label: "more booked consults" },
    { type: "response", seconds: 7, label: "average reply, day or night" },
    { type: "other", value: "−32%", label: "cost per lead" },
  ];

  it("writes a file's list back as it was", () => {
    expect(storedMetrics(metricsDraft(lumen))).toEqual(lumen);
  });

  it.each([
    ["no rise", { uplift: { percent: null, label: "more consults" } }],
    ["a rise of 0%", { uplift: { percent: 0, label: "more consults" } }],
    ["a reply of 121 seconds", { response: { seconds: 121, label: "reply" } }],
    ["an empty label", { uplift: { percent: 57, label: " " } }],
    ["another figure without a value", { others: [{ value: "", label: "cost per lead" }] }],
  ])("refuses %s, as the build does", (_, change) => {
    const draft = { ...metricsDraft(lumen), ...change };
    expect(() => metricsField.validate(draft)).toThrow();
    expect(fieldsOf(caseStudySchema).metrics?.safeParse(storedMetrics(draft)).success).toBe(false);
  });
});

describe("the post's cover field", () => {
  type ImageField = {
    directory?: string;
    serialize(
      value: { data: Uint8Array; filename: string; extension: string },
      args: { suggestedFilenamePrefix?: string; slug?: string },
    ): { value: string; asset?: { filename: string } };
  };
  const cover = collections.posts?.schema.cover as unknown as ImageField;

  it("stores an upload in the post's own folder, as a path the build reads", () => {
    const upload = { data: new Uint8Array([255, 216]), filename: "IMG_2041.JPG", extension: "jpg" };
    const { value, asset } = cover.serialize(upload, {
      suggestedFilenamePrefix: "cover",
      slug: "after-hours",
    });
    expect(value).toBe("../../assets/blog/after-hours/cover.jpg");
    expect(fieldsOf(postSchema).cover?.safeParse(value).success).toBe(true);
    // The post's file names the file the editor writes: src/assets/blog/{post}/cover.jpg.
    expect(resolve("src/content/posts", value)).toBe(
      resolve(cover.directory ?? "", "after-hours", asset?.filename ?? ""),
    );
  });
});
