import { collection, config, fields, singleton, type ComponentSchema } from "@keystatic/core";
import { githubRepoSchema } from "./src/config/editor";
import { copyPages, copyPath } from "./src/content/copy";
import { metricsField } from "./src/content/editor/metrics-field";
import { fieldsOf, objectOf } from "./src/content/editor/schema-fields";
import {
  COVER_FOLDER,
  COVER_PUBLIC_PATH,
  COVER_SIZE,
} from "./src/content/schemas/records/post-fields";
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName } from "./src/content/registry";
import { leadCopyPages } from "./src/leads/copy/pages";

/**
 * The browser editor at /keystatic (`npm run dev`, or the production site in GitHub mode): each
 * collection of src/content/registry.ts and each copy file, the pages' (src/content/copy.ts) and
 * the lead's (src/leads/copy/pages.ts), their fields built from the zod schemas
 * (src/content/editor/schema-fields.ts).
 */

const COPY_PAGES = { ...copyPages, ...leadCopyPages };
type CopyName = keyof typeof COPY_PAGES;

// GitHub mode when a repository is configured (checked with the other settings by astro.config.ts);
// the page reads it in the browser, where only PUBLIC_ variables exist.
const githubRepo = githubRepoSchema
  .optional()
  .parse(import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO || undefined);

const OWN_FIELDS: Partial<Record<CollectionName, Record<string, ComponentSchema>>> = {
  posts: {
    cover: fields.image({
      label: "Cover image",
      description: `A drawing (SVG) or a photo at least ${COVER_SIZE.width}×${COVER_SIZE.height} pixels; photos are cut to that shape and made small for phones when the site builds.`,
      directory: COVER_FOLDER,
      publicPath: COVER_PUBLIC_PATH,
      validation: { isRequired: true },
    }),
  },
  caseStudies: { metrics: metricsField },
};

/** The site renders Markdown with GFM (tables, strikethrough) and no images in the text. */
const markdownBody = (description: string) =>
  fields.markdoc({
    label: "Text",
    description,
    extension: "md",
    options: { image: false, heading: [2, 3] },
  });

function recordCollection(name: CollectionName) {
  const entry = COLLECTIONS[name];
  const { from, ...slug } = entry.slug;
  const markdown = entry.format === "markdown";
  return collection({
    label: entry.label,
    path: `src/content/${entry.folder}/*`,
    // Keystatic types these from a schema written out field by field; this one is built.
    slugField: from as never,
    columns: entry.columns as never,
    ...(markdown
      ? { format: { contentField: "body" as const }, entryLayout: "content" as const }
      : { format: { data: "yaml" as const } }),
    schema: fieldsOf(objectOf(entry.schema), {
      slugFrom: { field: from, slug },
      own: { ...OWN_FIELDS[name], ...(markdown && { body: markdownBody(entry.body) }) },
    }),
  });
}

function copySingleton(name: CopyName) {
  return singleton({
    label: COPY_PAGES[name].label,
    path: copyPath(name),
    format: { data: "yaml" },
    schema: fieldsOf(COPY_PAGES[name].schema),
  });
}

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo } : { kind: "local" },
  ui: { brand: { name: "Voltcare AI content" } },
  singletons: Object.fromEntries(
    (Object.keys(COPY_PAGES) as CopyName[]).map((name) => [name, copySingleton(name)]),
  ),
  collections: Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, recordCollection(name)]),
  ) as Record<CollectionName, ReturnType<typeof recordCollection>>,
});
