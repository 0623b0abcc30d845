import { z } from "zod";
import { defineEntry } from "@/lib/content/collection";
import {
  copy,
  headingBlockSchema,
  metaDescription,
  nameTemplate,
  numberTemplate,
  pageTitle,
  slug,
} from "@/lib/content/fields";

/** The blog's own copy: /blog, each post's frame, the topic pages and the two free downloads. */

/**
 * A free download offered by email on the blog (docs/product.md §7: its title and description are
 * sent).
 */
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
      /** The fixed texts of the request (docs/product.md §7): "Lead magnet: {title}". */
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
    browse: "Browse by topic",
  },
});

/** What a lead-magnet form sends besides the email (docs/product.md §7). */
export function leadMagnetRequest(magnet: LeadMagnet): {
  name: string;
  subject: string;
  message: string;
} {
  const { name, subjectPrefix } = blogPage.leadMagnets.form.request;
  return { name, subject: `${subjectPrefix} ${magnet.title}`, message: magnet.description };
}
