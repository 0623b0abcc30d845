import type { FinishedFields } from "@/content/finished";
import type { prosePageSchema } from "@/content/pages";
import { ContentError } from "./content-error";
import type { HeadedText } from "./markdown";

type ProsePageData = FinishedFields<typeof prosePageSchema>;

/** A headed section of a page's text, its body rendered from Markdown. */
export type ProseSection = { heading: string; body: string };

export type ProsePage = ProsePageData & { slug: string; sections: readonly ProseSection[] };

/**
 * Completes a page from its file's slug, validated fields and rendered text, cut at its `## `
 * headings: text before the first heading, or a heading without text, stops the build naming
 * the file.
 */
export function toProsePage(
  pageSlug: string,
  data: ProsePageData,
  { before, sections }: HeadedText,
  file: string,
): ProsePage {
  if (before || !sections.length || sections.some((section) => !section.html)) {
    throw new ContentError(
      `${file}: write the page's text in sections, each under a "## Heading" line with text below it`,
    );
  }
  return {
    ...data,
    slug: pageSlug,
    sections: sections.map((section) => ({ heading: section.heading, body: section.html })),
  };
}

export function prosePagePath(page: Pick<ProsePage, "slug">): string {
  return `/${page.slug}`;
}
