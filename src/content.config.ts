import { defineCollection } from "astro:content";
import type { z } from "zod";
import { collectionSources } from "./content/collections";
import { recordsLoader, type CollectionSource } from "./content/lib/collection";

/**
 * The site's record collections, as Astro content collections: each one's records (in
 * src/content/data and beside their schemas) validated by its zod schema when the site builds.
 * Pages read them with records() (src/content/collections.ts) and getEntry(); an entry's id is
 * its slug.
 */
function collectionOf<Schema extends z.ZodType<{ slug: string }>>(
  source: CollectionSource<Schema>,
) {
  return defineCollection({ loader: recordsLoader(source), schema: source.schema });
}

const { caseStudies, posts, services, industries, faqs, testimonials, stats, pages } =
  collectionSources;

export const collections = {
  caseStudies: collectionOf(caseStudies),
  posts: collectionOf(posts),
  services: collectionOf(services),
  industries: collectionOf(industries),
  faqs: collectionOf(faqs),
  testimonials: collectionOf(testimonials),
  stats: collectionOf(stats),
  pages: collectionOf(pages),
};
