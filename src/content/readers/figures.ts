import { ContentError } from "./content-error";
import { formatStat, STAT_TYPES, type StatType } from "@/lib/counter";
import { slugify } from "@/lib/text/slug";

/**
 * The tokens of the figures copy cites by name (docs/content.md, "Figures live once"):
 * `{case-study.uplift}`, `{case-study.reply-seconds}`, `{case-study.metric-label}` without its
 * sign, which the sentence supplies, `{stats.slug}` and `{claims.slug}`.
 */
export type FigureTokens = Record<string, string>;

const SIGN = /^[+\-−]/;

// These read a record's fields as its file holds them, which Astro has checked against its schema.
function caseStudyFigures(metrics: unknown): [name: string, figure: string][] {
  if (!Array.isArray(metrics)) return [];
  return metrics.flatMap((metric: Record<string, unknown>) => {
    if (metric.type === "uplift") return [["uplift", `${String(metric.percent)}%`]];
    if (metric.type === "response") return [["reply-seconds", String(metric.seconds)]];
    if (typeof metric.label !== "string" || metric.value === undefined) return [];
    return [[slugify(metric.label), String(metric.value).trim().replace(SIGN, "")]];
  });
}

function statFigure(fields: unknown): string | undefined {
  const { type, value, suffix = "" } = (fields ?? {}) as Record<string, unknown>;
  if (!STAT_TYPES.includes(type as StatType) || typeof value !== "number") return undefined;
  return formatStat(type as StatType, value, value, typeof suffix === "string" ? suffix : "");
}

function claimText(fields: unknown): string | undefined {
  const text = (fields as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : undefined;
}

export type FigureSource = { slug: string; fields: unknown };

export type FigureSources = {
  caseStudies: readonly FigureSource[];
  stats: readonly FigureSource[];
  claims: readonly FigureSource[];
};

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
