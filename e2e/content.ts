import { readFileSync } from "node:fs";
import type { SiteMap } from "../src/routing/routes";

/**
 * The pages the site serves, the records they are made from and the copy of its single pages, as
 * the build under test read
 * them through Astro's collections (e2e/pages/content.json.ts): what the specs check pages
 * against, so no spec retypes the content.
 */
export const { routes, records, copy }: SiteMap = JSON.parse(
  readFileSync(new URL("../dist/client/e2e/content.json", import.meta.url), "utf8"),
);

/** The pages in the sitemap: those open to search engines. */
export const sitemapRoutes = routes.filter((route) => route.indexed);
