import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { absoluteUrl } from "@/lib/metadata";

/**
 * Only the API is closed to crawlers. Confirmation and redirect pages stay open so crawlers can
 * read their noindex, which robots.txt would otherwise hide from them.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/"] },
    sitemap: absoluteUrl(site, "/sitemap.xml"),
  };
}
