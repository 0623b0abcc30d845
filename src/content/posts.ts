import { z } from "zod";
import { postRecords } from "./data/posts";
import { bySlug, defineCollection } from "./lib/collection";
import { copy, isoDate, metaDescription, pageTitle, slug } from "./lib/fields";
import { hrefSchema, proseBlocksSchema, richTextSchema } from "./lib/rich-text";

/** A blog post, with every field SPEC.md lists. */
export const postSchema = z
  .object({
    slug,
    title: pageTitle,
    /** The date shown on the post. */
    date: isoDate,
    /** Byline as shown on the page. */
    author: copy,
    tags: z.array(copy).min(1),
    /** Summary on the blog list, and the meta description. */
    excerpt: metaDescription,
    /** Made for the site (SVG or rendered), never downloaded; served from /public. */
    image: z.object({
      src: z.string().regex(/^\/[\w\-/]+\.(svg|png|webp|jpg)$/, "a path under /public"),
      alt: copy,
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    /** The author as structured data names it. */
    authorName: copy,
    authorType: z.enum(["Person", "Organization"]),
    datePublished: isoDate,
    dateModified: isoDate,
    /** The post's own path, /blog/{slug}: the canonical URL. */
    canonical: z.string(),
    content: z.object({
      intro: richTextSchema,
      bullets: z.array(richTextSchema).min(1),
      body: proseBlocksSchema,
      ctaLinks: z.array(z.object({ label: copy, href: hrefSchema })).min(1),
    }),
  })
  .refine((post) => post.canonical === `/blog/${post.slug}`, {
    path: ["canonical"],
    message: "must be /blog/{slug}",
  })
  .refine((post) => post.dateModified >= post.datePublished, {
    path: ["dateModified"],
    message: "must not be before datePublished",
  });

export type Post = z.output<typeof postSchema>;
export type PostInput = z.input<typeof postSchema>;

const posts = defineCollection("posts", postSchema, postRecords);

export function getAllPosts(): readonly Post[] {
  return posts;
}

/** @public The detail pages look records up by the slug in their URL. */
export function getPostBySlug(postSlug: string): Post | undefined {
  return bySlug(posts, postSlug);
}
