import { z } from "zod";
import { copy, isoDate, position, ratingSchema } from "../fields";

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

export type Specialty = (typeof SPECIALTIES)[number];

export const STATE_CODE = /^[A-Z]{2}$/;

export const RATING_RANGE = { min: 4.8, max: 5 } as const;

export const UPLIFT_PERCENT = { min: 1, max: 1000 } as const;

export const REPLY_SECONDS = { min: 1, max: 120 } as const;

const upliftMetric = z.object({
  type: z.literal("uplift"),
  percent: z.number().int().min(UPLIFT_PERCENT.min).max(UPLIFT_PERCENT.max),
  label: copy,
});

const responseMetric = z.object({
  type: z.literal("response"),
  seconds: z.number().int().min(REPLY_SECONDS.min).max(REPLY_SECONDS.max),
  label: copy,
});

const otherMetric = z.object({ type: z.literal("other"), value: copy, label: copy });

/** The first two are shown on cards: the uplift, then the response time; any others follow. */
export const caseStudyMetricsSchema = z.tuple([upliftMetric, responseMetric], otherMetric);

export type CaseStudyMetrics = z.output<typeof caseStudyMetricsSchema>;

/** The headings of a story's body, in order; its page heads the sections with its own copy. */
export const STORY_HEADINGS = {
  problem: "The challenge",
  solution: "Our approach",
  results: "The results",
} as const;

/** @public The publish date every case study's structured data carries (docs/product.md). */
export const CASE_STUDY_DATE_PUBLISHED = "2025-09-10";

/**
 * A story's frontmatter; the story is the body below it. The clinics, people and figures are
 * fictional samples: replace them with real, permitted stories.
 */
export const caseStudySchema = z
  .object({
    clinic: copy,
    specialty: z.enum(SPECIALTIES),
    city: copy,
    state: z
      .string()
      .regex(STATE_CODE, "a two-letter state code")
      .meta({ description: "Two capital letters, such as TX." }),
    rating: ratingSchema.min(RATING_RANGE.min).max(RATING_RANGE.max),
    position: position.meta({
      description: "Its place in its specialty's list: 1 comes first.",
    }),
    metrics: caseStudyMetricsSchema,
    testimonial: copy,
    role: copy.meta({
      title: "Who said it",
      description: "Their role, such as Practice Manager.",
    }),
    // The last change to the story, for the sitemap; it was published on CASE_STUDY_DATE_PUBLISHED.
    dateModified: isoDate.default(CASE_STUDY_DATE_PUBLISHED).meta({
      title: "Last changed on",
      description: "Leave empty until the story changes after it was published.",
    }),
  })
  .strict();
