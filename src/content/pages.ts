import { z } from "zod";
import { aboutPage } from "./data/pages/about";
import { demoPage } from "./data/pages/demo";
import { privacyPage } from "./data/pages/privacy";
import { termsPage } from "./data/pages/terms";
import { thankYouPage } from "./data/pages/thank-you";
import { getFaqGroupBySlug } from "./faqs";
import { collectionSource, defineCollection } from "./lib/collection";
import { copy, isoDate, metaDescription, pageTitle, slug } from "./lib/fields";
import { proseBlocksSchema } from "./lib/rich-text";

export const proseSectionSchema = z.object({ heading: copy, body: proseBlocksSchema });

/** A long-form page at /{slug}: about, privacy, terms, demo, thank-you. */
export const prosePageSchema = z.object({
  slug,
  /** The page's short name, in breadcrumbs and search results: "Privacy Policy". */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  eyebrow: copy,
  heading: copy,
  intro: copy,
  /** Date the text was last revised: shown on legal pages and used as the sitemap's lastmod. */
  updated: isoDate.optional(),
  /** Left out of search results and the sitemap (confirmation pages). */
  indexed: z.boolean().default(true),
  sections: z.array(proseSectionSchema).min(1),
  /** Slug of the FAQ group shown after the text. */
  faqs: z
    .string()
    .refine((group) => getFaqGroupBySlug(group) !== undefined, "names no FAQ group in faqs.ts")
    .optional(),
});

export type ProseSection = z.output<typeof proseSectionSchema>;
export type ProsePage = z.output<typeof prosePageSchema>;

export const prosePageSource = collectionSource("pages", prosePageSchema, [
  aboutPage,
  demoPage,
  privacyPage,
  termsPage,
  thankYouPage,
]);
const prosePages = defineCollection(prosePageSource);

export function getAllProsePages(): readonly ProsePage[] {
  return prosePages;
}

export function prosePagePath(page: Pick<ProsePage, "slug">): string {
  return `/${page.slug}`;
}
