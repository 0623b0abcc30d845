import { describe, expect, it } from "vitest";
import {
  highlight,
  MAX_RESULTS,
  normalize,
  prepareIndex,
  queryFromSearch,
  search,
  searchTerm,
  urlWithQuery,
} from "./search";
import type { SearchEntry } from "@/lib/search-entry";

const entry = (title: string, description: string, keywords: string[] = []): SearchEntry => ({
  title,
  description,
  keywords,
  url: `/${title.toLowerCase().replace(/\W+/g, "-")}`,
});

const index = prepareIndex([
  entry("Cedar Ridge Dentistry", "Family dentistry in Lakewood.", ["Dental"]),
  entry("Home", "An AI front desk that answers every patient in seconds.", ["Front desk"]),
  entry("Dental practices", "Recall and hygiene patients, booked 24/7.", ["Dental"]),
  entry("Lumen Aesthetics", "How a Scottsdale medspa got more consults.", ["Medspa", "Injector"]),
  entry("Harbor Smile Dental", "A San Diego practice that stopped missing calls.", ["Dental"]),
  entry("Privacy Policy", "What we collect and why; we don’t want health information."),
]);

const titles = (query: string) => search(index, query).results.map((result) => result.title);

describe("site search", () => {
  it("matches title, description and keywords, whatever the case", () => {
    expect(titles("LUMEN")).toEqual(["Lumen Aesthetics"]);
    expect(titles("scottsdale")).toEqual(["Lumen Aesthetics"]);
    expect(titles("iNjEcToR")).toEqual(["Lumen Aesthetics"]);
  });

  it("finds a word inside another, but ranks titles and word starts first", () => {
    expect(titles("jector")).toEqual(["Lumen Aesthetics"]);
    // Titles first (in the index's order), then the page that has it as a keyword only.
    expect(titles("dental")).toEqual([
      "Dental practices",
      "Harbor Smile Dental",
      "Cedar Ridge Dentistry",
    ]);
    const starts = prepareIndex([
      entry("Beta", "Rescheduling by text."),
      entry("Alpha", "Scheduling by text."),
    ]);
    expect(search(starts, "sched").results.map((result) => result.title)).toEqual([
      "Alpha",
      "Beta",
    ]);
    expect(titles("desk")).toEqual(["Home"]);
  });

  it("with several words, finds the pages that contain every one, in any field", () => {
    expect(titles("dental san diego")).toEqual(["Harbor Smile Dental"]);
    expect(titles("  Dental   RECALL ")).toEqual(["Dental practices"]);
    expect(titles("dental scottsdale")).toEqual([]);
  });

  it("finds nothing for an empty query", () => {
    expect(search(index, "")).toEqual({ results: [], total: 0 });
    expect(search(index, "   ")).toEqual({ results: [], total: 0 });
  });

  it("treats curly and straight apostrophes alike", () => {
    expect(titles("don't want")).toEqual(["Privacy Policy"]);
    expect(normalize("Don’t  Stop")).toBe("don't stop");
  });

  it("shows at most 30 results and counts them all", () => {
    const many = prepareIndex(
      Array.from({ length: 45 }, (_, i) => entry(`Story ${i}`, "Replies in seconds.")),
    );
    const { results, total } = search(many, "seconds");
    expect(total).toBe(45);
    expect(results).toHaveLength(MAX_RESULTS);
    expect(MAX_RESULTS).toBe(30);
    // Equal matches keep the index's order.
    expect(results[0]?.title).toBe("Story 0");
    expect(results.at(-1)?.title).toBe("Story 29");
  });

  it("reports a settled query as its words, lower case, single-spaced", () => {
    expect(searchTerm("  AI   Receptionist ")).toBe("ai receptionist");
    expect(searchTerm(" ")).toBe("");
  });
});

describe("highlight", () => {
  it("marks every occurrence of every word, keeping the text's own case", () => {
    expect(highlight("Dental and dentistry", "DENT")).toEqual([
      { text: "Dent", hit: true },
      { text: "al and ", hit: false },
      { text: "dent", hit: true },
      { text: "istry", hit: false },
    ]);
    expect(highlight("Lumen", "")).toEqual([{ text: "Lumen", hit: false }]);
    expect(highlight("We don’t", "don't")).toEqual([
      { text: "We ", hit: false },
      { text: "don’t", hit: true },
    ]);
  });
});

describe("the query in the URL", () => {
  it("reads q, and writes it exactly as typed or removes it when empty", () => {
    expect(queryFromSearch("?q=ai+receptionist&utm_source=x")).toBe("ai receptionist");
    expect(queryFromSearch("")).toBe("");
    expect(urlWithQuery("https://x.test/search?utm_source=a", "Dental ")).toBe(
      "/search?utm_source=a&q=Dental+",
    );
    expect(urlWithQuery("https://x.test/search?q=dental&utm_source=a", "")).toBe(
      "/search?utm_source=a",
    );
  });
});
