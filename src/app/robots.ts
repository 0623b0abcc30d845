import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { disallowedPaths } from "@/content/routes";
import { absoluteUrl } from "@/lib/metadata";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...disallowedPaths] },
    sitemap: absoluteUrl(site, "/sitemap.xml"),
  };
}
