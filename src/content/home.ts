import { z } from "zod";
import { defineEntry } from "./lib/collection";
import { copy, metaDescription, pageTitle } from "./lib/fields";
import { statRefs } from "./stats";

export const homePageSchema = z.object({
  title: pageTitle,
  description: metaDescription,
  hero: z.object({
    eyebrow: copy,
    heading: copy,
    intro: copy,
    primaryCta: copy,
    secondaryCta: copy,
    stats: statRefs.refine((stats) => stats.length === 4, "the hero shows four stats"),
  }),
});

export type HomePage = z.output<typeof homePageSchema>;

export const homePage = defineEntry("home", homePageSchema, {
  title: "{brand}: AI Front Desk for Medical Practices",
  description:
    "{brand} answers every call, text and enquiry in under 7 seconds, books patients 24/7 and turns ad spend into booked appointments for medical practices.",
  hero: {
    eyebrow: "AI front desk for medical practices",
    heading: "Every patient answered. Every appointment booked.",
    intro:
      "Your AI receptionist picks up calls, texts and DMs in under 7 seconds, day or night, and books straight into your calendar, so no new patient ends up with the clinic down the road.",
    primaryCta: "Book Demo",
    secondaryCta: "See AI in Action",
    stats: ["acquisition", "response", "recovered", "rating"],
  },
});
