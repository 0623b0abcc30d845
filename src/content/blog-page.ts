import { z } from "zod";
import { recordRef } from "./record-refs";
import type { FinishedFields } from "./readers/finish";
import {
  copy,
  headingBlockSchema,
  metaDescription,
  nameTemplate,
  numberTemplate,
  pageTitle,
} from "./fields";

/** The blog's own copy: /blog, each post's frame, the topic pages and the two free downloads. */

/**
 * A free download offered by email on the blog (docs/product.md, "What the site sends": its title
 * and description are sent).
 */
const leadMagnetSchema = z.object({
  /** The document it sends: its title names the card, its address is the card's anchor. */
  download: recordRef("downloads"),
  /** Shown on the card and sent as the request's message. */
  description: copy,
  /** "Free guide · PDF": what kind of download it is. */
  format: copy,
  /** What's inside, as short points. */
  inside: z.array(copy).min(2),
  submit: copy,
});

export type LeadMagnet = FinishedFields<typeof leadMagnetSchema>;

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
      /**
       * The fixed texts of the request (docs/product.md, "What the site sends"): "Lead magnet:
       * {title}".
       */
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
    /** Names the row of every topic's link on /blog. */
    browse: copy,
  }),
});

export type BlogPage = FinishedFields<typeof blogPageSchema>;
