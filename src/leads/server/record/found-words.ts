import {
  digitsOf,
  PHONE_DIGITS_MIN,
  wordsIn,
  type FoundIn,
  type LeadSearch,
  type LeadText,
} from "@/server/db/lead-search";

/** Text with the words a search found marked: its pieces in order. */
export type Marked = { text: string; hit: boolean }[];

export type FoundWords = {
  /** The row's own fields, marked, those the search found words in. */
  marked: Partial<Record<"name" | "practice" | "email" | "phone", Marked>>;
  /** Up to two excerpts, each showing words of the search the ones before did not. */
  excerpts: { in: FoundIn; words: Marked }[];
};

type Span = [start: number, end: number];

/** Characters of context before the first word found, and in all, in an excerpt. */
const CONTEXT_BEFORE = 50;
const EXCERPT_LENGTH = 160;
const EXCERPTS_MAX = 2;

/** The words of `text` the search finds, and which of its words each is. */
function found(text: string, { whole, start }: LeadSearch): { spans: Span[]; terms: Set<string> } {
  const spans: Span[] = [];
  const terms = new Set<string>();
  for (const word of wordsIn(text)) {
    const matches = word.folded.flatMap((folded) => [
      ...(folded.startsWith(start) ? [start] : []),
      ...(whole.includes(folded) ? [folded] : []),
    ]);
    if (!matches.length) continue;
    spans.push([word.start, word.end]);
    for (const term of matches) terms.add(term);
  }
  return { spans, terms };
}

/**
 * Where a phone number holds the digits of a search (a phone number as written, or a word of
 * digits alone), whatever punctuation it was written with.
 */
function foundDigits(phone: string, search: LeadSearch): { spans: Span[]; terms: Set<string> } {
  const at = [...phone.matchAll(/\d/g)].map((match) => match.index);
  const digits = digitsOf(phone);
  const spans: Span[] = [];
  const terms = new Set<string>();
  for (const run of [search.digits, search.start, ...search.whole]) {
    if (!run || run.length < PHONE_DIGITS_MIN || !/^\d+$/.test(run)) continue;
    const from = digits.indexOf(run);
    if (from < 0) continue;
    spans.push([at[from]!, at[from + run.length - 1]! + 1]);
    terms.add(run);
  }
  return { spans, terms };
}

/** Spans that overlap or touch, as one. */
function merged(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const spansMerged: Span[] = [];
  for (const [start, end] of sorted) {
    const last = spansMerged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else spansMerged.push([start, end]);
  }
  return spansMerged;
}

function marked(text: string, spans: readonly Span[], offset = 0): Marked {
  const pieces: Marked = [];
  let at = 0;
  for (const [start, end] of merged(spans)) {
    const [from, to] = [Math.max(start - offset, at), Math.min(end - offset, text.length)];
    if (to <= from) continue;
    if (from > at) pieces.push({ text: text.slice(at, from), hit: false });
    pieces.push({ text: text.slice(from, to), hit: true });
    at = to;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), hit: false });
  return pieces;
}

/** Up to EXCERPT_LENGTH characters around the first word found, cut between words. */
function excerpt(text: string, spans: readonly Span[]): Marked {
  const [first, firstEnd] = spans.reduce((a, b) => (b[0] < a[0] ? b : a));
  let from = Math.max(0, first - CONTEXT_BEFORE);
  if (from > 0) from = Math.min(text.indexOf(" ", from) + 1 || from, first);
  let to = Math.min(text.length, from + EXCERPT_LENGTH);
  if (to < text.length) to = Math.max(text.lastIndexOf(" ", to), firstEnd);
  const words = marked(text.slice(from, to), spans, from);
  if (from > 0) words.unshift({ text: "…", hit: false });
  if (to < text.length) words.push({ text: "…", hit: false });
  return words;
}

/**
 * What a lead on a page of results shows of a search: its name, practice, email and phone with
 * the words found marked, and excerpts of the rest (its staff notes newest first) for the words
 * those do not show.
 */
export function foundWords(
  lead: LeadText,
  staffNotes: readonly string[],
  search: LeadSearch,
): FoundWords {
  const shown = new Set<string>();
  const marks: FoundWords["marked"] = {};
  for (const field of ["name", "practice", "email", "phone"] as const) {
    const text = lead[field];
    if (!text) continue;
    const { spans, terms } = found(text, search);
    if (field === "phone") {
      const digits = foundDigits(text, search);
      spans.push(...digits.spans);
      for (const term of digits.terms) terms.add(term);
    }
    if (spans.length) marks[field] = marked(text, spans);
    for (const term of terms) shown.add(term);
  }
  const texts: [FoundIn, string | null][] = [
    ["subject", lead.subject],
    ["message", lead.message],
    ...staffNotes.map((note): [FoundIn, string] => ["staffNote", note]),
    ["notes", lead.notes],
    ["businessType", lead.business_type],
  ];
  const excerpts: FoundWords["excerpts"] = [];
  for (const [where, text] of texts) {
    if (!text || excerpts.length === EXCERPTS_MAX) continue;
    const flat = text.replace(/\s+/g, " ").trim();
    const { spans, terms } = found(flat, search);
    if (![...terms].some((term) => !shown.has(term))) continue;
    excerpts.push({ in: where, words: excerpt(flat, spans) });
    for (const term of terms) shown.add(term);
  }
  return { marked: marks, excerpts };
}
