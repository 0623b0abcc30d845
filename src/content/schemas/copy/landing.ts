import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { faqGroupRef } from "../records/faqs";
import { copy, headingBlockSchema, inlineMarkdown, metaDescription, pageTitle } from "../fields";
import { testimonialRefs } from "../records/testimonials";

/** The pictures a problem card may carry (drawn in components/ui/icons.tsx). */
export const PROBLEM_ICONS = ["missed-calls", "ads", "on-call"] as const;
export type ProblemIcon = (typeof PROBLEM_ICONS)[number];

export const BOOKING_CHANNELS = ["call", "text", "dm"] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

const bookingSchema = z.object({
  channel: z.enum(BOOKING_CHANNELS),
  channelLabel: copy,
  service: copy,
  business: copy,
  asked: copy,
  booked: copy,
  reply: copy,
});

/**
 * The paid-traffic lead page. Its claims are docs/product.md's "Figures and limits" only; the
 * bookings and quotes are fictional samples (testimonials/landing-*.yaml).
 */
export const landingPageSchema = z.object({
  name: copy,
  title: pageTitle,
  description: metaDescription,
  /** The phone's fixed bar, which on this page leads to the form. */
  stickyCta: copy,
  urgency: z.object({ text: copy, link: copy }),
  hero: headingBlockSchema.extend({
    cta: copy,
    call: copy,
    highlights: z.array(copy).min(2).max(4),
  }),
  problems: headingBlockSchema.extend({
    items: z
      .array(z.object({ icon: z.enum(PROBLEM_ICONS), title: copy, body: copy }))
      .length(3, "three problem cards"),
  }),
  testimonials: z.object({
    eyebrow: copy,
    heading: copy,
    items: testimonialRefs.refine((quotes) => quotes.length === 3, "three testimonials"),
  }),
  bookings: headingBlockSchema.extend({
    askedLabel: copy,
    bookedLabel: copy,
    status: copy,
    items: z.array(bookingSchema).length(3, "three recent bookings"),
  }),
  howItWorks: headingBlockSchema.extend({
    steps: z.array(z.object({ title: copy, body: copy })).length(3, "three steps"),
  }),
  form: headingBlockSchema.extend({
    points: z.array(copy).min(1),
    privacy: copy,
    fields: z.object({
      fullName: copy,
      email: copy,
      phone: copy,
      businessType: copy,
      businessTypePlaceholder: copy,
      notes: copy,
      notesHint: copy,
      optional: copy,
    }),
    sms: z.object({ label: copy, disclosure: inlineMarkdown }),
    submit: copy,
    submitting: copy,
    note: copy,
    error: copy,
  }),
  faqs: faqGroupRef((group) => (group.items.length === 6 ? undefined : "/landing shows 6 FAQs")),
  stats: headingBlockSchema.extend({
    figures: z.array(z.object({ value: copy, label: copy })).length(3, "three figures"),
  }),
  closing: z.object({ heading: copy, body: copy, cta: copy }),
});

export type LandingPage = FinishedFields<typeof landingPageSchema>;
