import type { z } from "zod";
import type { Finished } from "@/lib/content/record-refs";
import type { statSchema } from "./stats";
import type { testimonialSchema } from "./testimonials";
import type { downloadSchema } from "./downloads";
import type { faqGroupSchema } from "./faqs";

type Named<Schema extends z.ZodType> = z.output<Schema> & { slug: string };

/**
 * A record's fields as pages see them (lib/content/collections.ts finishes them): each field naming a
 * stat, a testimonial or an FAQ group holds that record.
 */
export type FinishedFields<Schema extends z.ZodType> = Finished<
  z.output<Schema>,
  {
    stats: Named<typeof statSchema>;
    testimonials: Named<typeof testimonialSchema>;
    faqs: Named<typeof faqGroupSchema>;
    downloads: Named<typeof downloadSchema>;
  }
>;
