import { z } from "zod";
import { serviceFaqGroups } from "./data/faqs/services";
import { industryFaqGroups } from "./data/faqs/industries";
import { solutionsFaqGroups } from "./data/faqs/solutions";
import { caseStudyFaqGroups } from "./data/faqs/case-studies";
import { homeFaqGroups } from "./data/faqs/home";
import { landingFaqGroups } from "./data/faqs/landing";
import { bySlug, collectionSource, defineCollection } from "./lib/collection";
import { copy, faqItemSchema, slug } from "./lib/fields";

export { type FaqItem } from "./lib/fields";

/** A set of questions shown together on a page, with FAQPage structured data. */
export const faqGroupSchema = z.object({
  slug,
  eyebrow: copy.default("FAQ"),
  heading: copy,
  items: z.array(faqItemSchema).min(1),
});

export type FaqGroup = z.output<typeof faqGroupSchema>;
export type FaqGroupInput = z.input<typeof faqGroupSchema>;

export const faqSource = collectionSource("faqs", faqGroupSchema, [
  {
    slug: "demo",
    heading: "Questions practices ask us",
    items: [
      {
        question: "Do I need to prepare anything?",
        answer:
          "No preparation is required. If you can, bring a rough idea of your monthly call volume, the booking software you use and what you spend on ads each month; we will use them to size the opportunity.",
      },
      {
        question: "Will the AI receptionist work with our booking software?",
        answer:
          "It books into the calendars and practice-management systems most clinics already use. We confirm your exact setup on the call and tell you plainly if anything needs a workaround.",
      },
      {
        question: "How do you handle HIPAA and patient privacy?",
        answer:
          "We are HIPAA-minded by design: the system collects only what is needed to book an appointment, we store no protected health information, and we sign a business associate agreement on request. Our [privacy policy](/privacy) explains what this website collects.",
      },
      {
        question: "How soon could we go live?",
        answer:
          "Most practices launch in 7 to 10 business days after the kickoff call, including scripts, booking rules and a test period with your team.",
      },
    ],
  },
  ...serviceFaqGroups,
  ...industryFaqGroups,
  ...solutionsFaqGroups,
  ...caseStudyFaqGroups,
  ...homeFaqGroups,
  ...landingFaqGroups,
]);
const faqGroups = defineCollection(faqSource);

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
  ctx.addIssue({ code: "custom", message: `names no FAQ group "${ref}" in faqs.ts`, input: ref });
  return z.NEVER;
});
