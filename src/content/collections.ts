import { getCollection, type CollectionEntry } from "astro:content";
import { inListOrder, toCaseStudy, type CaseStudy } from "./case-studies";
import { escapeHtml } from "@/lib/escape-html";
import { inPositionOrder, oncePerBuild } from "@/lib/content/collection";
import { figureTokens, type FigureTokens } from "@/lib/content/figures";
import { headedSections, type MarkdownHeading } from "@/lib/content/markdown";
import { fillTokens } from "@/lib/content/tokens";
import { framedPicture } from "@/lib/content/picture";
import { toProsePage, type ProsePage } from "./pages";
import { COVER_SIZE } from "./post-fields";
import {
  checkedCover,
  isPublished,
  newestFirst,
  toPost,
  type Post,
  type PostRecord,
} from "./posts";

/**
 * The one way the site reads its content: Astro's collections (src/content.config.ts), finished
 * into the records pages, the route registry, the navigation, the sitemap, the feed and the search
 * index use. Markdown is as Astro rendered it.
 */

/** Where an entry's file is, for messages: src/content/posts/x.md. */
const fileOf = (entry: { id: string; filePath?: string }) => entry.filePath ?? entry.id;

/** The figures copy cites, as words and as they stand in rendered HTML. */
type Figures = { text: FigureTokens; html: FigureTokens };

/**
 * The figures and standing claims copy cites ({stats.calls-missed}, {claims.reply},
 * {lumen-aesthetics-scottsdale.uplift}), from the case studies, stats and claims as their
 * collections hold them (lib/content/figures.ts).
 */
const figures = oncePerBuild(async (): Promise<Figures> => {
  const [caseStudies, stats, claims] = await Promise.all([
    getCollection("caseStudies"),
    getCollection("stats"),
    getCollection("claims"),
  ]);
  const sources = (entries: { id: string; data: unknown }[]) =>
    entries.map((entry) => ({ slug: entry.id, fields: entry.data }));
  const text = figureTokens({
    caseStudies: sources(caseStudies),
    stats: sources(stats),
    claims: sources(claims),
  });
  const html = Object.fromEntries(
    Object.entries(text).map(([name, value]) => [name, escapeHtml(value)]),
  );
  return { text, html };
});

type RenderedEntry = {
  id: string;
  filePath?: string;
  rendered?: { html: string; metadata?: object };
};

/**
 * An entry's text as Astro rendered it, and its headings, with the figures it cites filled in
 * (Astro's Markdown plugins fill the site's details and leave these); a figure that does not
 * exist stops the build, naming the file.
 */
function renderedBody(entry: RenderedEntry, tokens: Figures) {
  const metadata = entry.rendered?.metadata as { headings?: MarkdownHeading[] } | undefined;
  return {
    html: fillTokens(entry.rendered?.html ?? "", tokens.html, fileOf(entry)),
    headings: (metadata?.headings ?? []).map((heading) => ({
      ...heading,
      text: fillTokens(heading.text, tokens.text, fileOf(entry)),
    })),
  };
}

/**
 * The services or industries, each with its slug (its file's name), in the order pages list
 * them: by position.
 */
export async function listedRecords<Name extends "services" | "industries">(
  name: Name,
): Promise<(CollectionEntry<Name>["data"] & { slug: string })[]> {
  const entries: CollectionEntry<Name>[] = await getCollection(name);
  return inPositionOrder(entries.map((entry) => ({ ...entry.data, slug: entry.id })));
}

/** The published posts, newest first, each with its body as Astro rendered it. */
export const postRecords = oncePerBuild(async (): Promise<PostRecord[]> => {
  const [entries, tokens] = await Promise.all([
    getCollection("posts", (entry) => isPublished(entry.data)),
    figures(),
  ]);
  return newestFirst(
    entries.map((entry) =>
      toPost(
        entry.id,
        { ...entry.data, cover: checkedCover(entry.data.cover, fileOf(entry)) },
        renderedBody(entry, tokens),
      ),
    ),
  );
});

/** The published posts as pages show them: each cover made into a picture in the share card's frame. */
export const publishedPosts = oncePerBuild(async (): Promise<Post[]> => {
  return Promise.all(
    (await postRecords()).map(async (post) => ({
      ...post,
      cover: await framedPicture(post.cover, COVER_SIZE),
    })),
  );
});

/** The client stories, in list order, each story in its three sections. */
export const listCaseStudies = oncePerBuild(async (): Promise<CaseStudy[]> => {
  const [entries, tokens] = await Promise.all([getCollection("caseStudies"), figures()]);
  return inListOrder(
    entries.map((entry) =>
      toCaseStudy(entry.id, entry.data, headedSections(renderedBody(entry, tokens)), fileOf(entry)),
    ),
  );
});

/** The long-form pages (about, demo, thank-you, the legal pages), each with its text in sections. */
export const listProsePages = oncePerBuild(async (): Promise<ProsePage[]> => {
  const [entries, tokens] = await Promise.all([getCollection("pages"), figures()]);
  return entries.map((entry) =>
    toProsePage(entry.id, entry.data, headedSections(renderedBody(entry, tokens)), fileOf(entry)),
  );
});

/** One long-form page by its slug (the page's address): about, demo, thank-you, … */
export async function prosePage(pageSlug: string): Promise<ProsePage> {
  const page = (await listProsePages()).find((candidate) => candidate.slug === pageSlug);
  if (!page) throw new Error(`No page src/content/pages/${pageSlug}.md`);
  return page;
}
