import { defineCollection } from "astro:content";
import type { z } from "zod";
import { caseStudySource } from "./content/case-studies";
import { faqSource } from "./content/faqs";
import { industrySource } from "./content/industries";
import { recordsLoader, type CollectionSource } from "./content/lib/collection";
import { prosePageSource } from "./content/pages";
import { postSource } from "./content/posts";
import { serviceSource } from "./content/services";
import { statSource } from "./content/stats";
import { testimonialSource } from "./content/testimonials";

/**
 * The site's record collections, as Astro content collections: each one's records (in
 * src/content/data and beside their schemas) validated by its zod schema when the site builds.
 * Pages read them with getCollection() and getEntry(); an entry's id is its slug.
 */
function collectionOf<Schema extends z.ZodType<{ slug: string }>>(
  source: CollectionSource<Schema>,
) {
  return defineCollection({ loader: recordsLoader(source), schema: source.schema });
}

export const collections = {
  caseStudies: collectionOf(caseStudySource),
  posts: collectionOf(postSource),
  services: collectionOf(serviceSource),
  industries: collectionOf(industrySource),
  faqs: collectionOf(faqSource),
  testimonials: collectionOf(testimonialSource),
  stats: collectionOf(statSource),
  pages: collectionOf(prosePageSource),
};
