import { z } from "zod";
import { faqGroupRef } from "./faqs";
import { defineEntry } from "@/lib/content/collection";
import { copy, headingBlockSchema, metaDescription, pageTitle, slug } from "@/lib/content/fields";
import { paths } from "@/routing/paths";
import { testimonialRef } from "./testimonials";

/**
 * The funnel's steps, in order, as docs/product.md names them: also the funnel_step_click labels.
 */
export const FUNNEL_STEPS = ["Ads", "Capture", "Instant Response", "Nurture", "Booked"] as const;

export type FunnelStepLabel = (typeof FUNNEL_STEPS)[number];

/** The pictures a feature card may carry (drawn in components/ui/icons.tsx). */
export const FEATURE_ICONS = [
  "ads",
  "capture",
  "response",
  "nurture",
  "booked",
  "reporting",
] as const;

export type FeatureIcon = (typeof FEATURE_ICONS)[number];

const featureSchema = z.object({
  /** The card's anchor on the page, which its funnel step links to. */
  id: slug,
  icon: z.enum(FEATURE_ICONS),
  /** The funnel step that leads to this card; the card outside the funnel has none. */
  step: z.object({ label: z.enum(FUNNEL_STEPS), caption: copy }).optional(),
  eyebrow: copy,
  title: copy,
  body: copy,
  points: z.array(copy).min(2).max(4),
  /** A short proof point shown at the foot of the card. */
  highlight: copy,
});

export type SolutionFeature = z.output<typeof featureSchema>;

/** A large figure with a label, linking to the page that backs it up. */
const statLinkSchema = z.object({
  figure: copy,
  label: copy,
  linkLabel: copy,
  href: z.string().startsWith("/"),
});

export type StatLink = z.output<typeof statLinkSchema>;

export const solutionsPageSchema = z.object({
  /** The page's short name, in breadcrumbs and search results. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  /** The hero, with the label of its link down to the system's cards. */
  hero: headingBlockSchema.extend({ systemLink: copy }),
  /** The funnel's section, with the bar under it that leads to the card outside the funnel. */
  funnel: headingBlockSchema.extend({ across: copy }),
  system: headingBlockSchema,
  features: z
    .array(featureSchema)
    .length(6)
    .refine(
      (features) =>
        features.flatMap((feature) => (feature.step ? [feature.step.label] : [])).join() ===
        FUNNEL_STEPS.join(),
      `five cards carry the funnel's steps, in order: ${FUNNEL_STEPS.join(", ")}`,
    ),
  proof: headingBlockSchema.extend({
    testimonial: testimonialRef,
    stats: z.array(statLinkSchema).length(4),
  }),
  /** The see-it-in-action call to action. */
  showcase: z.object({ heading: copy, body: copy, cta: copy }),
  faqs: faqGroupRef.refine((group) => group.items.length === 5, "/solutions shows 5 FAQs"),
});

export type SolutionsPage = z.output<typeof solutionsPageSchema>;

