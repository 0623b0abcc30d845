import { z } from "zod";
import { recordRef } from "@/lib/content/record-refs";
import type { YamlRecord } from "@/lib/content/collection";
import { copy, ratingSchema } from "@/lib/content/fields";

/**
 * A quote from a (fictional, sample) client, shown with an avatar letter and a star rating: one
 * file each, src/content/testimonials/{slug}.yaml; pages name theirs by slug.
 */
export const testimonialSchema = z
  .object({
    quote: copy,
    /** Who said it, by role: "Practice manager". */
    role: copy,
    /** The kind of practice: "Dental practice, Austin". */
    clinicType: copy,
    avatarLetter: z.string().regex(/^[A-Z]$/, "one capital letter"),
    rating: ratingSchema,
  })
  .strict();

export type Testimonial = YamlRecord<typeof testimonialSchema>;

/** A field naming a testimonial by slug. */
export const testimonialRef = recordRef("testimonials");

export const testimonialRefs = z.array(testimonialRef);
