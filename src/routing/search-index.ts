import { searchIndexSchema, type SearchEntry } from "@/lib/search-entry";
import { paths } from "@/lib/paths";
import { findRoute, siteMap, type LiveRoute, type SiteRecords } from "./routes";

/** The registry keeps a few keywords per route; the records know more (a story's every metric). */
function recordKeywords({
  services,
  industries,
  caseStudies,
  posts,
}: SiteRecords): Map<string, readonly string[]> {
  const byPath = (path: string, keywords: readonly string[]) => [path, keywords] as const;
  return new Map([
    ...services.map((service) =>
      byPath(paths.service(service.slug), [
        service.hero.eyebrow,
        ...service.hero.highlights,
        ...service.benefits.items.map((item) => item.title),
        ...service.faqs.items.map((item) => item.question),
      ]),
    ),
    ...industries.map((industry) =>
      byPath(paths.industry(industry.slug), [
        industry.name,
        industry.stepsHeading,
        ...industry.steps.map((step) => step.title),
        ...industry.faqs.items.map((item) => item.question),
      ]),
    ),
    ...caseStudies.map((study) =>
      byPath(
        paths.caseStudy(study.slug),
        study.metrics.map((metric) => metric.label),
      ),
    ),
    ...posts.map((post) => byPath(paths.post(post.slug), [...post.tags, post.author])),
  ]);
}

/** The page a detail page sits under (/case-studies for a story), when it is a page of its own. */
function parentTitle(routes: readonly LiveRoute[], path: string): string | undefined {
  const parent = path.slice(0, path.lastIndexOf("/"));
  const route = parent ? findRoute(routes, parent) : undefined;
  return route?.title;
}

/** Keeps the first of each keyword, compared case-insensitively, and none that repeats the title. */
function distinct(title: string, keywords: readonly string[]): string[] {
  const seen = new Set([title.toLowerCase()]);
  return keywords.filter((keyword) => {
    const key = keyword.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function entry(
  routes: readonly LiveRoute[],
  route: LiveRoute,
  extra: readonly string[],
): SearchEntry {
  const parent = parentTitle(routes, route.path);
  return {
    title: route.title,
    description: route.description,
    keywords: distinct(route.title, [...route.keywords, ...(parent ? [parent] : []), ...extra]),
    url: route.path,
  };
}

/**
 * One entry per page in the sitemap, in the registry's order, so a new page is searchable with no
 * other change.
 */
export async function buildSearchIndex(): Promise<SearchEntry[]> {
  const { routes, records } = await siteMap();
  const extra = recordKeywords(records);
  return searchIndexSchema.parse(
    routes
      .filter((route) => route.indexed)
      .map((route) => entry(routes, route, extra.get(route.path) ?? [])),
  );
}
