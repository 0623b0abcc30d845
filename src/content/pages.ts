import { z } from "zod";
import type { FinishedFields } from "./finished";
import { faqGroupRef } from "./faqs";
import { ContentError } from "@/lib/content/content-error";
import { copy, isoDate, metaDescription, pageTitle } from "@/lib/content/fields";
import type { HeadedText } from "@/lib/content/markdown";

/**
 * A long-form page at /{slug} (about, privacy, terms, demo, thank-you): its fields, as the
 * frontmatter of src/content/pages/{slug}.md holds them; its text is the file's body, in
 * sections, each under a `## Heading` line.
 */
export const prosePageSchema = z
  .object({
    name: copy.meta({ description: "In breadcrumbs and search results: Privacy Policy." }),
    title: pageTitle,
    description: metaDescription,
    eyebrow: copy.meta({ description: "The small label above the heading." }),
    heading: copy,
    intro: copy.meta({ title: "Opening paragraph" }),
    updated: isoDate.optional().meta({
      title: "Last revised on",
      description: "Legal pages show it above the text, and the sitemap uses it.",
    }),
    indexed: z.boolean().default(true).meta({
      title: "In search results and the sitemap",
      description: "Untick for confirmation pages.",
    }),
    faqs: faqGroupRef().optional().meta({ title: "Questions shown after the text" }),
  })
  .strict();

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
