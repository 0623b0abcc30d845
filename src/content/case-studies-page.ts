import { z } from "zod";
import { type Specialty } from "./case-studies";
import { SPECIALTIES } from "./case-study-fields";
import { defineEntry } from "@/lib/content/collection";
import { copy, metaDescription, pageTitle } from "@/lib/content/fields";

/** The copy of /case-studies and of each story's page: headings, labels, card and carousel. */

const specialtyCopy = z.object({ heading: copy, intro: copy });

export const caseStudiesPageSchema = z.object({
  title: pageTitle,
  description: metaDescription,
  eyebrow: copy,
  heading: copy,
  intro: copy,
  /** The name of the hero's row of links to each specialty. */
  jumpTo: copy,
  specialties: z.object(
    Object.fromEntries(SPECIALTIES.map((specialty) => [specialty, specialtyCopy])) as Record<
      Specialty,
      typeof specialtyCopy
    >,
  ),
  card: z.object({
    impact: copy,
    challenge: copy,
    approach: copy,
    readStory: copy,
    /** "Under 7s response": the words around the seconds. */
    responseBefore: copy,
    responseAfter: copy,
  }),
  carousel: z.object({
    label: copy,
    previous: copy,
    next: copy,
    pause: copy,
    play: copy,
    page: copy,
    of: copy,
  }),
  detail: z.object({
    metrics: copy,
    challenge: copy,
    approach: copy,
    results: copy,
    testimonial: copy,
    related: copy,
    back: copy,
  }),
});

export const caseStudiesPage = defineEntry("case-studies-page", caseStudiesPageSchema, {
  title: "Case Studies: Results from Real Practice Types",
  description:
    "Practice stories from medspas, dental, chiropractic, eye care and more: more booked patients, replies in seconds and a lower cost per lead with {brand}.",
  eyebrow: "Case studies",
  heading: "What happens when every patient gets an answer",
  intro:
    "Eight specialties, one pattern: reply in seconds, book on the first conversation, and let the numbers show which ads and follow-ups earn their keep.",
  jumpTo: "Case studies by specialty",
  specialties: {
    Medspa: {
      heading: "Medspas",
      intro: "Late-night DMs answered, consults booked before a competitor replies.",
    },
    Dental: {
      heading: "Dental practices",
      intro: "New-patient calls caught during procedures, and recall lists that book themselves.",
    },
    Chiropractic: {
      heading: "Chiropractic",
      intro: "Care plans kept on track and first visits booked from the first call.",
    },
    "Eye Care": {
      heading: "Eye care",
      intro: "Exams, contact-lens reorders and optical pickups handled without the hold music.",
    },
    Dermatology: {
      heading: "Dermatology",
      intro: "Cosmetic enquiries routed and booked, medical questions sent to the right person.",
    },
    "Physical Therapy": {
      heading: "Physical therapy",
      intro: "Referrals contacted the same day and plan-of-care visits that stay on the calendar.",
    },
    "Day Spa": {
      heading: "Day spas",
      intro: "Weekend rushes, gift cards and couples bookings answered at any hour.",
    },
    Other: {
      heading: "Other local practices",
      intro: "Urgent care, veterinary and hearing clinics with the same front-desk squeeze.",
    },
  },
  card: {
    impact: "Impact",
    challenge: "Challenge",
    approach: "Our Approach",
    readStory: "Read the full story",
    responseBefore: "Under",
    responseAfter: "s response",
  },
  carousel: {
    label: "case studies",
    previous: "Previous case studies",
    next: "Next case studies",
    pause: "Pause rotation",
    play: "Resume rotation",
    page: "Show page",
    of: "of",
  },
  detail: {
    metrics: "By the numbers",
    challenge: "The challenge",
    approach: "Our approach",
    results: "The results",
    testimonial: "In their words",
    related: "More stories like this",
    back: "← Back to Case Studies",
  },
});
