import { ContentError } from "./content-error";
import { formatStat, STAT_TYPES, type StatType } from "@/components/ui/counter";
import { slugify } from "@/lib/slug";

/**
 * Figures and standing claims are written once, in the record they come from, and copy cites them by name, so a
 * change in the record changes every page that quotes it:
 *
 * - a case study's figures, from the metrics in its file: `{lumen-aesthetics-scottsdale.uplift}`
 *   ("57%"), `{lumen-aesthetics-scottsdale.reply-seconds}` ("7") and each other metric by its
 *   label, without its sign, which the sentence supplies: `{lumen-aesthetics-scottsdale.cost-per-lead}`
 *   ("32%", so "cost per lead down {…}" and "−{…}" both read right);
 * - a stat by its file's name: `{stats.calls-missed}` ("40%"), as the stat shows it;
 * - a claim by its file's name: `{claims.reply}` ("under 7 seconds").
 */
export type FigureTokens = Record<string, string>;

const SIGN = /^[+\-−]/;

/** A case study's figures by name, from its metrics as written (the schema checks them). */
function caseStudyFigures(metrics: unknown): [name: string, figure: string][] {
  if (!Array.isArray(metrics)) return [];
  return metrics.flatMap((metric: Record<string, unknown>) => {
    if (metric.type === "uplift") return [["uplift", `${String(metric.percent)}%`]];
    if (metric.type === "response") return [["reply-seconds", String(metric.seconds)]];
    if (typeof metric.label !== "string" || metric.value === undefined) return [];
    return [[slugify(metric.label), String(metric.value).trim().replace(SIGN, "")]];
  });
}

/** A stat as it shows, from its fields as written (the schema checks them). */
function statFigure(fields: unknown): string | undefined {
  const { type, value, suffix = "" } = (fields ?? {}) as Record<string, unknown>;
  if (!STAT_TYPES.includes(type as StatType) || typeof value !== "number") return undefined;
  return formatStat(type as StatType, value, value, typeof suffix === "string" ? suffix : "");
}

/** A claim as copy cites it: its text as written (the schema checks it). */
function claimText(fields: unknown): string | undefined {
  const text = (fields as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : undefined;
}

/** A record figures come from: its slug (its file's name) and its fields as written. */
export type FigureSource = { slug: string; fields: unknown };

/** The records figures come from, by kind. */
export type FigureSources = {
  caseStudies: readonly FigureSource[];
  stats: readonly FigureSource[];
  claims: readonly FigureSource[];
};

/** The tokens of a kind of record, one a file: `{folder.slug}`, valued by `valueOf`. */
function recordTokens(
  folder: "stats" | "claims",
  records: readonly FigureSource[],
  valueOf: (fields: unknown) => string | undefined,
): FigureTokens {
  const tokens: FigureTokens = {};
  for (const { slug, fields } of records) {
    const value = valueOf(fields);
    if (value !== undefined) tokens[`${folder}.${slug}`] = value;
  }
  return tokens;
}

/** Every figure token, from the case studies', the stats' and the claims' records. */
export function figureTokens({ caseStudies, stats, claims }: FigureSources): FigureTokens {
  const tokens: FigureTokens = {};
  for (const { slug, fields } of caseStudies) {
    const metrics = (fields as { metrics?: unknown } | null)?.metrics;
    for (const [name, figure] of caseStudyFigures(metrics)) {
      const token = `${slug}.${name}`;
      if (Object.hasOwn(tokens, token)) {
        throw new ContentError(
          `src/content/case-studies/${slug}.md, field metrics: two figures would both be cited as {${token}}; give them different labels`,
        );
      }
      tokens[token] = figure;
    }
  }
  Object.assign(
    tokens,
    recordTokens("stats", stats, statFigure),
    recordTokens("claims", claims, claimText),
  );
  // Figures are filled into text and rendered HTML alike, so they hold no markup characters.
  for (const [name, figure] of Object.entries(tokens)) {
    if (/[<>&"]/.test(figure)) {
      throw new ContentError(
        `{${name}} is "${figure}": write figures and claims in words and numbers, without <, >, & or "`,
      );
    }
  }
  return tokens;
}
