import { describe, expect, it } from "vitest";
import { prepareIndex, search } from "@/components/search/search";
import { searchIndexSchema } from "@/lib/search-entry";
import { paths } from "@/lib/paths";
import { siteMap } from "./routes";
import { buildSearchIndex } from "./search-index";

const index = await buildSearchIndex();
const { routes, records, copy } = await siteMap();
const sitemap = routes.filter((route) => route.indexed);

describe("search index", () => {
  it("has exactly one entry per page in the sitemap, and nothing else", () => {
    const urls = index.map((entry) => entry.url);
    expect(urls).toEqual(sitemap.map((route) => route.path));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("leaves out the pages kept out of the sitemap", () => {
    const unlisted = routes.filter((route) => !route.indexed);
    expect(unlisted.map((route) => route.path)).toEqual(
      expect.arrayContaining([paths.search, paths.bookCall, "/thank-you"]),
    );
    for (const route of unlisted) {
      expect(index.some((entry) => entry.url === route.path)).toBe(false);
    }
  });

  it("matches the schema the search page reads it with", () => {
    expect(searchIndexSchema.safeParse(index).success).toBe(true);
  });

  it("takes each page's title and description from the route registry", () => {
    for (const route of sitemap) {
      const entry = index.find((candidate) => candidate.url === route.path);
      expect(entry?.title, route.path).toBe(route.title);
      expect(entry?.description, route.path).toBe(route.description);
      for (const keyword of route.keywords) {
        expect(
          entry?.keywords.some((k) => k.toLowerCase() === keyword.toLowerCase()) ||
            keyword.toLowerCase() === route.title.toLowerCase(),
          `${route.path}: ${keyword}`,
        ).toBe(true);
      }
    }
  });

  it("adds words from each record's own fields and its section's name", () => {
    const study = records.caseStudies[0]!;
    const entry = index.find((candidate) => candidate.url === paths.caseStudy(study.slug));
    expect(entry?.keywords).toEqual(
      expect.arrayContaining([
        study.specialty,
        study.city,
        "Case Studies",
        ...study.metrics.map((metric) => metric.label),
      ]),
    );
    const receptionist = index.find(
      (candidate) => candidate.url === paths.service("ai-receptionist"),
    );
    expect(receptionist?.keywords).toEqual(expect.arrayContaining(["Services"]));
    expect(receptionist?.keywords.length).toBeGreaterThan(5);
  });

  it("lists no keyword twice on one page", () => {
    for (const entry of index) {
      const seen = entry.keywords.map((keyword) => keyword.toLowerCase());
      expect(new Set(seen).size, entry.url).toBe(seen.length);
    }
  });
});

describe("search page copy", () => {
  it("offers suggestions that each find something", () => {
    const prepared = prepareIndex(index);
    for (const term of copy.searchPage.suggestions.terms) {
      expect(search(prepared, term).total, term).toBeGreaterThan(0);
    }
  });
});
