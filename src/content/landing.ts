import { z } from "zod";
import { faqGroupRef } from "./faqs";
import { defineEntry } from "@/lib/content/collection";
import {
  copy,
  headingBlockSchema,
  inlineMarkdown,
  metaDescription,
  pageTitle,
} from "@/lib/content/fields";
import { testimonialRefs } from "./testimonials";

/** The pictures a problem card may carry (drawn in components/ui/icons.tsx). */
export const PROBLEM_ICONS = ["missed-calls", "ads", "on-call"] as const;
export type ProblemIcon = (typeof PROBLEM_ICONS)[number];

/** Where a booking came in: a phone call, a text or a social DM. */
export const BOOKING_CHANNELS = ["call", "text", "dm"] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

const bookingSchema = z.object({
  channel: z.enum(BOOKING_CHANNELS),
  /** The channel as the tile names it: "Phone call", "Instagram DM". */
  channelLabel: copy,
  /** What was booked: "New-patient exam". */
  service: copy,
  /** The (fictional) business: "Family dental practice · Austin, TX". */
  business: copy,
  /** When the enquiry came in: "Tuesday, 7:48 PM". */
  asked: copy,
  /** The appointment it became: "Thursday, 10:30 AM". */
  booked: copy,
  /** How fast it was answered, within docs/product.md's claims: "Replied in 5 seconds". */
  reply: copy,
});

export const landingPageSchema = z.object({
  /** The page's short name, in breadcrumbs. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  /** The phone's fixed bar, which on this page leads to the form. */
  stickyCta: copy,
  urgency: z.object({ text: copy, link: copy }),
  hero: headingBlockSchema.extend({
    cta: copy,
    /** The secondary button: the phone number. */
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
    /** Labels of a tile's two times. */
    askedLabel: copy,
    bookedLabel: copy,
    /** The badge on each tile. */
    status: copy,
    items: z.array(bookingSchema).length(3, "three recent bookings"),
  }),
  howItWorks: headingBlockSchema.extend({
    steps: z.array(z.object({ title: copy, body: copy })).length(3, "three steps"),
  }),
  form: headingBlockSchema.extend({
    points: z.array(copy).min(1),
    /** The privacy promise beside the form. */
    privacy: copy,
    fields: z.object({
      fullName: copy,
      email: copy,
      phone: copy,
      businessType: copy,
      /** The select's first, empty choice. */
      businessTypePlaceholder: copy,
      notes: copy,
      /** Under the notes: no patient or health information, please. */
      notesHint: copy,
      optional: copy,
    }),
    /** The ticked-by-default SMS box (its value is not sent) and its disclosure. */
    sms: z.object({ label: copy, disclosure: inlineMarkdown }),
    submit: copy,
    submitting: copy,
    note: copy,
    /** The alert after a refused or failed request. */
    error: copy,
  }),
  faqs: faqGroupRef.refine((group) => group.items.length === 6, "/landing shows 6 FAQs"),
  stats: headingBlockSchema.extend({
    figures: z.array(z.object({ value: copy, label: copy })).length(3, "three figures"),
  }),
  closing: z.object({ heading: copy, body: copy, cta: copy }),
});

export type LandingPage = z.output<typeof landingPageSchema>;

/**
 * The paid-traffic lead page. Its claims are docs/product.md §9's only; the bookings and quotes are
 * fictional samples (testimonials/landing-*.yaml).
 */
