import { z } from "zod";
import { industryTestimonials } from "./data/testimonials/industries";
import { solutionsTestimonials } from "./data/testimonials/solutions";
import { homeTestimonials } from "./data/testimonials/home";
import { landingTestimonials } from "./data/testimonials/landing";
import { bySlug, collectionSource, defineCollection } from "./lib/collection";
import { copy, ratingSchema, slug, slugRefs } from "./lib/fields";

/** A quote from a (fictional, sample) client, shown with an avatar letter and a star rating. */
export const testimonialSchema = z.object({
  slug,
  quote: copy,
  /** Who said it, by role: "Practice manager". */
  role: copy,
  /** The kind of practice: "Dental practice, Austin". */
  clinicType: copy,
  avatarLetter: z.string().regex(/^[A-Z]$/, "one capital letter"),
  rating: ratingSchema,
});

export type Testimonial = z.output<typeof testimonialSchema>;
export type TestimonialInput = z.input<typeof testimonialSchema>;

/** The marketing pages add their quotes here, one data file each. */
export const testimonialSource = collectionSource("testimonials", testimonialSchema, [
  ...homeTestimonials,
  ...industryTestimonials,
  ...solutionsTestimonials,
  ...landingTestimonials,
]);
const testimonials = defineCollection(testimonialSource);

export function getAllTestimonials(): readonly Testimonial[] {
  return testimonials;
}

/** @public The detail pages look records up by the slug in their URL. */
export function getTestimonialBySlug(testimonialSlug: string): Testimonial | undefined {
  return bySlug(testimonials, testimonialSlug);
}

/** A schema field naming a testimonial by slug, resolved to the record when content loads. */
export const testimonialRef = z.string().transform((ref, ctx) => {
  const testimonial = getTestimonialBySlug(ref);
  if (testimonial) return testimonial;
  ctx.addIssue({
    code: "custom",
    message: `names no testimonial "${ref}" in testimonials.ts`,
    input: ref,
  });
  return z.NEVER;
});

/** A schema field naming testimonials by slug, resolved to the records when content loads. */
export const testimonialRefs = slugRefs(getTestimonialBySlug, "testimonial in testimonials.ts");
