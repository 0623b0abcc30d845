import { z } from "zod";
import type { FinishedFields } from "./readers/finish";
import { copy, headingBlockSchema, inlineMarkdown, metaDescription, pageTitle } from "./fields";

/** The ways to reach the agency besides the form, each drawn with its own icon. */
export const CONTACT_CHANNELS = ["phone", "email", "address"] as const;

export const contactPageSchema = z.object({
  /** The page's short name, in breadcrumbs and search results. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema.extend({ highlights: z.array(copy).min(1) }),
  /** docs/product.md's contact form: name, email, phone (optional), subject, message. */
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
  /** The heading over the inline booking calendar beside the form. */
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
