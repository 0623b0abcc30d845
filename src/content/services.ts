import { z } from "zod";
import { bySlug, defineCollection } from "./lib/collection";
import { copy, slug } from "./lib/fields";

/** A service sold, with its own page at /services/{slug}. */
export const serviceSchema = z.object({
  slug,
  /** The service's name in menus and links. */
  name: copy,
});

export type Service = z.output<typeof serviceSchema>;

const services = defineCollection("services", serviceSchema, [
  { slug: "ai-receptionist", name: "AI Receptionist" },
  { slug: "chatbots", name: "Chatbots" },
  { slug: "social", name: "Social Media" },
  { slug: "websites", name: "Websites" },
  { slug: "custom-systems", name: "Custom Systems" },
]);

export function getAllServices(): readonly Service[] {
  return services;
}

/** @public The detail pages look records up by the slug in their URL. */
export function getServiceBySlug(serviceSlug: string): Service | undefined {
  return bySlug(services, serviceSlug);
}
