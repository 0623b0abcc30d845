import { readFileSync } from "node:fs";
import { expect, scrollThrough, templatePaths, test, untilStable } from "./fixtures";
import { stubScheduler } from "./scheduler-stub";

// Measured once, on the phone profile: playwright.config.ts keeps this file out of the desktop
// project.

type Kind = "js" | "css" | "font";

const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8")) as {
  js: { atLoad: number; withoutIslands: number; withIslands: number };
  css: number;
  font: number;
};

/** What the site sends; the booking provider's widget is its own, and not counted. */
function kindOf(url: string, siteOrigin: string): Kind | null {
  const { origin, pathname } = new URL(url);
  if (origin !== siteOrigin) return null;
  if (pathname.endsWith(".js")) return "js";
  if (pathname.endsWith(".css")) return "css";
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return "font";
  return null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const path of templatePaths) {
  test(`${path} loads compressed JavaScript, CSS and fonts within budget`, async ({
    page,
  }, testInfo) => {
    // The booking widget loads as the page scrolls past it: from a stand-in for the provider.
    await stubScheduler(page);
    // Each test has a fresh context, so nothing comes from another page's cache.
    await page.goto(path, { waitUntil: "load" });
    const siteOrigin = new URL(page.url()).origin;
    // What a visitor who reads the whole page loads: islands near the viewport, lazy chunks.
    await scrollThrough(page);
    await untilStable(() => page.evaluate(() => performance.getEntriesByType("resource").length), {
      interval: 500,
      message: "the page stops loading resources",
    });
    const { entries, loadEnd, firstPaint } = await page.evaluate(() => ({
      entries: performance.getEntriesByType("resource").map((e) => ({
        url: e.name,
        bytes: (e as PerformanceResourceTiming).encodedBodySize,
        start: e.startTime,
      })),
      loadEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .loadEventEnd,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    }));
    const used: Record<Kind, number> = { js: 0, css: 0, font: 0 };
    let jsAtLoad = 0;
    for (const entry of entries) {
      const kind = kindOf(entry.url, siteOrigin);
      if (kind) used[kind] += entry.bytes;
      if (kind === "js" && entry.start <= loadEnd) jsAtLoad += entry.bytes;
    }
    const islands = await page.locator("astro-island").count();
    const limit: Record<Kind, number> = {
      js: islands ? budgets.js.withIslands : budgets.js.withoutIslands,
      css: budgets.css,
      font: budgets.font,
    };
    const report = `${path}: js ${kb(used.js)}, ${kb(jsAtLoad)} by load (${islands} island${islands === 1 ? "" : "s"}), css ${kb(used.css)}, font ${kb(used.font)}`;
    console.log(report);
    await testInfo.attach("budget-report", { body: report });
    for (const kind of ["js", "css", "font"] as const) {
      expect.soft(used[kind], `${path} ${kind} bytes`).toBeLessThanOrEqual(limit[kind]);
    }
    // Before its first paint a page fetches only what that paint needs: the site's own script is
    // fetched after it (src/components/site-script/start-after-first-paint.client.ts), and the icon
    // comes with the page.
    const siteScript = new URL(
      (await page
        .locator("template[data-after-first-paint]")
        .evaluate((template: HTMLTemplateElement) =>
          template.content.querySelector("script")?.getAttribute("src"),
        )) ?? "",
      siteOrigin,
    ).href;
    const siteScriptStart = entries.find((entry) => entry.url === siteScript)?.start;
    expect(firstPaint, `${path} reports its first paint`).toBeDefined();
    expect(siteScriptStart, `${path} fetches the site's script`).toBeDefined();
    expect
      .soft(siteScriptStart!, `${path}: the site's script after the first paint`)
      .toBeGreaterThanOrEqual(firstPaint!);
    await expect
      .soft(page.locator('link[rel="icon"][type="image/svg+xml"]'))
      .toHaveAttribute("href", /^data:image\/svg\+xml,/);
    // What can wait is fetched after the load event (the site script's idle part, the lightning).
    if (!islands) {
      expect.soft(jsAtLoad, `${path} js bytes by load`).toBeLessThanOrEqual(budgets.js.atLoad);
    }
  });
}

/** A static import in built code (`import{a as b}from"./x.js"`, `import"./x.js"`), not `import(…)`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w{*][^;]*?from\s*)?["'`]\.{0,2}\//;

test("a page's own script is one file that imports nothing: no chain of requests before it runs", async ({
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const sources = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  expect(sources, "module scripts in /about").toHaveLength(1);
  const code = await (await request.get(sources[0]!)).text();
  expect(code).not.toMatch(STATIC_IMPORT);
});
