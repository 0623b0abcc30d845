import type { SearchEntry } from "./search-entry";

/** docs/product.md, "What the forms accept": a search shows at most 30 results. */
export const MAX_RESULTS = 30;

/**
 * How long the query must stay unchanged to count as settled: then the result count is
 * announced and the search is reported to analytics (once, not per keystroke).
 */
export const SETTLE_MS = 800;

/** The URL parameter that holds the query: /search?q=dental. */
export const QUERY_PARAM = "q";

/** Lower case, curly apostrophes as straight ones, runs of spaces as one: the form both sides meet in. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The query's words: "AI  Receptionist " gives ["ai", "receptionist"]. */
export function queryWords(query: string): string[] {
  const normalized = normalize(query);
  return normalized ? normalized.split(" ") : [];
}

/** The term a settled query is reported as: the words, lower case, single-spaced. */
export function searchTerm(query: string): string {
  return queryWords(query).join(" ");
}

type PreparedEntry = {
  entry: SearchEntry;
  position: number;
  title: string;
  keywords: string;
  description: string;
};

/** An index with each entry's fields normalized once, ready to be searched as the visitor types. */
export type PreparedIndex = readonly PreparedEntry[];

export function prepareIndex(entries: readonly SearchEntry[]): PreparedIndex {
  return entries.map((entry, position) => ({
    entry,
    position,
    title: normalize(entry.title),
    // A separator no query word can span, so two keywords never run together into a match.
    keywords: entry.keywords.map(normalize).join("\n"),
    description: normalize(entry.description),
  }));
}

const FIELD_WEIGHTS = { title: 8, keywords: 4, description: 2 } as const;

/** Where `word` occurs in `text`: 2 at the start of a word, 1 inside one, 0 not at all. */
function occurrence(text: string, word: string): number {
  let best = 0;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1] ?? "")) return 2;
    best = 1;
  }
  return best;
}

/** How well an entry answers the words; 0 when one of them occurs in none of its fields. */
function score(prepared: PreparedEntry, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    let best = 0;
    for (const field of ["title", "keywords", "description"] as const) {
      best = Math.max(best, FIELD_WEIGHTS[field] * occurrence(prepared[field], word));
    }
    if (best === 0) return 0;
    total += best;
  }
  return total;
}

export type SearchResults = {
  /** The best matches, at most MAX_RESULTS. */
  results: readonly SearchEntry[];
  /** How many entries match in all. */
  total: number;
};

const NONE: SearchResults = { results: [], total: 0 };

/**
 * Case-insensitive search over title, description and keywords (docs/product.md, "What the forms
 * accept"). A query of several words finds the pages that contain every one of them, each in any of
 * the three fields, so "dental reviews" narrows "dental" rather than widening it. A word matches
 * anywhere in a field ("ceptionist" finds the receptionist), but pages where it is in the title, or
 * where it starts a word, come first; ties keep the registry's order (home, pages, services,
 * industries, stories). An empty query finds nothing.
 */
export function search(index: PreparedIndex, query: string): SearchResults {
  const words = queryWords(query);
  if (!words.length) return NONE;
  const matches = index
    .map((prepared) => ({ prepared, score: score(prepared, words) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.prepared.position - b.prepared.position);
  return {
    results: matches.slice(0, MAX_RESULTS).map((match) => match.prepared.entry),
    total: matches.length,
  };
}

/** A text cut into runs, `hit` where a query word occurs, for highlighting in a result. */
export function highlight(text: string, query: string): { text: string; hit: boolean }[] {
  const words = queryWords(query);
  if (!words.length) return [{ text, hit: false }];
  // Lower-casing keeps every character in place for this site's (English) copy; the apostrophe
  // swap in normalize() is one character for one.
  const haystack = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + 1)) {
      marked.fill(true, at, at + word.length);
    }
  }
  const runs: { text: string; hit: boolean }[] = [];
  for (let start = 0; start < text.length;) {
    let end = start + 1;
    while (end < text.length && marked[end] === marked[start]) end += 1;
    runs.push({ text: text.slice(start, end), hit: marked[start] ?? false });
    start = end;
  }
  return runs;
}

/** The query in a URL's search string ("" when there is none). */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAM) ?? "";
}

/**
 * The same URL with the query in place: `q` set to exactly what was typed, or removed when the
 * box is empty. Other parameters (utm_source…) stay.
 */
export function urlWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query) url.searchParams.set(QUERY_PARAM, query);
  else url.searchParams.delete(QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
