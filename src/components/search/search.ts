import type { SearchEntry } from "@/lib/search-entry";

/** docs/product.md, "What the forms accept". */
export const MAX_RESULTS = 30;

/** Unchanged this long, a query is settled: its count announced, reported to analytics once. */
export const SETTLE_MS = 800;

export const QUERY_PARAM = "q";

/** Lower case, curly apostrophes as straight ones, runs of spaces as one: the form both sides meet in. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

export function queryWords(query: string): string[] {
  const normalized = normalize(query);
  return normalized ? normalized.split(" ") : [];
}

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
  results: readonly SearchEntry[];
  total: number;
};

const NONE: SearchResults = { results: [], total: 0 };

/**
 * Every word must occur in some field, so "dental reviews" narrows "dental" rather than widening
 * it. A word matches anywhere ("ceptionist"), but title and word-start matches come first; ties
 * keep the registry's order.
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

export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAM) ?? "";
}

/** `q` exactly as typed, or gone when the box is empty; other parameters stay. */
export function urlWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query) url.searchParams.set(QUERY_PARAM, query);
  else url.searchParams.delete(QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
