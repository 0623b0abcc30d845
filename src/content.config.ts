import type { ImageMetadata } from "astro";
import { defineCollection } from "astro:content";
import type { z } from "zod";
import { file, glob } from "astro/loaders";
import yaml from "js-yaml";
import { COPY_NAMES, copyFile, copyPages, type CopyName } from "@/content/copy";
import { slugOfFile } from "@/content/readers/slug-of-file";
import { caseStudySchema } from "@/content/case-study-fields";
import { claimSchema } from "@/content/claims";
import { downloadSchema } from "@/content/downloads";
import { faqGroupSchema } from "@/content/faqs";
import { industrySchema } from "@/content/industries";
import { prosePageSchema } from "@/content/pages";
import { statSchema } from "@/content/stats";
import { testimonialSchema } from "@/content/testimonials";
import { coverPath, postFields } from "@/content/post-fields";
import { serviceSchema } from "@/content/services";

/**
 * The site's content collections, each validated by its zod schema when the site builds. Posts,
 * case studies and long-form pages are Markdown files (src/content/posts/{slug}.md,
 * src/content/case-studies/{slug}.md, src/content/pages/{slug}.md: fields above, text below);
 * services, industries, testimonials, FAQ groups and stats are YAML files
 * (src/content/services/{slug}.yaml, …). Everything reads them through src/content/readers/collections.ts
 * (the pages, the route registry, the navigation, the search index, the tests); an entry's id is
 * its slug.
 */

/** A folder of content files, one entry each, named by its file (a bad name stops the build). */
function contentFiles(folder: string, pattern: "*.md" | "*.yaml") {
  return glob({
    pattern,
    base: `./src/content/${folder}`,
    generateId: ({ entry }) => slugOfFile(`src/content/${folder}/${entry}`),
  });
}

/**
 * A page's copy: one YAML file holding one entry, named like its collection. (Astro's file loader
 * reads a file's top-level keys as entries; this file is all one entry's fields.)
 */
function copyCollection<Name extends CopyName>(name: Name) {
  return defineCollection({
    loader: file(copyFile(name), {
      parser: (text) => ({ [name]: yaml.load(text) as Record<string, unknown> }),
    }),
    schema: copyPages[name].schema,
  });
}

const copyCollections = Object.fromEntries(
  COPY_NAMES.map((name) => [name, copyCollection(name)]),
) as { [Name in CopyName]: ReturnType<typeof copyCollection<Name>> };

export const collections = {
  ...copyCollections,
  caseStudies: defineCollection({
    loader: contentFiles("case-studies", "*.md"),
    schema: caseStudySchema,
  }),
  posts: defineCollection({
    loader: contentFiles("posts", "*.md"),
    // The cover's path is checked as the editor writes it, then read as an image (its size, its
    // format) so pages can make it at build. image() takes the path as a string, though its
    // declared type names only what it gives back.
    schema: ({ image }) =>
      postFields(coverPath.pipe(image() as unknown as z.ZodType<ImageMetadata, string>)),
  }),
  services: defineCollection({ loader: contentFiles("services", "*.yaml"), schema: serviceSchema }),
  industries: defineCollection({
    loader: contentFiles("industries", "*.yaml"),
    schema: industrySchema,
  }),
  faqs: defineCollection({ loader: contentFiles("faqs", "*.yaml"), schema: faqGroupSchema }),
  testimonials: defineCollection({
    loader: contentFiles("testimonials", "*.yaml"),
    schema: testimonialSchema,
  }),
  stats: defineCollection({ loader: contentFiles("stats", "*.yaml"), schema: statSchema }),
  claims: defineCollection({ loader: contentFiles("claims", "*.yaml"), schema: claimSchema }),
  pages: defineCollection({ loader: contentFiles("pages", "*.md"), schema: prosePageSchema }),
  downloads: defineCollection({
    loader: contentFiles("downloads", "*.md"),
    schema: downloadSchema,
  }),
};
