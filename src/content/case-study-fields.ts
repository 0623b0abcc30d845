import { z } from "zod";
import { copy } from "@/lib/content/text-fields";

/**
 * The parts of a case study's file that the browser editor (keystatic.config.ts) checks with
 * the same rules as the build: the specialties, the state code, the rating's range, the
 * metrics and the story's headings. Only zod, so the editor can bundle them.
 */

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

export const STATE_CODE = /^[A-Z]{2}$/;

/** Stories show only strong ratings: 4.8 to 5. */
export const RATING_RANGE = { min: 4.8, max: 5 } as const;

export const UPLIFT_PERCENT = { min: 1, max: 1000 } as const;

export const REPLY_SECONDS = { min: 1, max: 120 } as const;

/** The headline figure: a percent uplift ("+57% consults"). */
const upliftMetric = z.object({
  type: z.literal("uplift"),
  percent: z.number().int().min(UPLIFT_PERCENT.min).max(UPLIFT_PERCENT.max),
  label: copy,
});

/** The response-time badge ("under 7 seconds"). */
const responseMetric = z.object({
  type: z.literal("response"),
  seconds: z.number().int().min(REPLY_SECONDS.min).max(REPLY_SECONDS.max),
  label: copy,
});

const otherMetric = z.object({ type: z.literal("other"), value: copy, label: copy });

/** The first two are shown on cards: the uplift, then the response time; any others follow. */
export const caseStudyMetricsSchema = z.tuple([upliftMetric, responseMetric], otherMetric);

export type CaseStudyMetrics = z.output<typeof caseStudyMetricsSchema>;

/** The heading of each section of a story's body, in order (its page heads them with its own copy). */
export const STORY_HEADINGS = {
  problem: "The challenge",
  solution: "Our approach",
  results: "The results",
} as const;
