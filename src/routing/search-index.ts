import { searchIndexSchema, type SearchEntry } from "@/lib/search-entry";
import { getAllCaseStudies } from "@/content/case-studies";
import { getAllIndustries } from "@/content/industries";
import { paths } from "./paths";
import { getAllPosts } from "@/content/posts";
import { getRoute, getSitemapRoutes, type LiveRoute } from "./routes";
import { getAllServices } from "@/content/services";

/**
 * Words from a record's own fields, by the path of its page, added to what the route registry
 * gives: the registry keeps a few keywords per route, the records know more (a story's every
 * metric, an industry's steps, a post's tags).
 */
function recordKeywords(): Map<string, readonly string[]> {
  const byPath = (path: string, keywords: readonly string[]) => [path, keywords] as const;
  return new Map([
    ...getAllServices().map((service) =>
      byPath(paths.service(service.slug), [
        service.hero.eyebrow,
        ...service.hero.highlights,
        ...service.benefits.items.map((item) => item.title),
        ...service.faqs.items.map((item) => item.question),
      ]),
    ),
    ...getAllIndustries().map((industry) =>
      byPath(paths.industry(industry.slug), [
        industry.name,
        industry.stepsHeading,
        ...industry.steps.map((step) => step.title),
        ...industry.faqs.items.map((item) => item.question),
      ]),
    ),
    ...getAllCaseStudies().map((study) =>
      byPath(
        paths.caseStudy(study.slug),
        study.metrics.map((metric) => metric.label),
      ),
    ),
    ...getAllPosts().map((post) => byPath(paths.post(post.slug), [...post.tags, post.author])),
  ]);
}

/** The page a detail page sits under (/case-studies for a story), when it is a page of its own. */
function parentTitle(path: string): string | undefined {
  const parent = path.slice(0, path.lastIndexOf("/"));
  const route = parent ? getRoute(parent) : undefined;
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

function entry(route: LiveRoute, extra: readonly string[]): SearchEntry {
  const parent = parentTitle(route.path);
  return {
    title: route.title,
    description: route.description,
    keywords: distinct(route.title, [...route.keywords, ...(parent ? [parent] : []), ...extra]),
    url: route.path,
  };
}

/**
 * The site search index (/search-index.json): one entry per page in the sitemap, in the
 * registry's order, so a page added to src/routing/routes.ts (a post, a case study) is found
 * with no other change. Pages kept out of the sitemap (/thank-you, /search) are left out here too.
 */
export function buildSearchIndex(): SearchEntry[] {
  const extra = recordKeywords();
  return searchIndexSchema.parse(
    getSitemapRoutes().map((route) => entry(route, extra.get(route.path) ?? [])),
  );
}