export const landingPage = defineEntry("landing", landingPageSchema, {
  name: "Free 15-Minute Call",
  title: "Book Your Free 15-Minute Call",
  description:
    "Missing {stats.calls-missed} of your calls? {brand}’s AI receptionist answers calls, texts and DMs 24/7 and books them for you. Book a free 15-minute call.",
  stickyCta: "Book My Free Call",
  urgency: {
    text: "Only taking 5 new businesses this month",
    link: "Claim a spot",
  },
  hero: {
    eyebrow: "AI receptionist for practices and local businesses",
    heading: "Stop sending new patients to voicemail",
    intro:
      "Your AI receptionist answers every call, text and DM, 24/7. It replies in {claims.reply} and books straight into your calendar, so the next new patient books with you, not the practice down the road.",
    cta: "Book Your Free 15-Minute Call",
    call: "Call {phone}",
    highlights: [
      "Free 15-minute call, no obligation",
      "Live in {claims.setup}",
      "HIPAA-minded: no health data stored",
    ],
  },
  problems: {
    eyebrow: "Sound familiar?",
    heading: "Where your new patients go missing",
    intro:
      "Most businesses don’t have a lead problem. They have an answering problem, and it costs them every single day.",
    items: [
      {
        icon: "missed-calls",
        title: "You’re missing {stats.calls-missed} of your calls",
        body: "Lunch rushes, full waiting rooms, evenings, weekends. About {stats.calls-missed} of calls to a busy practice go unanswered, and most of those callers simply book with whoever picks up next.",
      },
      {
        icon: "ads",
        title: "Your paid ads ring out",
        body: "You pay for every click and every call. When the phone rings out or a form waits until tomorrow, your ad budget fills a competitor’s calendar instead of yours.",
      },
      {
        icon: "on-call",
        title: "You’re always on call",
        body: "Messages between appointments, voicemails at dinner, DMs on vacation. If you’re the backup front desk, you never really clock off, and it shows.",
      },
    ],
  },
  testimonials: {
    eyebrow: "From owners like you",
    heading: "They stopped missing calls. Here’s what changed.",
    items: ["landing-dental-office-manager", "landing-medspa-owner", "landing-home-services-owner"],
  },
  bookings: {
    eyebrow: "Recent bookings",
    heading: "Booked while the front desk was busy",
    intro:
      "Examples of what happens after hours: the customer reaches out, gets an answer in seconds and leaves with an appointment. Nobody on your team lifts a finger.",
    askedLabel: "Reached out",
    bookedLabel: "Booked for",
    status: "Booked",
    items: [
      {
        channel: "call",
        channelLabel: "Phone call",
        service: "New-patient exam and cleaning",
        business: "Family dental practice · Austin, TX",
        asked: "Tuesday, 7:48 PM",
        booked: "Thursday, 10:30 AM",
        reply: "Answered in under 30 seconds",
      },
      {
        channel: "dm",
        channelLabel: "Instagram DM",
        service: "Skin consultation",
        business: "Medical spa · Scottsdale, AZ",
        asked: "Saturday, 11:15 PM",
        booked: "Monday, 4:00 PM",
        reply: "Replied in 5 seconds",
      },
      {
        channel: "text",
        channelLabel: "Text message",
        service: "Water heater repair",
        business: "Home services company · Denver, CO",
        asked: "Sunday, 6:02 AM",
        booked: "Sunday, 9:00 AM",
        reply: "Replied in 6 seconds",
      },
    ],
  },
  howItWorks: {
    eyebrow: "How it works",
    heading: "Three steps to a front desk that never sleeps",
    intro:
      "You give us about an hour across the whole launch. We do the building, the testing and the tuning.",
    steps: [
      {
        title: "Book your free call",
        body: "In 15 minutes we look at your calls, missed enquiries and ad spend, and show you exactly where new patients slip away.",
      },
      {
        title: "We build it around you",
        body: "Scripts in your voice, your booking rules and your calendar, set up and tested with your team. Live in {claims.setup}.",
      },
      {
        title: "Every enquiry answered",
        body: "Calls, texts and DMs answered 24/7, replies in {claims.reply}, and appointments booked straight into your calendar.",
      },
    ],
  },
  form: {
    eyebrow: "Free 15-minute call",
    heading: "Book Your Free 15-Minute Call",
    intro:
      "Tell us about your business, then pick a time on the next screen. In 15 minutes you’ll see how many calls you’re missing and what answering every one of them is worth.",
    points: [
      "Your missed-call and after-hours picture, reviewed with you",
      "A cost-per-lead check on the ads you already run",
      "A clear plan to go live in {claims.setup}",
      "Only 5 new businesses a month, so every launch gets our full attention",
    ],
    privacy:
      "HIPAA-minded by design: we store no protected health information, and we sign a business associate agreement on request.",
    fields: {
      fullName: "Full name",
      email: "Email",
      phone: "Phone",
      businessType: "Business type",
      businessTypePlaceholder: "Choose your business type",
      notes: "Anything we should know?",
      notesHint: "Please don’t include any patient or health information.",
      optional: "optional",
    },
    sms: {
      label: "Text me my booking confirmation",
      disclosure:
        "Texts from {brand} about your booking only. Message frequency varies. Message and data rates may apply. Reply STOP to opt out, HELP for help. See our [Privacy Policy](/privacy) and [Terms](/terms).",
    },
    submit: "Book My Free Call",
    submitting: "Booking Your Call...",
    note: "Next, you choose a time on our calendar. We never share your details.",
    error: "Something went wrong. Please try again or call us at {phone}",
  },
  faqs: "landing",
  stats: {
    eyebrow: "Always on",
    heading: "Built to answer, every single time",
    intro:
      "The phone rings at 2 AM on a holiday weekend. It still gets answered, and the appointment still gets booked.",
    figures: [
      { value: "{stats.uptime}", label: "uptime" },
      { value: "24/7", label: "coverage, nights, weekends and holidays" },
      { value: "Under 30s", label: "answer time" },
    ],
  },
  closing: {
    heading: "Your next new patient is calling right now",
    body: "We’re only taking 5 new businesses this month. Book your free call today and see how many calls you could be winning back.",
    cta: "Book Your Free 15-Minute Call",
  },
});
