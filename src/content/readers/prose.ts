import type { downloadSchema } from "../downloads";
import type { prosePageSchema } from "../pages";
import { ContentError } from "./content-error";
import type { FinishedRecord } from "./finish";
import type { HeadedText } from "./markdown";

/** A headed section of a long text, its body rendered from Markdown. */
export type ProseSection = { heading: string; body: string };

type Sectioned = { slug: string; sections: readonly ProseSection[] };

/** A long-form page at /{slug}: about, demo, thank-you, the legal pages. */
export type ProsePage = FinishedRecord<typeof prosePageSchema> & Sectioned;

/** A document the site gives away, as its page shows it. */
export type Download = FinishedRecord<typeof downloadSchema> & Sectioned;

/**
 * A long text's sections, from its rendered Markdown cut at its `## ` headings: text before the
 * first heading, or a heading without text, stops the build naming the file.
 */
function proseSections({ before, sections }: HeadedText, file: string): ProseSection[] {
  if (before || !sections.length || sections.some((section) => !section.html)) {
    throw new ContentError(
      `${file}: write the text in sections, each under a "## Heading" line with text below it`,
    );
  }
  return sections.map((section) => ({ heading: section.heading, body: section.html }));
}

/** Completes a long text (a page, a download) from its slug, finished fields and rendered text. */
export function inSections<Data extends object>(
  slug: string,
  data: Data,
  text: HeadedText,
  file: string,
): Data & Sectioned {
  return { ...data, slug, sections: proseSections(text, file) };
}

export function prosePagePath(page: Pick<ProsePage, "slug">): string {
  return `/${page.slug}`;
}
