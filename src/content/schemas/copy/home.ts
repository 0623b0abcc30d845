import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { copy, metaDescription, pageTitle } from "../fields";
import { faqGroupRef } from "../records/faqs";
import { statRefs } from "../records/stats";
import { testimonialRefs } from "../records/testimonials";

const fourStats = statRefs.refine((stats) => stats.length === 4, "shows four stats");

/** Icons a benefit card can carry (drawn in components/ui/icons.tsx). */
export const BENEFIT_ICONS = ["bolt", "clock", "calendar", "shield"] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];

const sectionIntro = { eyebrow: copy, heading: copy, intro: copy };

export const homePageSchema = z.object({
  title: pageTitle,
  description: metaDescription,
  hero: z.object({
    eyebrow: copy,
    heading: copy,
    intro: copy,
    primaryCta: copy,
    secondaryCta: copy,
    stats: fourStats,
    /** The background loop's control: its name while playing, and while paused. */
    video: z.object({ pause: copy, play: copy }),
  }),
  whyChoose: z.object({
    ...sectionIntro,
    benefits: z
      .array(z.object({ icon: z.enum(BENEFIT_ICONS), title: copy, body: copy }))
      .length(4, "four benefits"),
  }),
  howItWorks: z.object({
    ...sectionIntro,
    steps: z.array(z.object({ title: copy, body: copy })).length(4, "four steps"),
  }),
  results: z.object({ ...sectionIntro, stats: fourStats, cta: copy }),
  quotes: z.object({
    eyebrow: copy,
    heading: copy,
    label: copy,
    pause: copy,
    play: copy,
    choose: copy,
    testimonials: testimonialRefs.refine((quotes) => quotes.length >= 2, "two quotes or more"),
  }),
  faqs: faqGroupRef(),
  leadForm: z.object({
    eyebrow: copy,
    heading: copy,
    intro: copy,
    points: z.array(copy).min(1),
    fields: z.object({ name: copy, email: copy, practice: copy, phone: copy, optional: copy }),
    submit: copy,
    submitting: copy,
    note: copy,
    /** Shown above the button once the calculator's estimate goes with the request. */
    estimateAttached: copy,
    /** What the agency's inbox shows for these leads (never on the page). */
    lead: z.object({ subject: copy, message: copy }),
  }),
});

export type HomePage = FinishedFields<typeof homePageSchema>;
