import { heroSchema } from "./schema";

export const homeMeta = {
  description:
    "{brand} answers every call, text and enquiry in under 7 seconds, books patients 24/7 and turns ad spend into booked appointments for medical practices.",
};

export const homeHero = heroSchema.parse({
  eyebrow: "AI front desk for medical practices",
  heading: "Every patient answered. Every appointment booked.",
  intro:
    "Your AI receptionist picks up calls, texts and DMs in under 7 seconds, day or night, and books straight into your calendar, so no new patient ends up with the clinic down the road.",
  primaryCta: "Book Demo",
  secondaryCta: "See AI in Action",
  stats: [
    { id: "acquisition", type: "percent", value: 42, label: "patient acquisition increase" },
    { id: "response", type: "multiplier", value: 3, label: "faster response" },
    { id: "recovered", type: "currency", value: 120, suffix: "k", label: "per year recovered" },
    { id: "rating", type: "rating", value: 4.8, label: "average client rating" },
  ],
});
