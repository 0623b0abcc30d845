import type { ImageMetadata } from "astro";
import { defineCollection } from "astro:content";
import type { z } from "zod";
import { glob } from "astro/loaders";
import { slugOfFile } from "@/lib/content/content-files";
import { caseStudySchema } from "./content/case-studies";
import { claimSchema } from "./content/claims";
import { faqGroupSchema } from "./content/faqs";
import { industrySchema } from "./content/industries";
import { prosePageSchema } from "./content/pages";
import { statSchema } from "./content/stats";
import { testimonialSchema } from "./content/testimonials";
import { coverPath, postFields } from "./content/posts";
import { serviceSchema } from "./content/services";

/**
 * The site's content collections, each validated by its zod schema when the site builds. Posts,
 * case studies and long-form pages are Markdown files (src/content/posts/{slug}.md,
 * src/content/case-studies/{slug}.md, src/content/pages/{slug}.md: fields above, text below);
 * services, industries, testimonials, FAQ groups and stats are YAML files
 * (src/content/services/{slug}.yaml, …). Everything reads them through src/content/collections.ts
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

export const collections = {
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
};
