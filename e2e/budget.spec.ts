import { readFileSync } from "node:fs";
import { expect, pagePaths, test, untilStable } from "./fixtures";

// Measured once, on the phone profile: playwright.config.ts keeps this file out of the desktop
// project.

type Kind = "js" | "css" | "font";
type Budget = Record<Kind, number>;

const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8")) as {
  default: Budget;
  routes: Record<string, Partial<Budget>>;
};

function kindOf(url: string): Kind | null {
  const { pathname } = new URL(url);
  if (pathname.endsWith(".js")) return "js";
  if (pathname.endsWith(".css")) return "css";
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return "font";
  return null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const path of pagePaths) {
  test(`${path} loads compressed JavaScript, CSS and fonts within budget`, async ({
    page,
  }, testInfo) => {
    // Each test has a fresh context, so nothing comes from another page's cache.
    await page.goto(path, { waitUntil: "load" });
    // Scripts loaded after the load event (lazy chunks) count too.
    await untilStable(() => page.evaluate(() => performance.getEntriesByType("resource").length), {
      interval: 500,
      message: "the page stops loading resources",
    });
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => ({ url: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
    );
    const used: Budget = { js: 0, css: 0, font: 0 };
    for (const entry of entries) {
      const kind = kindOf(entry.url);
      if (kind) used[kind] += entry.bytes;
    }
    const limit: Budget = { ...budgets.default, ...budgets.routes[path] };
    const report = `${path}: js ${kb(used.js)}, css ${kb(used.css)}, font ${kb(used.font)}`;
    console.log(report);
    await testInfo.attach("budget-report", { body: report });
    for (const kind of ["js", "css", "font"] as const) {
      expect.soft(used[kind], `${path} ${kind} bytes`).toBeLessThanOrEqual(limit[kind]);
    }
  });
}
