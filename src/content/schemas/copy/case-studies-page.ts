import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { SPECIALTIES, type Specialty } from "../records/case-study-fields";
import { faqGroupRef } from "../records/faqs";
import { copy, metaDescription, pageTitle } from "../fields";
import { template } from "../template";

const specialtyCopy = z.object({ heading: copy, intro: copy });

export const caseStudiesPageSchema = z.object({
  title: pageTitle,
  description: metaDescription,
  eyebrow: copy,
  heading: copy,
  intro: copy,
  jumpTo: copy,
  specialties: z.object(
    Object.fromEntries(SPECIALTIES.map((specialty) => [specialty, specialtyCopy])) as Record<
      Specialty,
      typeof specialtyCopy
    >,
  ),
  card: z.object({
    impact: copy,
    challenge: copy,
    approach: copy,
    readStory: copy,
    /** "Under 7s response": the words around the seconds. */
    responseBefore: copy,
    responseAfter: copy,
  }),
  carousel: z.object({
    label: copy,
    previous: copy,
    next: copy,
    pause: copy,
    play: copy,
    page: copy,
    of: copy,
  }),
  detail: z.object({
    metrics: copy,
    challenge: copy,
    approach: copy,
    results: copy,
    testimonial: copy,
    related: copy,
    back: copy,
    documentEyebrow: copy,
    /** A story's description for search engines and the site's search. */
    summary: template("clinic", "city", "state", "percent", "label", "seconds"),
  }),
  faqs: faqGroupRef(),
});

export type CaseStudiesPage = FinishedFields<typeof caseStudiesPageSchema>;
