import { z } from "zod";
import { bySlug, defineCollection } from "./lib/collection";
import { copy, slug } from "./lib/fields";

/**
 * An industry served: a section of /industries (its slug is the section's anchor, which the
 * header's dropdown links to) and a page at /industries/{slug}.
 */
export const industrySchema = z.object({
  slug,
  name: copy,
  /** The label in the header's Industries dropdown, as SPEC.md words it. */
  menuLabel: copy,
});

export type Industry = z.output<typeof industrySchema>;

const industries = defineCollection("industries", industrySchema, [
  { slug: "medspa", name: "Medspas", menuLabel: "Medspa" },
  { slug: "dental", name: "Dental practices", menuLabel: "Dental" },
  { slug: "chiropractic", name: "Chiropractic clinics", menuLabel: "Chiropractic" },
  { slug: "eye-care", name: "Eye care", menuLabel: "Eye Care (Ophthalmology)" },
  { slug: "day-spas", name: "Day spas", menuLabel: "Day Spas" },
  { slug: "dermatology", name: "Dermatology", menuLabel: "Dermatology" },
  { slug: "physical-therapy", name: "Physical therapy", menuLabel: "Physical Therapy" },
  { slug: "more", name: "More local businesses", menuLabel: "And More" },
]);

export function getAllIndustries(): readonly Industry[] {
  return industries;
}

/** @public The detail pages look records up by the slug in their URL. */
export function getIndustryBySlug(industrySlug: string): Industry | undefined {
  return bySlug(industries, industrySlug);
}
