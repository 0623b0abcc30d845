import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import {
  expect,
  expectScriptsRan,
  recordPolicyViolations,
  routePaths,
  scrollThrough,
  sitemapPaths,
  suppressExitIntent,
  templatePaths,
  test as base,
  watchErrors,
} from "./fixtures";
import { htmlCodeSnifferErrors } from "./html-codesniffer";
import { stubScheduler } from "./scheduler-stub";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

const test = base.extend<object, { crawlContext: BrowserContext }>({
  // axe opens a page of its own in the checked page's context, so the crawl makes its context
  // with the project's settings instead of taking the default one; one per worker, so the
  // site's scripts come from its cache after the first route.
  crawlContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
      await suppressExitIntent(context);
      await recordPolicyViolations(context);
      // Pages with the booking widget load the provider's script as the crawl scrolls.
      await stubScheduler(context);
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  // Each route gets a page of its own, so sessionStorage starts empty.
  page: async ({ crawlContext, pageErrors }, use) => {
    const page = await crawlContext.newPage();
    watchErrors(page, pageErrors);
    try {
      await use(page);
      expect(pageErrors, "no console or page errors").toEqual([]);
    } finally {
      await page.close();
    }
  },
});

/** Status of each internal link target, requested once per worker whichever page links it. */
const linkStatus = new Map<string, Promise<number>>();

function statusOf(request: APIRequestContext, target: string): Promise<number> {
  let status = linkStatus.get(target);
  if (!status) {
    // No redirects followed: a link must reach its page directly.
    status = request.get(target, { maxRedirects: 0 }).then((response) => response.status());
    linkStatus.set(target, status);
  }
  return status;
}

/** Same-origin link targets on the page (path and query), without hash-only, mailto: or tel:. */
function internalLinks(page: Page): Promise<string[]> {
  return page.locator("a[href]").evaluateAll((anchors) => {
    const targets = new Set<string>();
    for (const anchor of anchors as HTMLAnchorElement[]) {
      const raw = anchor.getAttribute("href") ?? "";
      if (raw.startsWith("#")) continue;
      const url = new URL(raw, window.location.href);
      if (url.origin !== window.location.origin) continue;
      targets.add(url.pathname + url.search);
    }
    return [...targets].sort();
  });
}

test("sitemap.xml lists exactly the site's routes", async ({ request }) => {
  expect((await sitemapPaths(request)).sort()).toEqual([...routePaths].sort());
});

for (const path of templatePaths) {
  test(`${path} is complete, error-free, accessible and links only to live pages`, async ({
    page,
    baseURL,
  }) => {
    // Lists such as /case-studies carry dozens of cards and links; axe checks every one.
    test.setTimeout(120_000);
    const response = await page.goto(path);
    expect(response?.status(), "status").toBe(200);
    await expectScriptsRan(page);
    await expect(page.locator("h1"), "one h1").toHaveCount(1);
    await expect(page, "title").toHaveTitle(/\S/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, "description").toBeGreaterThan(50);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, "canonical").toBe(`${baseURL}${path === "/" ? "" : path}`);
    expect(await page.locator('meta[property="og:image"]').count(), "og:image").toBeGreaterThan(0);
    expect(
      await page.locator('script[type="application/ld+json"]').count(),
      "JSON-LD",
    ).toBeGreaterThan(0);

    await test.step("internal links answer 200", async () => {
      const links = await internalLinks(page);
      expect(links.length).toBeGreaterThan(0);
      const statuses = await Promise.all(
        links.map(async (link) => ({ link, status: await statusOf(page.request, link) })),
      );
      const broken = statuses.filter(({ status }) => status !== 200);
      expect(broken, "links that do not answer 200 directly").toEqual([]);
    });

    await test.step("no axe-core violations", async () => {
      // Checked at rest: a rotating quote caught mid-fade would read as low contrast.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await scrollThrough(page);
      const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      const violations = axe.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
      expect(violations).toEqual([]);
    });

    await test.step("no HTML_CodeSniffer errors (WCAG 2 AA)", async () => {
      expect(await htmlCodeSnifferErrors(page)).toEqual([]);
    });
  });
}
