import { z } from "zod";
import { copy, inlineMarkdown, isoDate, linkTarget, metaDescription, pageTitle } from "../fields";

export const AUTHOR_TYPES = ["Person", "Organization"] as const;

/**
 * Where covers live: one folder per post (src/assets/blog/{post}/cover.jpg), written in the
 * post's file relative to it, as Astro's image() and the editor's image field both read it.
 */
export const COVER_FOLDER = "src/assets/blog";
export const COVER_PUBLIC_PATH = "../../assets/blog/";
// A camera's upload keeps its extension's case (IMG_2041.JPG → cover.JPG).
export const COVER_PATH =
  /^\.\.\/\.\.\/assets\/blog\/[a-z0-9-]+\/[\w-]+\.(svg|png|jpe?g|webp|avif|SVG|PNG|JPE?G|WEBP|AVIF)$/;
export const COVER_PATH_MESSAGE =
  "a file in src/assets/blog/{post}/, written ../../assets/blog/{post}/cover.jpg (svg, png, jpg, webp or avif)";

/** A cover's shape on every page (a share card's), and the least a photo may measure. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;

/**
 * A post's frontmatter; the article is the body below it. `cover` reads the cover: a checked
 * path for the editor, the image itself in Astro's collection (src/content.config.ts).
 */
export function postFields<Cover extends z.ZodType>(cover: Cover) {
  return z
    .object({
      title: pageTitle.meta({ title: "Title" }),
      excerpt: metaDescription.meta({
        title: "Summary",
        description: "On the blog list and in search results.",
      }),
      date: isoDate.meta({ title: "Published on" }),
      dateModified: isoDate.meta({
        title: "Last changed on",
        description: "The last change worth telling readers about; not before the publish date.",
      }),
      author: copy.meta({ description: "The byline, a person or the company." }),
      authorType: z.enum(AUTHOR_TYPES).meta({ title: "The author is" }),
      tags: z
        .array(copy.meta({ title: "Topic" }))
        .min(1)
        .meta({
          title: "Topics",
          description: "Each has its page on the blog; the first shows on the share image.",
        }),
      cover,
      coverAlt: copy.meta({
        title: "Cover description",
        description: "What the picture shows, for screen readers.",
      }),
      intro: copy.meta({ title: "Opening paragraph" }),
      bullets: z
        .array(inlineMarkdown.meta({ title: "Key point" }))
        .min(1)
        .meta({ title: "Key points" }),
      ctaLinks: z
        .array(
          z.object({
            label: copy,
            href: linkTarget.meta({
              title: "Link",
              description: "A site path (/services), https://, mailto: or tel:+digits.",
            }),
          }),
        )
        .min(1)
        .meta({ title: "Where to go from here", description: "The first is the main button." }),
      draft: z.boolean().default(false).meta({
        description: "A draft stays off the site, the sitemap, the search and the feed.",
      }),
    })
    .strict()
    .refine((post) => post.dateModified >= post.date, {
      path: ["dateModified"],
      message: "must not be before date",
    });
}

export const coverPath = z.string().regex(COVER_PATH, COVER_PATH_MESSAGE);

export const postSchema = postFields(coverPath);
