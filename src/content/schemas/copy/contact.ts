import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { copy, headingBlockSchema, inlineMarkdown, metaDescription, pageTitle } from "../fields";

export const CONTACT_CHANNELS = ["phone", "email", "address"] as const;

export const contactPageSchema = z.object({
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema.extend({ highlights: z.array(copy).min(1) }),
  form: z.object({
    eyebrow: copy,
    heading: copy,
    intro: copy,
    fields: z.object({
      name: copy,
      email: copy,
      phone: copy,
      subject: copy,
      message: copy,
      optional: copy,
    }),
    messageHint: copy,
    submit: copy,
    submitting: copy,
    note: copy,
  }),
  calendar: z.object({ eyebrow: copy, heading: copy, intro: copy }),
  channels: headingBlockSchema.extend({
    items: z
      .array(
        z.object({
          kind: z.enum(CONTACT_CHANNELS),
          title: copy,
          value: inlineMarkdown,
          body: copy,
        }),
      )
      .length(CONTACT_CHANNELS.length),
  }),
});

export type ContactPage = FinishedFields<typeof contactPageSchema>;
