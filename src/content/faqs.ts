import { z } from "zod";
import { recordRef, type NamedRecord } from "./record-refs";
import { copy, inlineMarkdown } from "./fields";

export const faqItemSchema = z.object({ question: copy, answer: inlineMarkdown });

export type FaqItem = z.output<typeof faqItemSchema>;

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

export type FaqGroup = NamedRecord<typeof faqGroupSchema>;

/** A field naming an FAQ group by slug; `check` says what the page needs of the group. */
export const faqGroupRef = (check?: (group: FaqGroup) => string | undefined) =>
  recordRef("faqs", check);
