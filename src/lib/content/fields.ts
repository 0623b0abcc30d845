import { z } from "zod";
import { siteTokens } from "@/content/site-tokens";
import { checkLinkTarget, renderInlineMarkdown, textOfHtml } from "./markdown";
import { copy, RATING_SCALE } from "./text-fields";

/** Field types shared by the collections' schemas (the editor's text limits in ./text-fields). */
export { copy, metaDescription, pageTitle } from "./text-fields";

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase-hyphenated slug");

/** A record's place in its list (a menu, a page's sections): 1 comes first. */
export const position = z.number().int().min(1);

/** A hero's or a section's opening words: an eyebrow, the heading and the paragraph under it. */
export const headingBlockSchema = z.object({ eyebrow: copy, heading: copy, intro: copy });

/** A calendar date, 2026-08-18. YAML reads an unquoted date as a date, so that is taken too. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

/**
 * A line of Markdown (**bold**, *emphasis*, [links](/path)) in a file's fields, as inline HTML,
 * rendered like the file's body.
 */
export const inlineMarkdown = z
  .string()
  .trim()
  .min(1)
  .transform((text, ctx) => {
    try {
      return renderInlineMarkdown(text, siteTokens);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message, input: text });
      return z.NEVER;
    }
  });

/** A link target outside prose (a button, a list of next steps), checked like links in prose. */
export const linkTarget = z.string().superRefine((href, ctx) => {
  const problem = checkLinkTarget(href);
  if (problem) ctx.addIssue({ code: "custom", message: problem, input: href });
});

export const faqItemSchema = z
  .object({ question: copy, answer: inlineMarkdown })
  .transform((item) => ({ ...item, answerText: textOfHtml(item.answer) }));

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

/**
 * A field naming records of another collection by slug ("acquisition", "rating"), resolved to
 * the records when content loads; an unknown slug fails the load, naming `what` it should be.
 */
export function slugRefs<T>(find: (slug: string) => T | undefined, what: string) {
  return z.array(z.string()).transform((slugs, ctx) =>
    slugs.flatMap((ref) => {
      const record = find(ref);
      if (record) return [record];
      ctx.addIssue({ code: "custom", message: `names no ${what} "${ref}"`, input: ref });
      return [];
    }),
  );
}
