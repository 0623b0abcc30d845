import { z } from "zod";
import { withSiteTokens, siteTokens } from "./lib/collection";
import { loadContentFiles, readContentFolder, type ContentFile } from "./lib/content-files";
import { defineEntry } from "./lib/collection";
import {
  copy,
  headingBlockSchema,
  inlineMarkdown,
  isoDate,
  linkTarget,
  metaDescription,
  nameTemplate,
  numberTemplate,
  pageTitle,
  slug,
} from "./lib/fields";
import { hrefsIn, renderMarkdown, textOfHtml, type MarkdownHeading } from "./lib/markdown";
import { paths } from "./paths";
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
      authorType: z.enum(["Person", "Organization"]),
      tags: z.array(copy).min(1),
      /** Made for the site (SVG or rendered), never downloaded; served from /public. */
      image: z.object({
        src: z.string().regex(/^\/[\w\-/]+\.(svg|png|webp|jpg)$/, "a path under /public"),
        alt: copy,
        width: z.number().int().positive().default(1200),
        height: z.number().int().positive().default(630),
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
  const all = loadContentFiles("posts", sources, postSchema, (file: ContentFile, data) => ({
    data,
    post: toPost(file.slug, data, renderMarkdown(file.body, siteTokens, file.path)),
  }));
  return newestFirst(all.filter(({ data }) => isPublished(data)).map(({ post }) => post));
}

const posts = loadPosts(
  import.meta.env
    ? import.meta.glob<string>("./posts/*.md", { query: "?raw", import: "default", eager: true })
    : readContentFolder(new URL("./posts/", import.meta.url), ".md"),
);

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

/** A free download offered by email on the blog (SPEC.md §7: its title and description are sent). */
const leadMagnetSchema = z.object({
  /** The card's anchor id. */
  slug,
  title: copy,
  /** Shown on the card and sent as the request's message. */
  description: copy,
  /** "Free guide · PDF": what kind of download it is. */
  format: copy,
  /** What's inside, as short points. */
  inside: z.array(copy).min(2),
  submit: copy,
});

export type LeadMagnet = z.output<typeof leadMagnetSchema>;

export const blogPageSchema = z.object({
  /** The page's name in links and breadcrumbs. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema.extend({ readArticles: copy, getDownloads: copy }),
  posts: z.object({ eyebrow: copy, heading: copy }),
  card: z.object({ readPost: copy, minutes: numberTemplate }),
  leadMagnets: headingBlockSchema.extend({
    /** The heading over each download's list of contents. */
    inside: copy,
    items: z.array(leadMagnetSchema).length(2),
    form: z.object({
      label: copy,
      placeholder: copy,
      sending: copy,
      success: copy,
      note: copy,
      /** The fixed texts of the request (SPEC.md §7): "Lead magnet: {title}". */
      request: z.object({ name: copy, subjectPrefix: copy }),
    }),
  }),
  post: z.object({
    by: copy,
    published: copy,
    updated: copy,
    minutes: numberTemplate,
    keyPoints: copy,
    nextSteps: copy,
    topics: copy,
    back: copy,
    /** Links to the posts published just before and after this one. */
    neighbours: z.object({ label: copy, older: copy, newer: copy }),
    more: z.object({ eyebrow: copy, heading: copy }),
    sidebar: z.object({ heading: copy, body: copy, cta: copy }),
  }),
  /** A topic's page, /blog/tags/{tag}, headed by the topic's name; `#` is that name. */
  tag: z.object({
    eyebrow: copy,
    /** The document title, before the brand. */
    title: nameTemplate,
    intro: copy,
    /** The meta description: 70 to 160 characters once the name is in. */
    description: nameTemplate,
    /** Over the topic's posts. */
    list: copy,
  }),
});

export const blogPage = defineEntry("blog-page", blogPageSchema, {
  name: "Blog",
  title: "Blog: Guides for Practice Owners",
  description:
    "Practical guides for practice owners: what missed calls cost, faster replies to medspa leads and a website checklist, plus two free downloads.",
  hero: {
    eyebrow: "Blog",
    heading: "Field notes for practices that want every patient answered",
    intro:
      "Short, practical guides from the work we do with dental, medspa, chiropractic and eye-care teams: where patients slip away, and the fixes that bring them back.",
    readArticles: "Read the latest",
    getDownloads: "Get the free downloads",
  },
  posts: { eyebrow: "Latest articles", heading: "Read in a coffee break, use on Monday" },
  card: { readPost: "Read the article", minutes: "# min read" },
  leadMagnets: {
    eyebrow: "Free downloads",
    heading: "Take the playbook to your next team meeting",
    intro:
      "Two working documents we use with new clients, free. Enter your work email and we’ll send the download link straight away.",
    inside: "What’s inside",
    items: [
      {
        slug: "ai-receptionist-playbook",
        title: "AI Receptionist Playbook",
        description:
          "A step-by-step guide to answering every call, text and DM with an AI receptionist: call flows, handoff rules, a launch checklist and the numbers to watch in your first 90 days.",
        format: "Free guide · PDF",
        inside: [
          "A worksheet to find where and when your practice misses calls",
          "Sample call flows for new patients, rescheduling and after-hours questions",
          "Handoff rules: what goes to staff, and when",
          "A 7-to-10-day launch plan and the five numbers to track",
        ],
        submit: "Email me the playbook",
      },
      {
        slug: "clinic-conversion-checklist",
        title: "Clinic Conversion Checklist",
        description:
          "A one-page checklist that finds where your website, phones and follow-up lose patients, from page speed and booking paths to reply times and reviews.",
        format: "Free checklist · PDF",
        inside: [
          "25 checks across your website, phones, messages and follow-up",
          "How to test your own speed to lead in 15 minutes",
          "HIPAA-minded form and tracking checks",
          "A scoring sheet to decide what to fix first",
        ],
        submit: "Email me the checklist",
      },
    ],
    form: {
      label: "Work email",
      placeholder: "you@yourpractice.net",
      sending: "Sending...",
      success: "Check your inbox. Your download link is on the way.",
      note: "One email with the link. No newsletter, and we never share your address.",
      request: { name: "Website Visitor", subjectPrefix: "Lead magnet:" },
    },
  },
  post: {
    by: "By",
    published: "Published",
    updated: "Updated",
    minutes: "# min read",
    keyPoints: "Key points",
    nextSteps: "Where to go from here",
    topics: "Topics",
    back: "← Back to the Blog",
    neighbours: { label: "Older and newer posts", older: "Previous post", newer: "Next post" },
    more: { eyebrow: "Keep reading", heading: "More from the blog" },
    sidebar: {
      heading: "See it on your own numbers",
      body: "In a free 30-minute demo we look at your calls, messages and booking path, and show the system answering live.",
      cta: "Book a Free Demo",
    },
  },
  tag: {
    eyebrow: "Topic",
    title: "#: Articles",
    intro:
      "Every guide we have written on this topic, newest first: what we see in practices like yours, and what to change on Monday.",
    description:
      "#: practical guides for practice owners and managers, from the team behind our AI receptionist, chatbots and patient follow-up.",
    list: "Articles on this topic",
  },
});

/** What a lead-magnet form sends besides the email (SPEC.md §7). */
export function leadMagnetRequest(magnet: LeadMagnet): {
  name: string;
  subject: string;
  message: string;
} {
  const { name, subjectPrefix } = blogPage.leadMagnets.form.request;
  return { name, subject: `${subjectPrefix} ${magnet.title}`, message: magnet.description };
}
