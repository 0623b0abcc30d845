import { z } from "zod";
import { withSiteTokens } from "./lib/collection";
import { postFiles } from "./files";
import { loadContentFiles, type ContentFile } from "./lib/content-files";
import {
  copy,
  inlineMarkdown,
  isoDate,
  linkTarget,
  metaDescription,
  pageTitle,
} from "./lib/fields";
import { hrefsIn, renderMarkdown, textOfHtml, type MarkdownHeading } from "./lib/markdown";
import { paths } from "./paths";
import { AUTHOR_TYPES, POST_IMAGE_PATH, POST_IMAGE_SIZE } from "./post-fields";
import { siteTokens } from "./site-tokens";
import { slugify } from "@/lib/slug";

/**
 * A blog post's fields, as the frontmatter of its Markdown file (src/content/posts/{slug}.md)
 * holds them; the body below the fields is the article. SPEC.md's other fields follow from
 * these: the slug and canonical path from the file name, datePublished from the date, the
 * structured-data author from the byline.
 */
export const postSchema = withSiteTokens(
  z
    .object({
      title: pageTitle,
      /** Summary on the blog list, and the meta description. */
      excerpt: metaDescription,
      /** The date shown on the post: when it was published. */
      date: isoDate,
      /** The last change worth telling readers and search engines about. */
      dateModified: isoDate,
      /** Byline as shown on the page and named in structured data. */
      author: copy,
      authorType: z.enum(AUTHOR_TYPES),
      tags: z.array(copy).min(1),
      /** Made for the site (SVG or rendered), never downloaded; served from /public. */
      image: z.object({
        src: z.string().regex(POST_IMAGE_PATH, "a path under /public"),
        alt: copy,
        width: z.number().int().positive().default(POST_IMAGE_SIZE.width),
        height: z.number().int().positive().default(POST_IMAGE_SIZE.height),
      }),
      /** The opening paragraph, set larger above the key points. */
      intro: copy,
      /** The key points, one line of Markdown each. */
      bullets: z.array(inlineMarkdown).min(1),
      /** "Where to go from here": the first is the main button. */
      ctaLinks: z.array(z.object({ label: copy, href: linkTarget })).min(1),
      /** A draft is kept out of every page, the sitemap, the search index and the feed. */
      draft: z.boolean().default(false),
    })
    .strict()
    .refine((post) => post.dateModified >= post.date, {
      path: ["dateModified"],
      message: "must not be before date",
    }),
);

export type PostData = z.output<typeof postSchema>;

/** A post as pages show it: its fields, its address and its rendered body. */
export type Post = PostData & {
  slug: string;
  /** The post's own path, /blog/{slug}: the canonical URL. */
  canonical: string;
  datePublished: string;
  /** The author as structured data names it. */
  authorName: string;
  body: { html: string; headings: readonly MarkdownHeading[] };
  readingMinutes: number;
};

/** Published posts only: a draft never reaches a page, the sitemap, the search index or the feed. */
export function isPublished(post: Pick<PostData, "draft">): boolean {
  return !post.draft;
}

/** Words per minute of an attentive reader, for "7 min read". */
const READING_SPEED = 225;

/** The words of a post's intro, key points and body. */
export function postWordCount(post: Pick<Post, "intro" | "bullets" | "body">): number {
  const texts = [post.intro, ...post.bullets.map(textOfHtml), textOfHtml(post.body.html)];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** Completes a post from its file's slug, validated fields and rendered body. */
export function toPost(postSlug: string, data: PostData, body: Post["body"]): Post {
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
export function newestFirst(posts: readonly Post[]): Post[] {
  return byPublication(posts).reverse();
}

/**
 * Reads the post files for code that runs outside Astro's collections as it is imported (the
 * route registry, the search index, tests): the same files, schema and Markdown rendering as
 * the `posts` collection pages are built from.
 */
export function loadPosts(sources: { [path: string]: string }): Post[] {
  // Drafts are read and checked like every post, then kept off the site.
  const all = loadContentFiles("posts", sources, postSchema, (file: ContentFile, data) =>
    toPost(file.slug, data, renderMarkdown(file.body, siteTokens, file.path)),
  );
  return newestFirst(all.filter(isPublished));
}

const posts = loadPosts(postFiles);

/** The published posts, newest first. */
export function getAllPosts(): readonly Post[] {
  return posts;
}

/** The newest change to any of these posts: the lastmod of a page that lists them. */
export function latestPostChange(posts: readonly Post[]): string | undefined {
  return posts
    .map((post) => post.dateModified)
    .sort()
    .at(-1);
}

/** A topic of the blog: a tag, the address of its page and its posts, newest first. */
export type PostTag = { name: string; slug: string; posts: readonly Post[] };

/**
 * The blog's topics, A to Z, from the posts' tags. Tags that differ only in case or punctuation
 * ("Speed to lead", "speed-to-lead") are one topic, named as its newest post writes it.
 */
export function postTags(posts: readonly Post[]): PostTag[] {
  const topics = new Map<string, { name: string; slug: string; posts: Post[] }>();
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
export function postLinks(post: Post): string[] {
  return [
    ...post.bullets.flatMap(hrefsIn),
    ...hrefsIn(post.body.html),
    ...post.ctaLinks.map((link) => link.href),
  ];
}

/** Posts in the order they were published, oldest first. */
export function byPublication(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => a.datePublished.localeCompare(b.datePublished));
}

/** The posts published just before and just after one, for "previous" and "next" links. */
export function postNeighbours(
  posts: readonly Post[],
  slug: string,
): { older?: Post; newer?: Post } {
  const byDate = byPublication(posts);
  const index = byDate.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { older: byDate[index - 1], newer: byDate[index + 1] };
}
