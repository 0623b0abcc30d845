import { z } from "zod";
import { faqGroupRef } from "./faqs";
import { pageFiles } from "./files";
import { withSiteTokens } from "@/lib/content/collection";
import { ContentError } from "@/lib/content/content-error";
import { loadContentFiles } from "@/lib/content/content-files";
import { copy, isoDate, metaDescription, pageTitle } from "@/lib/content/fields";
import { renderMarkdown, splitSections } from "@/lib/content/markdown";
import { fillTokens } from "@/lib/content/tokens";
import { siteTokens } from "./site-tokens";

/**
 * A long-form page at /{slug} (about, privacy, terms, demo, thank-you): its fields, as the
 * frontmatter of src/content/pages/{slug}.md holds them; its text is the file's body, in
 * sections, each under a `## Heading` line.
 */
export const prosePageSchema = withSiteTokens(
  z
    .object({
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
      /** Slug of the FAQ group shown after the text. */
      faqs: faqGroupRef.optional(),
    })
    .strict(),
);

type ProsePageData = z.output<typeof prosePageSchema>;

/** A headed section of a page's text, its body rendered from Markdown. */
export type ProseSection = { heading: string; body: string };

export type ProsePage = ProsePageData & { slug: string; sections: readonly ProseSection[] };

/**
 * Completes a page from its file's slug, validated fields and Markdown body: the body is read as
 * sections, each under a `## ` heading; text before the first heading, or a heading without text,
 * stops the build naming the file.
 */
export function toProsePage(
  pageSlug: string,
  data: ProsePageData,
  markdown: string,
  file: string,
): ProsePage {
  const { before, sections } = splitSections(markdown);
  if (before.trim() || !sections.length || sections.some((section) => !section.markdown.trim())) {
    throw new ContentError(
      `${file}: write the page's text in sections, each under a "## Heading" line with text below it`,
    );
  }
  return {
    ...data,
    slug: pageSlug,
    sections: sections.map((section) => ({
      heading: fillTokens(section.heading, siteTokens, file),
      body: renderMarkdown(section.markdown, siteTokens, file).html,
    })),
  };
}

/**
 * Reads the page files for code that runs outside Astro's collections as it is imported (the
 * route registry, the search index, tests): the same files and schema as the `pages` collection.
 */
export function loadProsePages(sources: { [path: string]: string }): ProsePage[] {
  return loadContentFiles("pages", sources, prosePageSchema, (file, data) =>
    toProsePage(file.slug, data, file.body, file.path),
  );
}

const prosePages = loadProsePages(pageFiles);

export function getAllProsePages(): readonly ProsePage[] {
  return prosePages;
}

export function prosePagePath(page: Pick<ProsePage, "slug">): string {
  return `/${page.slug}`;
}
