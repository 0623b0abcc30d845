import type { FinishedFields } from "@/content/finished";
import type { prosePageSchema } from "@/content/pages";
import { ContentError } from "./content-error";
import type { HeadedText } from "./markdown";

type ProsePageData = FinishedFields<typeof prosePageSchema>;

/** A headed section of a page's text, its body rendered from Markdown. */
export type ProseSection = { heading: string; body: string };

export type ProsePage = ProsePageData & { slug: string; sections: readonly ProseSection[] };

/**
 * A long text's sections, from its rendered Markdown cut at its `## ` headings: text before the
 * first heading, or a heading without text, stops the build naming the file.
 */
export function proseSections({ before, sections }: HeadedText, file: string): ProseSection[] {
  if (before || !sections.length || sections.some((section) => !section.html)) {
    throw new ContentError(
      `${file}: write the text in sections, each under a "## Heading" line with text below it`,
    );
  }
  return sections.map((section) => ({ heading: section.heading, body: section.html }));
}

/** Completes a page from its file's slug, finished fields and rendered text. */
export function toProsePage(
  pageSlug: string,
  data: ProsePageData,
  text: HeadedText,
  file: string,
): ProsePage {
  return { ...data, slug: pageSlug, sections: proseSections(text, file) };
}

export function prosePagePath(page: Pick<ProsePage, "slug">): string {
  return `/${page.slug}`;
}
