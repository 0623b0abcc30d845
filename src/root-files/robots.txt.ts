import type { APIRoute } from "astro";
import { site } from "@/config/site";
import { absoluteUrl } from "@/lib/metadata";

/**
 * Only the API is closed to crawlers. Confirmation and redirect pages stay open so crawlers can
 * read their noindex, which robots.txt would otherwise hide from them.
 */
export const GET: APIRoute = () =>
  new Response(
    `User-Agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(site, "/sitemap.xml")}\n`,
    { headers: { "content-type": "text/plain; charset=utf-8" } },
  );
