import { z } from "zod";
import { testimonialFiles } from "./files";
import { bySlug, withSiteTokens, type YamlRecord } from "@/lib/content/collection";
import { loadYamlFiles } from "@/lib/content/content-files";
import { copy, ratingSchema, slugRefs } from "@/lib/content/fields";

/**
 * A quote from a (fictional, sample) client, shown with an avatar letter and a star rating: one
 * file each, src/content/testimonials/{slug}.yaml; pages name theirs by slug.
 */
export const testimonialSchema = withSiteTokens(
  z
    .object({
      quote: copy,
      /** Who said it, by role: "Practice manager". */
      role: copy,
      /** The kind of practice: "Dental practice, Austin". */
      clinicType: copy,
      avatarLetter: z.string().regex(/^[A-Z]$/, "one capital letter"),
      rating: ratingSchema,
    })
    .strict(),
);

export type Testimonial = YamlRecord<typeof testimonialSchema>;

const testimonials = loadYamlFiles("testimonials", testimonialFiles, testimonialSchema);

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
    message: `names no testimonial "${ref}" in src/content/testimonials`,
    input: ref,
  });
  return z.NEVER;
});

/** A schema field naming testimonials by slug, resolved to the records when content loads. */
export const testimonialRefs = slugRefs(
  getTestimonialBySlug,
  "testimonial in src/content/testimonials",
);
