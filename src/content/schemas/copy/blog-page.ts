import { z } from "zod";
import { recordRef } from "../record-refs";
import type { FinishedFields } from "../../readers/finish";
import { template } from "../template";
import { copy, headingBlockSchema, metaDescription, pageTitle } from "../fields";

/** The blog's own copy: /blog, each post's frame, the topic pages and the two free downloads. */

/** A free download offered by email; its title and description are sent with the request. */
const leadMagnetSchema = z.object({
  /** The document it sends: its title names the card, its address is the card's anchor. */
  download: recordRef("downloads"),
  description: copy,
  format: copy,
  inside: z.array(copy).min(2),
  submit: copy,
});

export type LeadMagnet = FinishedFields<typeof leadMagnetSchema>;

export const blogPageSchema = z.object({
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema.extend({ readArticles: copy, getDownloads: copy }),
  posts: z.object({ eyebrow: copy, heading: copy }),
  card: z.object({ readPost: copy, minutes: template("minutes") }),
  leadMagnets: headingBlockSchema.extend({
    inside: copy,
    items: z.array(leadMagnetSchema).length(2),
    form: z.object({
      label: copy,
      placeholder: copy,
      sending: copy,
      success: copy,
      note: copy,
      request: z.object({ name: copy, subjectPrefix: copy }),
    }),
  }),
  post: z.object({
    by: copy,
    published: copy,
    updated: copy,
    minutes: template("minutes"),
    keyPoints: copy,
    nextSteps: copy,
    topics: copy,
    back: copy,
    neighbours: z.object({ label: copy, older: copy, newer: copy }),
    more: z.object({ eyebrow: copy, heading: copy }),
    sidebar: z.object({ heading: copy, body: copy, cta: copy }),
  }),
  /** A topic's page, /blog/tags/{tag}, headed by the topic's name; `#` is that name. */
  tag: z.object({
    eyebrow: copy,
    title: template("tag"),
    intro: copy,
    description: template("tag"),
    list: copy,
    browse: copy,
  }),
});

export type BlogPage = FinishedFields<typeof blogPageSchema>;
