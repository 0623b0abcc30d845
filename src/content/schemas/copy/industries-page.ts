import { z } from "zod";
import { copy, headingBlockSchema, metaDescription, pageTitle } from "../fields";

export const industriesPageSchema = z.object({
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema.extend({ jumpLabel: copy }),
  detail: z.object({
    bulletsEyebrow: copy,
    benefitsEyebrow: copy,
    stepsEyebrow: copy,
    howItWorks: copy,
  }),
});
