import type { APIRoute } from "astro";
import { shareImageResponse } from "@/components/brand/share-image-png";
import { site } from "@/config/site";

export const GET: APIRoute = ({ locals }) =>
  shareImageResponse({ heading: locals.site.copy.homePage.hero.heading, tagline: site.tagline });
