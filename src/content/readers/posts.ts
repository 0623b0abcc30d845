import { z } from "zod";
import { ContentError } from "./content-error";
import { hrefsIn, textOfHtml, type MarkdownHeading } from "./markdown";
import { paths } from "@/routing/paths";
import { COVER_SIZE, postSchema } from "../post-fields";
import type { ImageMetadata } from "astro";
import type { Picture } from "./picture";
import { slugify } from "@/lib/slug";

/** A cover's size and format, as Astro's image() reads them from the file. */
type CoverSize = { width: number; height: number; format: string };

/**
 * A photo must be at least a share card's size (1200×630) to stay sharp at that size; a drawing
 * (SVG) scales to any.
 */
function coverIsLargeEnough(cover: CoverSize): boolean {
  return (
    cover.format === "svg" || (cover.width >= COVER_SIZE.width && cover.height >= COVER_SIZE.height)
  );
}

/** The cover as read, or an error naming the post's file when a photo is too small to use. */
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
  /** The post's own path, /blog/{slug}: the canonical URL. */
  canonical: string;
  datePublished: string;
  /** The author as structured data names it. */
  authorName: string;
  body: { html: string; headings: readonly MarkdownHeading[] };
  readingMinutes: number;
};

/** A post as its collection holds it, its cover the image as Astro read it: the route registry. */
export type PostRecord = PostOf<ImageMetadata>;

/** A post as pages show it: its cover made at build in the sizes and formats browsers take. */
export type Post = PostOf<Picture>;

/** Any post, whatever its cover: what lists, topics and neighbours need. */
type AnyPost = PostOf<unknown>;

/** Published posts only: a draft never reaches a page, the sitemap, the search index or the feed. */
export function isPublished(post: Pick<PostData, "draft">): boolean {
  return !post.draft;
}

/** Words per minute of an attentive reader, for "7 min read". */
const READING_SPEED = 225;

/** The words of a post's intro, key points and body. */
export function postWordCount(post: Pick<AnyPost, "intro" | "bullets" | "body">): number {
  const texts = [post.intro, ...post.bullets.map(textOfHtml), textOfHtml(post.body.html)];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** Completes a post from its file's slug, validated fields (its cover as read) and rendered body. */
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

/** Newest first: the order the blog lists posts in. */
export function newestFirst<P extends AnyPost>(posts: readonly P[]): P[] {
  return byPublication(posts).reverse();
}

/** The newest change to any of these posts: the lastmod of a page that lists them. */
export function latestPostChange(posts: readonly AnyPost[]): string | undefined {
  return posts
    .map((post) => post.dateModified)
    .sort()
    .at(-1);
}

/** A topic of the blog: a tag, the address of its page and its posts, newest first. */
export type PostTag<P extends AnyPost = Post> = { name: string; slug: string; posts: readonly P[] };

/**
 * The blog's topics, A to Z, from the posts' tags. Tags that differ only in case or punctuation
 * ("Speed to lead", "speed-to-lead") are one topic, named as its newest post writes it.
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

/** Every link target in a post: its key points, body and next steps. */
export function postLinks(post: AnyPost): string[] {
  return [
    ...post.bullets.flatMap(hrefsIn),
    ...hrefsIn(post.body.html),
    ...post.ctaLinks.map((link) => link.href),
  ];
}

/** Posts in the order they were published, oldest first. */
export function byPublication<P extends AnyPost>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => a.datePublished.localeCompare(b.datePublished));
}

/** The posts published just before and just after one, for "previous" and "next" links. */
export function postNeighbours<P extends AnyPost>(
  posts: readonly P[],
  slug: string,
): { older?: P; newer?: P } {
  const byDate = byPublication(posts);
  const index = byDate.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { older: byDate[index - 1], newer: byDate[index + 1] };
}
