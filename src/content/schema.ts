import { z } from "zod";

/**
 * Copy may name the brand and contact details only through these tokens, so the agency can
 * rebrand or change a phone number in one place (the site configuration).
 */
export const SITE_TOKENS = ["{brand}", "{phone}", "{email}", "{address}"] as const;

const copy = z.string().trim().min(1);

export const proseSectionSchema = z.object({
  heading: copy,
  paragraphs: z.array(copy).default([]),
  bullets: z.array(copy).optional(),
});

export const faqItemSchema = z.object({ question: copy, answer: copy });

/** A page of long-form text: about, privacy, terms, demo, thank-you. */
export const prosePageSchema = z.object({
  /** Route path, e.g. "/privacy". */
  path: z.string().regex(/^\/[a-z0-9-]*$/),
  /** Document title (the layout appends the brand). At most 60 characters. */
  title: copy.max(60),
  /** Meta description, 70–160 characters. */
  description: copy.min(70).max(160),
  eyebrow: copy,
  heading: copy,
  intro: copy,
  /** ISO date the text was last revised, shown on legal pages. */
  updated: z.iso.date().optional(),
  sections: z.array(proseSectionSchema).min(1),
  /** Questions shown after the text, with FAQPage structured data. */
  faqs: z.array(faqItemSchema).optional(),
});

export type ProseSection = z.infer<typeof proseSectionSchema>;
export type ProsePage = z.infer<typeof prosePageSchema>;
export type ProsePageInput = z.input<typeof prosePageSchema>;

export const statSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  type: z.enum(["percent", "multiplier", "currency", "rating"]),
  value: z.number().nonnegative(),
  label: copy,
  suffix: z.string().optional(),
});

export type Stat = z.infer<typeof statSchema>;

export const heroSchema = z.object({
  eyebrow: copy,
  heading: copy,
  intro: copy,
  primaryCta: copy,
  secondaryCta: copy,
  stats: z.array(statSchema).length(4),
});

export type Hero = z.infer<typeof heroSchema>;
