import { z } from "zod";
import { caseStudyRecords } from "./data/case-studies";
import { bySlug, defineCollection } from "./lib/collection";
import { copy, ratingSchema, slug } from "./lib/fields";
import { richTextSchema } from "./lib/rich-text";

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

const caseStudies = defineCollection("case-studies", caseStudySchema, caseStudyRecords);

export function getAllCaseStudies(): readonly CaseStudy[] {
  return caseStudies;
}

/** @public The detail pages look records up by the slug in their URL. */
export function getCaseStudyBySlug(caseStudySlug: string): CaseStudy | undefined {
  return bySlug(caseStudies, caseStudySlug);
}
