export type SiteRoute = {
  path: string;
  changeFrequency: "weekly" | "monthly" | "yearly";
  priority: number;
};

/**
 * Every indexable page. The sitemap and the end-to-end route crawl both read this list, so a
 * page added here is published to search engines and checked by the tests with no other change.
 */
export const siteRoutes: readonly SiteRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/demo", changeFrequency: "monthly", priority: 0.8 },
  { path: "/about", changeFrequency: "monthly", priority: 0.6 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
];

/** Pages kept out of search results: confirmation and redirect pages, and the API. */
export const disallowedPaths: readonly string[] = ["/api/", "/book-call", "/thank-you"];
