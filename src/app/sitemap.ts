import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { siteRoutes } from "@/content/routes";
import { absoluteUrl } from "@/lib/metadata";

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.map((route) => ({
    url: absoluteUrl(site, route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
