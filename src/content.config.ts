import type { ImageMetadata } from "astro";
import { defineCollection } from "astro:content";
import type { z } from "zod";
import { file, glob, type Loader } from "astro/loaders";
import yaml from "js-yaml";
import { copyFile, copyPages } from "@/content/copy";
import { coverPath, postFields } from "@/content/schemas/records/post-fields";
import { slugOfFile } from "@/content/readers/slug-of-file";
import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionName,
  type CollectionSchema,
} from "@/content/registry";
import { leadCopyPages } from "@/leads/copy/pages";

/**
 * Astro's collections, validated when the site builds: those of src/content/registry.ts and each
 * copy file, the pages' (src/content/copy.ts) and the lead's (src/leads/copy/pages.ts).
 * Everything reads them through src/content/readers/.
 */

const COPY_PAGES = { ...copyPages, ...leadCopyPages };
type CopyName = keyof typeof COPY_PAGES;

function recordFiles(name: CollectionName) {
  const { folder, format } = COLLECTIONS[name];
  return glob({
    pattern: format === "markdown" ? "*.md" : "*.yaml",
    base: `./src/content/${folder}`,
    generateId: ({ entry }) => slugOfFile(`src/content/${folder}/${entry}`),
  });
}

/** Astro's file loader reads a file's top-level keys as entries; a copy file is one entry. */
function copyFileLoader(name: CopyName) {
  return file(copyFile(name), {
    parser: (text) => ({ [name]: yaml.load(text) as Record<string, unknown> }),
  });
}

// Each collection typed with its own schema, so that an entry's `data` is typed as it holds.
const recordCollections = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [
    name,
    defineCollection({ loader: recordFiles(name), schema: COLLECTIONS[name].schema }),
  ]),
) as { [Name in CollectionName]: { loader: Loader; schema: CollectionSchema<Name> } };

const copyCollections = Object.fromEntries(
  Object.entries(COPY_PAGES).map(([name, { schema }]) => [
    name,
    defineCollection({ loader: copyFileLoader(name as CopyName), schema }),
  ]),
) as { [Name in CopyName]: { loader: Loader; schema: (typeof COPY_PAGES)[Name]["schema"] } };

export const collections = {
  ...copyCollections,
  ...recordCollections,
  posts: defineCollection({
    loader: recordFiles("posts"),
    // The cover's path is checked as the editor writes it, then read as an image (its size, its
    // format) so pages can make it at build. image() takes the path as a string, though its
    // declared type names only what it gives back.
    schema: ({ image }) =>
      postFields(coverPath.pipe(image() as unknown as z.ZodType<ImageMetadata, string>)),
  }),
};