export const solutionsPage = defineEntry("solutions", solutionsPageSchema, {
  name: "Our Solution",
  title: "Client Acquisition System for Practices",
  description:
    "One system from ad click to booked appointment: targeted ads, fast landing pages, replies in {claims.reply}, automated follow-up and CRM reporting.",
  hero: {
    eyebrow: "Our solution",
    heading: "One system, from the first ad click to a booked appointment",
    intro:
      "Most practices don’t have a lead problem. They have a leak: ads that ring phones nobody answers, forms nobody follows up. We connect every step, so each enquiry gets an answer in {claims.reply} and a short path to your calendar.",
    systemLink: "Explore the system",
  },
  funnel: {
    eyebrow: "The funnel",
    heading: "Five steps, and no leaks between them",
    intro:
      "Choose a step to see what we build for it. Each one hands off to the next automatically, so nothing depends on someone remembering to call back.",
    across: "Tracked in one CRM, from first click to booked visit",
  },
  system: {
    eyebrow: "The client acquisition system",
    heading: "Six parts, built and run as one",
    intro:
      "Each part works on its own. Together they turn ad spend into booked appointments you can trace back to the click that started them.",
  },
  features: [
    {
      id: "ads",
      icon: "ads",
      step: { label: "Ads", caption: "Meta and Google ads aimed at patients near you" },
      eyebrow: "Step 1 · Ads",
      title: "Paid ads that attract the right patients",
      body: "Meta and Google campaigns built around the treatments you want more of, aimed at the neighborhoods you serve, and written for people, not algorithms.",
      points: [
        "Campaigns by treatment and location",
        "Budget moved weekly toward what books",
        "Optimized for booked visits, not clicks",
      ],
      highlight: "Cost per lead down {lumen-aesthetics-scottsdale.cost-per-lead}",
    },
    {
      id: "capture",
      icon: "capture",
      step: { label: "Capture", caption: "Fast pages that turn a click into an enquiry" },
      eyebrow: "Step 2 · Capture",
      title: "Landing pages that turn clicks into enquiries",
      body: "Focused pages for each campaign, with click-to-call, text-us and short forms that work with one thumb. Built in {claims.build}, designed to load in under 2 seconds.",
      points: [
        "One page per offer, not your home page",
        "Call, text or a two-field form",
        "Every enquiry tagged with its source",
      ],
      highlight: "Loads in under 2 seconds",
    },
    {
      id: "instant-response",
      icon: "response",
      step: { label: "Instant Response", caption: "Calls, texts and DMs answered in seconds" },
      eyebrow: "Step 3 · Instant Response",
      title: "An AI receptionist that answers in seconds, 24/7",
      body: "Calls, texts, web chat and Instagram or Facebook DMs answered in {claims.reply}, day or night. It answers from your approved playbook, books into your calendar and passes anything clinical to your team.",
      points: [
        "Calls, texts and DMs, around the clock",
        "Books and reschedules by your rules",
        "Clinical questions handed to your staff",
      ],
      highlight: "Answers in {claims.reply}",
    },
    {
      id: "nurture",
      icon: "nurture",
      step: { label: "Nurture", caption: "Follow-up that runs until they book" },
      eyebrow: "Step 4 · Nurture",
      title: "Follow-up that keeps going until they book",
      body: "Not everyone books on the first message. Timed texts and emails follow up on unbooked enquiries, no-shows and lapsed patients, and stop the moment someone books or asks to stop.",
      points: [
        "Timed follow-up for unbooked leads",
        "No-show and cancellation recovery",
        "Reactivation for lapsed patients",
      ],
      highlight: "{lumen-aesthetics-scottsdale.uplift} more consults booked",
    },
    {
      id: "booked",
      icon: "booked",
      step: { label: "Booked", caption: "On your calendar, confirmed and reminded" },
      eyebrow: "Step 5 · Booked",
      title: "Appointments on your calendar, confirmed and reminded",
      body: "Bookings go straight into your calendar or practice-management system, with confirmations and reminders by text, so more of the people who book actually arrive.",
      points: [
        "Direct booking into your calendar",
        "Confirmations and reminders by text",
        "Reschedules handled without a call",
      ],
      highlight: "Booking open 24/7",
    },
    {
      id: "crm-reporting",
      icon: "reporting",
      eyebrow: "Across every step",
      title: "CRM tracking and reporting you can read in a minute",
      body: "Every lead is traced from its first click to a booked visit, so you see which ads, pages and campaigns produce patients, not just clicks.",
      points: [
        "The source of every lead, tracked",
        "Weekly leads, bookings and cost per booking",
        "No PHI stored; BAA on request",
      ],
      highlight: "Every booking traced to its click",
    },
  ],
  proof: {
    eyebrow: "Proof",
    heading: "What changes when the whole funnel runs as one",
    intro:
      "Figures from practices running the full system. Each one links to the detail behind it.",
    testimonial: "solutions-medspa-group",
    stats: [
      {
        figure: "+{lumen-aesthetics-scottsdale.uplift}",
        label: "more booked consults",
        linkLabel: "Read the case studies",
        href: paths.caseStudies,
      },
      {
        figure: "24/7",
        label: "answers across calls, texts and DMs",
        linkLabel: "See the system",
        href: paths.clientAcquisition,
      },
      {
        figure: "−{lumen-aesthetics-scottsdale.cost-per-lead}",
        label: "cost per lead",
        linkLabel: "Explore our services",
        href: paths.services,
      },
      {
        figure: "<7s",
        label: "to answer every enquiry",
        linkLabel: "Meet the AI receptionist",
        href: paths.service("ai-receptionist"),
      },
    ],
  },
  showcase: {
    heading: "See it in action",
    body: "In 30 minutes we call the AI receptionist live, text it after hours, and follow one lead from an ad click to a booked appointment. You leave with a plan for your practice, whether or not you work with us.",
    cta: "See AI in Action",
  },
  faqs: "solutions",
});
