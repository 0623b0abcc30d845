import AxeBuilder from "@axe-core/playwright";
import { expect, scrollThrough, sitemapPaths, test, watchErrors } from "./fixtures";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

test("every sitemap page is complete, error-free and accessible", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  // axe needs pages from a fresh context; one context serves the whole crawl.
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  const errors = watchErrors(page);

  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThanOrEqual(5);

  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), `${path} status`).toBe(200);
      await expect(page.locator("h1"), `${path} has one h1`).toHaveCount(1);
      await expect(page, `${path} title`).toHaveTitle(/\S/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical, `${path} canonical`).toBe(`${baseURL}${path === "/" ? "" : path}`);
      expect(await page.locator('meta[property="og:image"]').count()).toBeGreaterThan(0);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);

      await scrollThrough(page);
      const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      const violations = axe.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
      expect(violations, `${path} axe violations`).toEqual([]);
    });
  }
  expect(errors).toEqual([]);
  await context.close();
});
