import { z } from "zod";
import { recordRef, type YamlRecord } from "@/content/record-refs";
import { copy, faqItemSchema } from "@/content/fields";

export { type FaqItem } from "@/content/fields";

/**
 * A set of questions shown together on a page, with FAQPage structured data: one file each,
 * src/content/faqs/{slug}.yaml; pages name theirs by slug.
 */
export const faqGroupSchema = z
  .object({
    eyebrow: copy,
    heading: copy,
    items: z.array(faqItemSchema).min(1).meta({ title: "Questions" }),
  })
  .strict();

export type FaqGroup = YamlRecord<typeof faqGroupSchema>;

/** A field naming an FAQ group by slug; `check` says what the page needs of the group. */
export const faqGroupRef = (check?: (group: FaqGroup) => string | undefined) =>
  recordRef("faqs", check);
