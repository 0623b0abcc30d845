import { z } from "zod";
import { defineEntry } from "@/lib/content/collection";
import {
  copy,
  headingBlockSchema,
  inlineMarkdown,
  metaDescription,
  pageTitle,
} from "@/lib/content/fields";

/** The ways to reach the agency besides the form, each drawn with its own icon. */
export const CONTACT_CHANNELS = ["phone", "email", "address"] as const;

const contactPageSchema = z.object({
  /** The page's short name, in breadcrumbs and search results. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema.extend({ highlights: z.array(copy).min(1) }),
  /** docs/product.md's contact form: name, email, phone (optional), subject, message. */
  form: z.object({
    eyebrow: copy,
    heading: copy,
    intro: copy,
    fields: z.object({
      name: copy,
      email: copy,
      phone: copy,
      subject: copy,
      message: copy,
      optional: copy,
    }),
    messageHint: copy,
    submit: copy,
    submitting: copy,
    note: copy,
  }),
  /** The heading over the inline booking calendar beside the form. */
  calendar: z.object({ eyebrow: copy, heading: copy, intro: copy }),
  channels: headingBlockSchema.extend({
    items: z
      .array(
        z.object({
          kind: z.enum(CONTACT_CHANNELS),
          title: copy,
          value: inlineMarkdown,
          body: copy,
        }),
      )
      .length(CONTACT_CHANNELS.length),
  }),
});

export type ContactPage = z.output<typeof contactPageSchema>;

export const contactPage = defineEntry("contact", contactPageSchema, {
  name: "Contact",
  title: "Contact Us: Book Your Free Growth Plan",
  description:
    "Tell us about your practice and pick a time for a free 15-minute growth plan call. We answer every call in {claims.reply}, 24/7; a BAA is available on request.",
  hero: {
    eyebrow: "Contact",
    heading: "Let’s find the patients your front desk is missing",
    intro:
      "Send us a few lines about your practice and choose a time that suits you. On the call we’ll look at your missed calls, your after-hours enquiries and your ad spend, and show you what answering every patient would be worth.",
    highlights: ["15-minute consultation", "Live in {claims.setup}", "BAA on request"],
  },
  form: {
    eyebrow: "Free growth plan",
    heading: "Book Your Free Growth Plan",
    intro:
      "Tell us what you’d like to fix first. Your answers go with you to the calendar, so booking takes seconds.",
    fields: {
      name: "Full name",
      email: "Work email",
      phone: "Phone",
      subject: "What can we help with?",
      message: "Message",
      optional: "optional",
    },
    messageHint:
      "A sentence or two about your practice is plenty. Please don’t include patient names or health information.",
    submit: "Book my free growth plan",
    submitting: "Opening the calendar…",
    note: "Next, you pick a time on our calendar. No obligation, and we never sell your details.",
  },
  calendar: {
    eyebrow: "Prefer to skip the form?",
    heading: "Pick a time right now",
    intro: "Choose any open slot for a 30-minute call with our team.",
  },
  channels: {
    eyebrow: "Other ways to reach us",
    heading: "Talk to us the way you like",
    intro:
      "Questions about pricing, integrations or a business associate agreement? Any of these reach the same team.",
    items: [
      {
        kind: "phone",
        title: "Call us",
        value: "[{phone}]({tel})",
        body: "Our own AI receptionist answers in {claims.reply}, day or night: hear for yourself what your patients would.",
      },
      {
        kind: "email",
        title: "Email us",
        value: "[{email}](mailto:{email})",
        body: "A member of our team replies within one business day.",
      },
      {
        kind: "address",
        title: "Write to us",
        value: "{address}",
        body: "Our office, for post and scheduled meetings.",
      },
    ],
  },
});
