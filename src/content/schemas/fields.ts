import { z } from "zod";

/**
 * The field types the content's schemas are built from. They import nothing but zod, so the
 * browser editor (keystatic.config.ts), which builds its fields from the schemas, can bundle them.
 */

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase-hyphenated slug");

export const copy = z.string().trim().min(1);

export const TITLE_MAX_LENGTH = 60;

/** A document title; with the brand appended it must stay within 60 characters (routes test). */
export const pageTitle = copy.max(TITLE_MAX_LENGTH, "keep titles within 60 characters");

/** A meta description: long enough to describe, short enough not to be cut in results. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

export const metaDescription = copy.min(DESCRIPTION_LENGTH.min).max(DESCRIPTION_LENGTH.max);

export const RATING_SCALE = { min: 1, max: 5 } as const;

const SITE_PATH = /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$|^#[a-z0-9-]+$/;
const OTHER_TARGET = /^https:\/\/\S+$|^mailto:[^\s@]+@[^\s@]+$|^tel:\+[0-9]{7,15}$/;

export function checkLinkTarget(href: string): string | undefined {
  if (SITE_PATH.test(href) || OTHER_TARGET.test(href)) return undefined;
  return `link target "${href}" must be a site path (/services, /privacy#cookies), https://, mailto: or tel:+digits`;
}

/** A link outside prose (a button, a list of next steps), checked like links in prose. */
export const linkTarget = z.string().superRefine((href, ctx) => {
  const problem = checkLinkTarget(href);
  if (problem) ctx.addIssue({ code: "custom", message: problem, input: href });
});

/** The fields written in Markdown: the readers render them (content/readers/finish.ts). */
export const markdownFields = z.registry<{ inline: true }>();

export const inlineMarkdown = copy.clone();
markdownFields.add(inlineMarkdown, { inline: true });

/** A record's place in its list (a menu, a page's sections): 1 comes first. */
export const position = z.number().int().min(1);

export const headingBlockSchema = z.object({ eyebrow: copy, heading: copy, intro: copy });

/** A calendar date, 2026-08-18. YAML reads an unquoted date as a date, so that is taken too. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

export const ratingSchema = z.number().min(RATING_SCALE.min).max(RATING_SCALE.max);
