import { z } from "zod";
import { recordRef, type NamedRecord } from "../record-refs";
import { copy, ratingSchema } from "../fields";

/** The clients quoted are fictional samples. */
export const testimonialSchema = z
  .object({
    quote: copy,
    role: copy.meta({ title: "Who said it", description: "Their role: Practice manager." }),
    clinicType: copy.meta({
      title: "Practice",
      description: "The kind of practice and its town: Dental practice, Austin.",
    }),
    avatarLetter: z
      .string()
      .regex(/^[A-Z]$/, "one capital letter")
      .meta({ description: "One capital letter." }),
    rating: ratingSchema,
  })
  .strict();

export type Testimonial = NamedRecord<typeof testimonialSchema>;

export const testimonialRef = recordRef("testimonials");

export const testimonialRefs = z.array(testimonialRef);
