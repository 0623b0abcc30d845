import { getCollection, type CollectionEntry } from "astro:content";
import { inListOrder, toCaseStudy, type CaseStudy } from "./case-studies";
import { inPositionOrder } from "@/lib/content/collection";
import type { MarkdownHeading } from "@/lib/content/markdown";
import { framedPicture } from "@/lib/content/picture";
import { toProsePage, type ProsePage } from "./pages";
import { COVER_SIZE } from "./post-fields";
import { checkedCover, isPublished, newestFirst, toPost, type Post } from "./posts";

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

/**
 * The published posts from the `posts` collection, newest first, each with its body as Astro
 * rendered it and its cover made into a picture in the share card's frame.
 */
export async function publishedPosts(): Promise<Post[]> {
  const entries = await getCollection("posts", (entry) => isPublished(entry.data));
  const posts = await Promise.all(
    entries.map(async (entry) =>
      toPost(
        entry.id,
        {
          ...entry.data,
          cover: await framedPicture(
            checkedCover(entry.data.cover, entry.filePath ?? entry.id),
            COVER_SIZE,
          ),
        },
        {
          html: entry.rendered?.html ?? "",
          headings: (entry.rendered?.metadata?.headings as MarkdownHeading[] | undefined) ?? [],
        },
      ),
    ),
  );
  return newestFirst(posts);
}

/**
 * The client stories from the `caseStudies` collection, in list order, each story split into its
 * sections and rendered.
 */
export async function listCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection("caseStudies");
  return inListOrder(
    entries.map((entry) =>
      toCaseStudy(entry.id, entry.data, entry.body ?? "", entry.filePath ?? entry.id),
    ),
  );
}

/** The long-form pages from the `pages` collection, each with its text rendered in sections. */
export async function listProsePages(): Promise<ProsePage[]> {
  const entries = await getCollection("pages");
  return entries.map((entry) =>
    toProsePage(entry.id, entry.data, entry.body ?? "", entry.filePath ?? entry.id),
  );
}

/** One long-form page by its slug (the page's address): about, demo, thank-you, … */
export async function prosePage(pageSlug: string): Promise<ProsePage> {
  const page = (await listProsePages()).find((candidate) => candidate.slug === pageSlug);
  if (!page) throw new Error(`No page src/content/pages/${pageSlug}.md`);
  return page;
}
