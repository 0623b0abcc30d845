import { getCollection, type CollectionEntry } from "astro:content";
import { inListOrder, toCaseStudy, type CaseStudy } from "./case-studies";
import { inPositionOrder } from "@/lib/content/collection";
import { headedSections, type MarkdownHeading } from "@/lib/content/markdown";
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

/** An entry's text as Astro rendered it, and its headings. */
function renderedBody(entry: { rendered?: { html: string; metadata?: object } }) {
  const metadata = entry.rendered?.metadata as { headings?: MarkdownHeading[] } | undefined;
  return { html: entry.rendered?.html ?? "", headings: metadata?.headings ?? [] };
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
export async function postRecords(): Promise<PostRecord[]> {
  const entries = await getCollection("posts", (entry) => isPublished(entry.data));
  return newestFirst(
    entries.map((entry) =>
      toPost(
        entry.id,
        { ...entry.data, cover: checkedCover(entry.data.cover, fileOf(entry)) },
        renderedBody(entry),
      ),
    ),
  );
}

/** The published posts as pages show them: each cover made into a picture in the share card's frame. */
export async function publishedPosts(): Promise<Post[]> {
  return Promise.all(
    (await postRecords()).map(async (post) => ({
      ...post,
      cover: await framedPicture(post.cover, COVER_SIZE),
    })),
  );
}

/** The client stories, in list order, each story in its three sections. */
export async function listCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection("caseStudies");
  return inListOrder(
    entries.map((entry) =>
      toCaseStudy(entry.id, entry.data, headedSections(renderedBody(entry)), fileOf(entry)),
    ),
  );
}

/** The long-form pages (about, demo, thank-you, the legal pages), each with its text in sections. */
export async function listProsePages(): Promise<ProsePage[]> {
  const entries = await getCollection("pages");
  return entries.map((entry) =>
    toProsePage(entry.id, entry.data, headedSections(renderedBody(entry)), fileOf(entry)),
  );
}

/** One long-form page by its slug (the page's address): about, demo, thank-you, … */
export async function prosePage(pageSlug: string): Promise<ProsePage> {
  const page = (await listProsePages()).find((candidate) => candidate.slug === pageSlug);
  if (!page) throw new Error(`No page src/content/pages/${pageSlug}.md`);
  return page;
}
