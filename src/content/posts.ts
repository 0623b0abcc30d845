import { z } from "zod";
import { postRecords } from "./data/posts";
import { bySlug, collectionSource, defineCollection, defineEntry } from "./lib/collection";
import {
  copy,
  headingBlockSchema,
  isoDate,
  metaDescription,
  numberTemplate,
  pageTitle,
  slug,
} from "./lib/fields";
import {
  hrefSchema,
  plainText,
  proseBlocksSchema,
  richTextSchema,
  type ProseBlock,
  type RichText,
} from "./lib/rich-text";

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

export const postSource = collectionSource("posts", postSchema, postRecords);
const posts = defineCollection(postSource);

export function getAllPosts(): readonly Post[] {
  return posts;
}

/** @public The detail pages look records up by the slug in their URL. */
export function getPostBySlug(postSlug: string): Post | undefined {
  return bySlug(posts, postSlug);
}

/** The newest change to any post: the blog list's lastmod. */
export function latestPostChange(): string | undefined {
  return posts
    .map((post) => post.dateModified)
    .sort()
    .at(-1);
}

/** A part of a post's body: a bold lead-in ("**Why calls go unanswered.** …") and what follows. */
export type PostSection = { heading?: string; blocks: ProseBlock[] };

/** Rich text with the whitespace at its start removed. */
function trimStart([first, ...rest]: RichText): RichText {
  if (first?.type !== "text") return first ? [first, ...rest] : [];
  const text = first.text.trimStart();
  return text ? [{ type: "text", text }, ...rest] : rest;
}

/**
 * A post's body in parts: each paragraph that opens with a bold lead-in starts a part, headed by
 * the lead-in (its closing full stop dropped), so the article can be skimmed by its headings.
 */
export function postSections(post: Post): PostSection[] {
  const sections: PostSection[] = [];
  for (const block of post.content.body) {
    const [first, ...rest] = block.type === "paragraph" ? block.content : [];
    if (first?.type === "strong") {
      const remainder = trimStart(rest);
      sections.push({
        heading: plainText(first.children).trim().replace(/[.:]$/, ""),
        blocks: remainder.length ? [{ type: "paragraph", content: remainder }] : [],
      });
      continue;
    }
    const current = sections.at(-1);
    if (current) current.blocks.push(block);
    else sections.push({ blocks: [block] });
  }
  return sections;
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

/** Words per minute of an attentive reader, for "7 min read". */
const READING_SPEED = 225;

/** The words of a post's intro, key points and body. */
export function postWordCount(post: Post): number {
  const { intro, bullets, body } = post.content;
  const texts = [
    plainText(intro),
    ...bullets.map(plainText),
    ...body.flatMap((block) =>
      block.type === "paragraph" ? [plainText(block.content)] : block.items.map(plainText),
    ),
  ];
  return texts.join(" ").split(/\s+/).filter(Boolean).length;
}

/** Minutes a post takes to read. */
export function readingMinutes(post: Post): number {
  return Math.max(1, Math.round(postWordCount(post) / READING_SPEED));
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
