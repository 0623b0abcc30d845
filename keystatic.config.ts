import { collection, config, fields, singleton } from "@keystatic/core";
import type { z } from "zod";
import { githubRepoSchema } from "./src/config/editor";
import { caseStudySchema, STORY_HEADINGS } from "./src/content/case-study-fields";
import { claimSchema } from "./src/content/claims";
import { COPY_NAMES, copyPages, copyPath } from "./src/content/copy";
import { downloadSchema } from "./src/content/downloads";
import { faqGroupSchema } from "./src/content/faqs";
import { industrySchema } from "./src/content/industries";
import { prosePageSchema } from "./src/content/pages";
import { COVER_FOLDER, COVER_PUBLIC_PATH, COVER_SIZE, postSchema } from "./src/content/post-fields";
import { serviceSchema } from "./src/content/services";
import { statSchema } from "./src/content/stats";
import { testimonialSchema } from "./src/content/testimonials";
import { metricsField } from "./src/content/editor/metrics-field";
import { fieldsOf, objectOf, type EditorOptions } from "./src/content/editor/schema-fields";

/**
 * The browser editor at /keystatic (`npm run dev`, or the production site in GitHub mode): every
 * collection of src/content and every page's words, each field built from its zod schema
 * (src/content/editor/schema-fields.ts). Each entry is its file: a Markdown file's fields as frontmatter
 * and its text below, or a YAML file's fields.
 */

// GitHub mode when a repository is configured (checked with the other settings by astro.config.ts);
// the page reads it in the browser, where only PUBLIC_ variables exist.
const githubRepo = githubRepoSchema
  .optional()
  .parse(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO || undefined);

/** The site renders Markdown with GFM (tables, strikethrough) and no images in the text. */
const markdownBody = (description: string) =>
  fields.markdoc({
    label: "Text",
    description,
    extension: "md",
    options: { image: false, heading: [2, 3] },
  });

type Folder = {
  label: string;
  folder: string;
  schema: z.ZodType;
  /** The field the file's name comes from, and what the name is. */
  slugFrom: string;
  slug: { label: string; description: string };
  columns: string[];
  /** Markdown files: the text below the fields, described; YAML files have none. */
  body?: string;
  own?: EditorOptions["own"];
};

/** A folder of src/content as a collection of the editor, one file an entry. */
function folderCollection({ label, folder, schema, slugFrom, slug, columns, body, own }: Folder) {
  return collection({
    label,
    path: `src/content/${folder}/*`,
    // Keystatic types these from a schema written out field by field; this one is built.
    slugField: slugFrom as never,
    columns: columns as never,
    ...(body
      ? { format: { contentField: "body" as const }, entryLayout: "content" as const }
      : { format: { data: "yaml" as const } }),
    schema: fieldsOf(objectOf(schema), {
      slugFrom: { field: slugFrom, slug },
      own: { ...own, ...(body && { body: markdownBody(body) }) },
    }),
  });
}

/** Each page's words (src/content/copy). */
const copySingletons = Object.fromEntries(
  COPY_NAMES.map((name) => [
    name,
    singleton({
      label: copyPages[name].label,
      path: copyPath(name),
      format: { data: "yaml" },
      schema: fieldsOf(copyPages[name].schema),
    }),
  ]),
);

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo } : { kind: "local" },
  ui: { brand: { name: "Voltcare AI content" } },
  singletons: copySingletons,
  collections: {
    posts: folderCollection({
      label: "Blog posts",
      folder: "posts",
      schema: postSchema,
      slugFrom: "title",
      slug: {
        label: "Address",
        description: "The post's address: /blog/{this}. Lowercase words joined by hyphens.",
      },
      columns: ["title", "date"],
      body: "The article. Headings start at ## (level 2).",
      own: {
        cover: fields.image({
          label: "Cover image",
          description: `A drawing (SVG) or a photo at least ${COVER_SIZE.width}×${COVER_SIZE.height} pixels; photos are cut to that shape and made small for phones when the site builds.`,
          directory: COVER_FOLDER,
          publicPath: COVER_PUBLIC_PATH,
          validation: { isRequired: true },
        }),
      },
    }),
    caseStudies: folderCollection({
      label: "Case studies",
      folder: "case-studies",
      schema: caseStudySchema,
      slugFrom: "clinic",
      slug: {
        label: "Address",
        description:
          "The story's address: /case-studies/{this}. The clinic and its city, such as lumen-aesthetics-scottsdale.",
      },
      columns: ["clinic", "specialty"],
      body: `The story in three sections, in this order, each under its heading: ${Object.values(
        STORY_HEADINGS,
      )
        .map((heading) => `## ${heading}`)
        .join(", ")}.`,
      own: { metrics: metricsField },
    }),
    pages: folderCollection({
      label: "Pages (about, privacy, terms, demo, thank-you)",
      folder: "pages",
      schema: prosePageSchema,
      slugFrom: "name",
      slug: { label: "Address", description: "The page's address: /{this}." },
      columns: ["name", "updated"],
      body: "The text in sections, each under its own heading (## Heading).",
    }),
    downloads: folderCollection({
      label: "Downloads (the playbook, the checklist)",
      folder: "downloads",
      schema: downloadSchema,
      slugFrom: "title",
      slug: {
        label: "Address",
        description: "Its unlisted page: /downloads/{this}. Lowercase words joined by hyphens.",
      },
      columns: ["title", "updated"],
      body: "The document in sections, each under its own heading (## Heading). A checklist's items are a list, each line starting with a dash.",
    }),
    services: folderCollection({
      label: "Services",
      folder: "services",
      schema: serviceSchema,
      slugFrom: "name",
      slug: {
        label: "Address",
        description: "The page's address: /services/{this}. Lowercase words joined by hyphens.",
      },
      columns: ["name", "position"],
    }),
    industries: folderCollection({
      label: "Industries",
      folder: "industries",
      schema: industrySchema,
      slugFrom: "name",
      slug: {
        label: "Address",
        description: "The page's address: /industries/{this}, and its section's anchor.",
      },
      columns: ["name", "position"],
    }),
    testimonials: folderCollection({
      label: "Testimonials",
      folder: "testimonials",
      schema: testimonialSchema,
      slugFrom: "clinicType",
      slug: { label: "Name", description: "The name pages give it, such as home-dental-owner." },
      columns: ["clinicType", "role"],
    }),
    faqs: folderCollection({
      label: "FAQ groups",
      folder: "faqs",
      schema: faqGroupSchema,
      slugFrom: "heading",
      slug: { label: "Name", description: "The name pages give the group, such as services." },
      columns: ["heading"],
    }),
    stats: folderCollection({
      label: "Stats",
      folder: "stats",
      schema: statSchema,
      slugFrom: "label",
      slug: { label: "Name", description: "Copy cites it as {stats.this}." },
      columns: ["label", "value"],
    }),
    claims: folderCollection({
      label: "Claims",
      folder: "claims",
      schema: claimSchema,
      slugFrom: "name",
      slug: { label: "Name", description: "Copy cites it as {claims.this}." },
      columns: ["name", "text"],
    }),
  },
});
