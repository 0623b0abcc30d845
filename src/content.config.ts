import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import type { z } from "zod";
import { collectionSources } from "./content/collections";
import { recordsLoader, type CollectionSource } from "./content/lib/collection";
import { slugOfFile } from "./content/lib/content-files";
import { postSchema } from "./content/posts";

/**
 * The site's content collections, each validated by its zod schema when the site builds. Posts
 * are Markdown files (src/content/posts/{slug}.md: fields above, article below); the other
 * collections are records in src/content/data and beside their schemas. Pages read them with
 * records() and publishedPosts() (src/content/collections.ts); an entry's id is its slug.
 */
function collectionOf<Schema extends z.ZodType<{ slug: string }>>(
  source: CollectionSource<Schema>,
) {
  return defineCollection({ loader: recordsLoader(source), schema: source.schema });
}

const { caseStudies, services, industries, faqs, testimonials, stats, pages } = collectionSources;

export const collections = {
  caseStudies: collectionOf(caseStudies),
  posts: defineCollection({
    loader: glob({
      pattern: "*.md",
      base: "./src/content/posts",
      generateId: ({ entry }) => slugOfFile(`src/content/posts/${entry}`),
    }),
    schema: postSchema,
  }),
  services: collectionOf(services),
  industries: collectionOf(industries),
  faqs: collectionOf(faqs),
  testimonials: collectionOf(testimonials),
  stats: collectionOf(stats),
  pages: collectionOf(pages),
};
