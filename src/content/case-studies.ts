import { z } from "zod";
import { caseStudyRecords } from "./data/case-studies";
import { bySlug, collectionSource, defineCollection, defineEntry } from "./lib/collection";
import { copy, metaDescription, pageTitle, ratingSchema, slug } from "./lib/fields";
import { plainText, richTextSchema } from "./lib/rich-text";
import { firstSentence } from "@/lib/text";

export const SPECIALTIES = [
  "Medspa",
  "Dental",
  "Chiropractic",
  "Eye Care",
  "Dermatology",
  "Physical Therapy",
  "Day Spa",
  "Other",
] as const;

/** @public The publish date every case study's structured data carries (SPEC.md). */
export const CASE_STUDY_DATE_PUBLISHED = "2025-09-10";

/** The headline figure: a percent uplift ("+57% consults"). */
const upliftMetric = z.object({
  type: z.literal("uplift"),
  percent: z.number().int().min(1).max(1000),
  label: copy,
});

/** The response-time badge ("under 7 seconds"). */
const responseMetric = z.object({
  type: z.literal("response"),
  seconds: z.number().int().min(1).max(120),
  label: copy,
});

const otherMetric = z.object({ type: z.literal("other"), value: copy, label: copy });

/** A client story. The clinics are fictional samples; the data file says so. */
export const caseStudySchema = z.object({
  /** The id in the URL: /case-studies/{slug}. */
  slug,
  clinic: copy,
  specialty: z.enum(SPECIALTIES),
  city: copy,
  state: z.string().regex(/^[A-Z]{2}$/, "a two-letter state code"),
  rating: ratingSchema.min(4.8),
  /** The first two are shown on cards: the uplift, then the response time. */
  metrics: z.tuple([upliftMetric, responseMetric], otherMetric),
  problem: richTextSchema,
  solution: richTextSchema,
  results: richTextSchema,
  testimonial: copy,
  /** Who gave the testimonial, by role. */
  role: copy,
});

export type CaseStudy = z.output<typeof caseStudySchema>;
export type CaseStudyInput = z.input<typeof caseStudySchema>;

export const caseStudySource = collectionSource("case-studies", caseStudySchema, caseStudyRecords);
const caseStudies = defineCollection(caseStudySource);

export function getAllCaseStudies(): readonly CaseStudy[] {
  return caseStudies;
}

/** @public The detail pages look records up by the slug in their URL. */
export function getCaseStudyBySlug(caseStudySlug: string): CaseStudy | undefined {
  return bySlug(caseStudies, caseStudySlug);
}

/** Stories to read next: others of the same specialty first, then the rest as listed. */
export function relatedCaseStudies(
  study: CaseStudy,
  studies: readonly CaseStudy[],
  count: number,
): readonly CaseStudy[] {
  const others = studies.filter((other) => other.slug !== study.slug);
  return [
    ...others.filter((other) => other.specialty === study.specialty),
    ...others.filter((other) => other.specialty !== study.specialty),
  ].slice(0, count);
}

/** Case studies grouped by specialty, in the order of SPECIALTIES (empty groups left out). */
export function groupBySpecialty(studies: readonly CaseStudy[]): readonly {
  specialty: Specialty;
  studies: readonly CaseStudy[];
}[] {
  return SPECIALTIES.map((specialty) => ({
    specialty,
    studies: studies.filter((study) => study.specialty === specialty),
  })).filter((group) => group.studies.length > 0);
}

/** @public Every case study, grouped by specialty (the list page, and the tests). */
export function getCaseStudiesBySpecialty() {
  return groupBySpecialty(caseStudies);
}

export type Specialty = (typeof SPECIALTIES)[number];

/** A case study's headline figure and reply time, in the words of its search result. */
export function caseStudySummary(study: CaseStudy): string {
  const [uplift, response] = study.metrics;
  return `How ${study.clinic} in ${study.city}, ${study.state} got ${uplift.percent}% ${uplift.label} and replies in under ${response.seconds} seconds.`;
}

/** The story's headline: "Lumen Aesthetics: +57% more booked consults". */
export function caseStudyHeadline(study: CaseStudy): string {
  const [uplift] = study.metrics;
  return `${study.clinic}: +${uplift.percent}% ${uplift.label}`;
}

/** The first sentence of a story field, as plain text: the card's rows and the detail's lead. */
export function caseStudyGist(field: CaseStudy["problem"]): string {
  return firstSentence(plainText(field));
}

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
