import type { downloadSchema } from "../schemas/records/downloads";
import type { prosePageSchema } from "../schemas/records/pages";
import { ContentError } from "./content-error";
import type { FinishedRecord } from "./finish";
import type { HeadedText } from "./markdown";

export type ProseSection = { heading: string; body: string };

type Sectioned = { slug: string; sections: readonly ProseSection[] };

/** About, demo, thank-you, the legal pages: each at /{slug}. */
export type ProsePage = FinishedRecord<typeof prosePageSchema> & Sectioned;

export type Download = FinishedRecord<typeof downloadSchema> & Sectioned;

/** Text before the first `## ` heading, or a heading without text, stops the build. */
function proseSections({ before, sections }: HeadedText, file: string): ProseSection[] {
  if (before || !sections.length || sections.some((section) => !section.html)) {
    throw new ContentError(
      `${file}: write the text in sections, each under a "## Heading" line with text below it`,
    );
  }
  return sections.map((section) => ({ heading: section.heading, body: section.html }));
}

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
