import { z } from "zod";
import { ContentError } from "./content-error";
import { hrefsIn, textOfHtml, type MarkdownHeading } from "./markdown";
import { paths } from "@/lib/paths";
import { COVER_SIZE, postSchema } from "../schemas/records/post-fields";
import type { ImageMetadata } from "astro";
import type { Picture } from "./picture";
import { slugify } from "@/lib/text/slug";

type CoverSize = { width: number; height: number; format: string };

/** A photo must be at least a share card's size to stay sharp; a drawing (SVG) scales to any. */
function coverIsLargeEnough(cover: CoverSize): boolean {
  return (
    cover.format === "svg" || (cover.width >= COVER_SIZE.width && cover.height >= COVER_SIZE.height)
  );
}

export function checkedCover<Cover extends CoverSize>(cover: Cover, path: string): Cover {
  if (coverIsLargeEnough(cover)) return cover;
  throw new ContentError(
    `${path}, field cover: the photo is ${cover.width}×${cover.height} pixels; use one at least ${COVER_SIZE.width}×${COVER_SIZE.height} (or an SVG drawing) so it stays sharp`,
  );
}

export type PostData = z.output<typeof postSchema>;

/** A post with its address and rendered body; its cover a path, or the picture pages show. */
export type PostOf<Cover> = Omit<PostData, "cover"> & {
  cover: Cover;
  slug: string;
  canonical: string;
  datePublished: string;
  authorName: string;
  body: { html: string; headings: readonly MarkdownHeading[] };
  readingMinutes: number;
};

/** A post with its cover as Astro read it: what the route registry needs. */
export type PostRecord = PostOf<ImageMetadata>;

export type Post = PostOf<Picture>;

type AnyPost = PostOf<unknown>;

/** A draft never reaches a page, the sitemap, the search index or the feed. */
export function isPublished(post: Pick<PostData, "draft">): boolean {
  return !post.draft;
}

/** Words per minute of an attentive reader, for "7 min read". */
const READING_SPEED = 225;

export function postWordCount(post: Pick<AnyPost, "intro" | "bullets" | "body">): number {
  const texts = [post.intro, ...post.bullets.map(textOfHtml), textOfHtml(post.body.html)];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

export function toPost<Cover>(
  postSlug: string,
  data: Omit<PostData, "cover"> & { cover: Cover },
  body: AnyPost["body"],
): PostOf<Cover> {
  const post = {
    ...data,
    slug: postSlug,
    canonical: paths.post(postSlug),
    datePublished: data.date,
    authorName: data.author,
    body,
  };
  return {
    ...post,
    readingMinutes: Math.max(1, Math.round(postWordCount(post) / READING_SPEED)),
  };
}

export function newestFirst<P extends AnyPost>(posts: readonly P[]): P[] {
  return byPublication(posts).reverse();
}

/** The lastmod of a page that lists these posts. */
export function latestPostChange(posts: readonly AnyPost[]): string | undefined {
  return posts
    .map((post) => post.dateModified)
    .sort()
    .at(-1);
}

export type PostTag<P extends AnyPost = Post> = { name: string; slug: string; posts: readonly P[] };

/**
 * The blog's topics, A to Z. Tags that differ only in case or punctuation ("Speed to lead",
 * "speed-to-lead") are one topic, named as its newest post writes it.
 */
export function postTags<P extends AnyPost>(posts: readonly P[]): PostTag<P>[] {
  const topics = new Map<string, { name: string; slug: string; posts: P[] }>();
  for (const post of newestFirst(posts)) {
    for (const name of post.tags) {
      const tagSlug = slugify(name);
      const topic = topics.get(tagSlug) ?? { name, slug: tagSlug, posts: [] };
      if (!topic.posts.includes(post)) topic.posts.push(post);
      topics.set(tagSlug, topic);
    }
  }
  return [...topics.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export function postLinks(post: AnyPost): string[] {
  return [
    ...post.bullets.flatMap(hrefsIn),
    ...hrefsIn(post.body.html),
    ...post.ctaLinks.map((link) => link.href),
  ];
}

export function byPublication<P extends AnyPost>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => a.datePublished.localeCompare(b.datePublished));
}

export function postNeighbours<P extends AnyPost>(
  posts: readonly P[],
  slug: string,
): { older?: P; newer?: P } {
  const byDate = byPublication(posts);
  const index = byDate.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { older: byDate[index - 1], newer: byDate[index + 1] };
}
