import { z } from "zod";
import { copy, inlineMarkdown, RATING_SCALE } from "./text-fields";

/** Field types shared by the collections' schemas; like them, they import nothing but zod. */
export { copy, inlineMarkdown, linkTarget, metaDescription, pageTitle, slug } from "./text-fields";

/** A record's place in its list (a menu, a page's sections): 1 comes first. */
export const position = z.number().int().min(1);

/** A hero's or a section's opening words: an eyebrow, the heading and the paragraph under it. */
export const headingBlockSchema = z.object({ eyebrow: copy, heading: copy, intro: copy });

/** A calendar date, 2026-08-18. YAML reads an unquoted date as a date, so that is taken too. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

export const faqItemSchema = z.object({ question: copy, answer: inlineMarkdown });

export type FaqItem = z.output<typeof faqItemSchema>;

export const ratingSchema = z.number().min(RATING_SCALE.min).max(RATING_SCALE.max);

/** Copy with a slot for a number, written `#` ("Rated # out of 5"); fillNumber fills it. */
export const numberTemplate = copy.refine((text) => text.includes("#"), "write # for the number");

export function fillNumber(template: string, value: number): string {
  return template.replace("#", String(value));
}

/** Copy with a slot for a name, written `#` ("Articles on #"); fillName fills it. */
export const nameTemplate = copy.refine((text) => text.includes("#"), "write # for the name");

export function fillName(template: string, name: string): string {
  return template.replace("#", name);
}
