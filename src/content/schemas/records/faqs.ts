import { z } from "zod";
import { recordRef, type NamedRecord } from "../record-refs";
import { copy, inlineMarkdown } from "../fields";

export const faqItemSchema = z.object({ question: copy, answer: inlineMarkdown });

export type FaqItem = z.output<typeof faqItemSchema>;

export const faqGroupSchema = z
  .object({
    eyebrow: copy,
    heading: copy,
    items: z.array(faqItemSchema).min(1).meta({ title: "Questions" }),
  })
  .strict();

export type FaqGroup = NamedRecord<typeof faqGroupSchema>;

export const faqGroupRef = (check?: (group: FaqGroup) => string | undefined) =>
  recordRef("faqs", check);
