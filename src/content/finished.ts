import type { z } from "zod";
import type { Finished, YamlRecord } from "@/content/record-refs";
import type { caseStudySchema } from "./case-study-fields";
import type { downloadSchema } from "./downloads";
import type { FaqGroup } from "./faqs";
import type { Stat } from "./stats";
import type { Testimonial } from "./testimonials";

/**
 * A record's fields as pages see them (content/readers/collections.ts finishes them): each field
 * naming a stat, a testimonial, an FAQ group, a download or a case study holds that record.
 */
export type FinishedFields<Schema extends z.ZodType> = Finished<
  z.output<Schema>,
  {
    stats: Stat;
    testimonials: Testimonial;
    faqs: FaqGroup;
    downloads: YamlRecord<typeof downloadSchema>;
    caseStudies: YamlRecord<typeof caseStudySchema>;
  }
>;

/** A record of a collection as pages see it: its finished fields and its slug. */
export type FinishedRecord<Schema extends z.ZodType> = FinishedFields<Schema> & { slug: string };
