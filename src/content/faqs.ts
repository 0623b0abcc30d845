import { z } from "zod";
import { faqFiles } from "./files";
import { bySlug, withSiteTokens, type YamlRecord } from "@/lib/content/collection";
import { loadYamlFiles } from "@/lib/content/content-files";
import { copy, faqItemSchema } from "@/lib/content/fields";

export { type FaqItem } from "@/lib/content/fields";

/**
 * A set of questions shown together on a page, with FAQPage structured data: one file each,
 * src/content/faqs/{slug}.yaml; pages name theirs by slug.
 */
export const faqGroupSchema = withSiteTokens(
  z
    .object({
      eyebrow: copy,
      heading: copy,
      items: z.array(faqItemSchema).min(1),
    })
    .strict(),
);

export type FaqGroup = YamlRecord<typeof faqGroupSchema>;

const faqGroups = loadYamlFiles("faqs", faqFiles, faqGroupSchema);

export function getAllFaqGroups(): readonly FaqGroup[] {
  return faqGroups;
}

export function getFaqGroupBySlug(groupSlug: string): FaqGroup | undefined {
  return bySlug(faqGroups, groupSlug);
}

/** A schema field naming an FAQ group by slug, resolved to the group when content loads. */
export const faqGroupRef = z.string().transform((ref, ctx) => {
  const group = getFaqGroupBySlug(ref);
  if (group) return group;
  ctx.addIssue({
    code: "custom",
    message: `names no FAQ group "${ref}" in src/content/faqs`,
    input: ref,
  });
  return z.NEVER;
});
