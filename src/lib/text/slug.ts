/**
 * The one rule for slugs and anchor ids made from words (headings, tags, metric labels): letters
 * without their accents and digits, lowercase, in words joined by single hyphens; punctuation and
 * symbols drop out, so "Who we’re for & why" → "who-were-for-why" and "0–10: answer first" →
 * "010-answer-first".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .split(/[\s-]+/)
    .filter(Boolean)
    .join("-");
}

/** Slugs unique within one document: a repeated heading's gets -1, -2, … after its own. */
export function uniqueSlugs(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = slugify(text);
    let slug = base;
    for (let repeat = 1; taken.has(slug); repeat += 1) slug = `${base}-${repeat}`;
    taken.add(slug);
    return slug;
  };
}
