import type { APIRoute } from "astro";
import { shareImageResponse } from "@/components/brand/share-image-png";
import { site } from "@/config/site";

/** The share image pages without their own name in their Open Graph tags, drawn at build time. */
export const GET: APIRoute = ({ locals }) =>
  shareImageResponse({ heading: locals.site.copy.homePage.hero.heading, tagline: site.tagline });
