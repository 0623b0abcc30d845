import { readFileSync } from "node:fs";
import { expect, sitemapPaths, test, untilStable } from "./fixtures";

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

test("each page's compressed JavaScript, CSS and fonts stay within budget", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "measured once, on the phone profile");
  const paths = await sitemapPaths(page);
  const report: string[] = [];
  for (const path of paths) {
    // A fresh page so nothing comes from the memory cache of the previous one.
    const fresh = await page.context().newPage();
    await fresh.goto(path, { waitUntil: "load" });
    // Scripts loaded after the load event (lazy chunks) count too.
    await untilStable(() => fresh.evaluate(() => performance.getEntriesByType("resource").length), {
      interval: 500,
      message: "the page stops loading resources",
    });
    const entries = await fresh.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => ({ url: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
    );
    await fresh.close();
    const used: Budget = { js: 0, css: 0, font: 0 };
    for (const entry of entries) {
      const kind = kindOf(entry.url);
      if (kind) used[kind] += entry.bytes;
    }
    const limit: Budget = {
      ...budgets.default,
      ...budgets.routes[path],
    };
    report.push(
      `${path.padEnd(12)} js ${(used.js / 1024).toFixed(1)} KB, css ${(used.css / 1024).toFixed(1)} KB, font ${(used.font / 1024).toFixed(1)} KB`,
    );
    for (const kind of ["js", "css", "font"] as const) {
      expect.soft(used[kind], `${path} ${kind} bytes`).toBeLessThanOrEqual(limit[kind]);
    }
  }
  console.log(`Compressed bytes per page:\n${report.join("\n")}`);
  await testInfo.attach("budget-report", { body: report.join("\n") });
});
