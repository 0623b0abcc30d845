import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { getSitemapRoutes } from "@/content/routes";
import { absoluteUrl } from "@/lib/metadata";

export default function sitemap(): MetadataRoute.Sitemap {
  return getSitemapRoutes().map((route) => ({
    url: absoluteUrl(site, route.path),
    ...(route.lastModified ? { lastModified: route.lastModified } : {}),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
