import { z } from "zod";

/**
 * The text field types of the content's schemas. They import nothing but zod, so the browser
 * editor (keystatic.config.ts), which builds its fields from the schemas, can use them without the
 * site's Markdown and tokens.
 */

/** A record's name in addresses and references: lowercase words joined by hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase-hyphenated slug");

/** Copy a visitor reads: trimmed, never empty. */
export const copy = z.string().trim().min(1);

export const TITLE_MAX_LENGTH = 60;

/** A document title; with the brand appended it must stay within 60 characters (routes test). */
export const pageTitle = copy.max(TITLE_MAX_LENGTH, "keep titles within 60 characters");

/** A meta description: long enough to describe, short enough not to be cut in results. */
export const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

export const metaDescription = copy.min(DESCRIPTION_LENGTH.min).max(DESCRIPTION_LENGTH.max);

/** A star rating out of five. */
export const RATING_SCALE = { min: 1, max: 5 } as const;

const SITE_PATH = /^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$|^#[a-z0-9-]+$/;
const OTHER_TARGET = /^https:\/\/\S+$|^mailto:[^\s@]+@[^\s@]+$|^tel:\+[0-9]{7,15}$/;

/** A link target in content: a site path (/services, /privacy#cookies), https:, mailto: or tel:. */
export function checkLinkTarget(href: string): string | undefined {
  if (SITE_PATH.test(href) || OTHER_TARGET.test(href)) return undefined;
  return `link target "${href}" must be a site path (/services, /privacy#cookies), https://, mailto: or tel:+digits`;
}

/** A link target outside prose (a button, a list of next steps), checked like links in prose. */
export const linkTarget = z.string().superRefine((href, ctx) => {
  const problem = checkLinkTarget(href);
  if (problem) ctx.addIssue({ code: "custom", message: problem, input: href });
});

/** The fields written in Markdown: the readers render them (content/readers/finish.ts). */
export const markdownFields = z.registry<{ inline: true }>();

/**
 * A line of Markdown (**bold**, *emphasis*, [links](/path)) in a file's fields, which pages show
 * as inline HTML, rendered like the file's body.
 */
export const inlineMarkdown = copy.clone();
markdownFields.add(inlineMarkdown, { inline: true });
