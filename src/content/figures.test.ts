import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { getCollection } from "astro:content";
import { siteMap } from "@/routing/routes";
import { figureTokens } from "./readers/figures";
import { fillTokens } from "./readers/tokens";

/** The content, and the lead's copy schemas beside the lead (src/leads/copy). */
const COPY_SOURCES = [new URL(".", import.meta.url), new URL("../leads/copy/", import.meta.url)];

/** A percentage as copy would type it: 57%, +57%, −32%, 99.9 %. */
const PERCENTAGE = /(?<![\w.{])[+\-−]?\d+(?:\.\d+)?\s?%/g;

/** Every content file's copy, by file: TS string literals, or a Markdown or YAML file's text. */
function copyByFile(dir: string): { file: string; texts: string[] }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return copyByFile(path);
    if (/\.test\.ts$/.test(entry.name)) return [];
    const text = readFileSync(path, "utf8");
    if (/\.(md|yaml)$/.test(entry.name)) return [{ file: path, texts: [text] }];
    if (!entry.name.endsWith(".ts")) return [];
    const texts: string[] = [];
    const visit = (node: ts.Node) => {
      const literal =
        ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node);
      if (literal) texts.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true));
    return [{ file: path, texts }];
  });
}

const { records, copy } = await siteMap();

/** A collection's records as figures come from them: each file's fields, by its slug. */
const sources = async (name: "caseStudies" | "stats" | "claims") =>
  (await getCollection(name)).map((entry) => ({ slug: entry.id, fields: entry.data as unknown }));

/** The figures copy may cite, from the collections as the site reads them. */
const figures = figureTokens({
  caseStudies: await sources("caseStudies"),
  stats: await sources("stats"),
  claims: await sources("claims"),
});

describe("figure tokens", () => {
  it("name each case-study figure by the study's slug, and each stat and claim by its own", () => {
    const tokens = figureTokens({
      caseStudies: [
        {
          slug: "northside-dental",
          fields: {
            metrics: [
              { type: "uplift", percent: 41, label: "more new-patient bookings" },
              { type: "response", seconds: 6, label: "average first reply" },
              { type: "other", value: "−30%", label: "Cost per lead" },
              { type: "other", value: "+88", label: "Google reviews in five months" },
              { type: "other", value: "$18.3k", label: "recovered each month" },
            ],
          },
        },
      ],
      stats: [
        { slug: "calls-missed", fields: { type: "percent", value: 40, label: "of calls missed" } },
        {
          slug: "hours-saved",
          fields: { type: "count", value: 12, suffix: " hrs/wk", label: "saved" },
        },
      ],
      claims: [{ slug: "reply", fields: { name: "Response time", text: "under 7 seconds" } }],
    });
    expect(tokens).toEqual({
      "northside-dental.uplift": "41%",
      "northside-dental.reply-seconds": "6",
      // The sign is the sentence's: "cost per lead down 30%", "−30%".
      "northside-dental.cost-per-lead": "30%",
      "northside-dental.google-reviews-in-five-months": "88",
      "northside-dental.recovered-each-month": "$18.3k",
      "stats.calls-missed": "40%",
      "stats.hours-saved": "12 hrs/wk",
      "claims.reply": "under 7 seconds",
    });
  });

  it("stop the build when two figures of a story would share a name", () => {
    const metrics = [
      { type: "other", value: "−30%", label: "cost per lead" },
      { type: "other", value: "−20%", label: "Cost per lead" },
    ];
    expect(() =>
      figureTokens({
        caseStudies: [{ slug: "northside-dental", fields: { metrics } }],
        stats: [],
        claims: [],
      }),
    ).toThrow(
      "src/content/case-studies/northside-dental.md, field metrics: two figures would both be cited as {northside-dental.cost-per-lead}; give them different labels",
    );
  });

  it("stop the build on a figure that does not exist, listing the ones that do", () => {
    const tokens = { brand: "Acme", "northside-dental.uplift": "41%", "stats.uptime": "99.9%" };
    expect(() => fillTokens("up {northside-dental.upflit}", tokens, "home.ts")).toThrow(
      "Unknown token {northside-dental.upflit} in home.ts; northside-dental has {northside-dental.uplift}.",
    );
    expect(() => fillTokens("up {southside.uplift}", tokens, "home.ts")).toThrow(
      "Unknown token {southside.uplift} in home.ts; a figure is {case-study-slug.figure} or {stats.slug}, and no case study is named southside.",
    );
    expect(() => fillTokens("{brnad}", tokens, "home.ts")).toThrow(
      "Unknown token {brnad} in home.ts; use one of {brand}.",
    );
  });
});

describe("each figure lives once", () => {
  it("copy states no percentage by hand: it cites the case study or stat it comes from", () => {
    // A story's own file states its figures, and the build checks them against its metrics.
    const findings = COPY_SOURCES.flatMap((dir) => copyByFile(dir.pathname))
      .filter(({ file }) => !file.includes("/case-studies/"))
      .flatMap(({ file, texts }) =>
        texts.flatMap((text) =>
          [...text.matchAll(PERCENTAGE)].map(
            (match) => `${relative(process.cwd(), file)}: "${match[0]}" in "${text.slice(0, 80)}…"`,
          ),
        ),
      );
    expect(findings, "write {case-study-slug.figure} or {stats.slug}").toEqual([]);
  });

  it("copy makes no standing claim by hand: it cites the claim's file", () => {
    const claims = Object.entries(figures).filter(([name]) => name.startsWith("claims."));
    expect(claims.map(([name]) => name)).toContain("claims.reply");
    // A story's own file states its own results in words, which the build checks.
    const findings = COPY_SOURCES.flatMap((dir) => copyByFile(dir.pathname))
      .filter(({ file }) => !file.includes("/claims/") && !file.includes("/case-studies/"))
      .flatMap(({ file, texts }) =>
        texts.flatMap((text) =>
          claims
            .filter(([, claim]) => text.toLowerCase().includes(claim.toLowerCase()))
            .map(
              ([name, claim]) => `${relative(process.cwd(), file)}: "${claim}", write {${name}}`,
            ),
        ),
      );
    expect(findings).toEqual([]);
  });

  it("pages that cite a story read its figures from its file", () => {
    const lumen = records.caseStudies.find((study) => study.slug === "lumen-aesthetics-scottsdale");
    const [uplift, response, costPerLead] = lumen?.metrics ?? [];
    expect(uplift).toMatchObject({ percent: 57 });
    expect(response).toMatchObject({ seconds: 7 });
    expect(costPerLead).toMatchObject({ value: "−32%" });
    const quote = copy.landingPage.testimonials.items.find(
      (testimonial) => testimonial.slug === "landing-medspa-owner",
    );
    expect(quote?.quote).toContain(
      "Same ad budget, 57% more consults, and our cost per lead is down 32%. Instagram DMs get a reply in under 7 seconds",
    );
    const receptionist = records.services.find((service) => service.slug === "ai-receptionist");
    expect(receptionist?.caseStudy?.heading).toBe(
      "How a San Diego dental practice stopped losing 40% of its calls",
    );
    expect(receptionist?.caseStudy?.figures.map((figure) => figure.value)).toEqual([
      "+41%",
      "< 6 s",
      "$18.3k",
    ]);
  });

  it("every story's figures can be cited", () => {
    for (const study of records.caseStudies) {
      const [uplift, response] = study.metrics;
      expect(figures[`${study.slug}.uplift`]).toBe(`${uplift.percent}%`);
      expect(figures[`${study.slug}.reply-seconds`]).toBe(String(response.seconds));
    }
  });
});
