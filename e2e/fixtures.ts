import { test as base, expect, type Page } from "@playwright/test";

/**
 * Header links point at routes that later issues build. Until they exist, Next's link prefetch
 * for them answers 404; these, and only these, are tolerated in the console. Remove a path here
 * when its page lands.
 */
export const ROUTES_NOT_YET_BUILT = [
  "/solutions",
  "/services",
  "/industries",
  "/case-studies",
  "/blog",
] as const;

function isToleratedPrefetch404(text: string, url: string): boolean {
  if (!text.includes("404")) return false;
  const path = new URL(url).pathname;
  return ROUTES_NOT_YET_BUILT.some((route) => path === route || path.startsWith(`${route}/`));
}

/** Collects console errors and uncaught page errors, for asserting that there are none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (isToleratedPrefetch404(message.text(), message.location().url)) return;
    errors.push(`console on ${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
  return errors;
}

type Fixtures = {
  /** Console and page errors seen during the test; asserted empty afterwards. */
  pageErrors: string[];
  /** Let the exit-intent modal open; off by default so scrolling tests are not interrupted. */
  exitIntent: boolean;
};

export const test = base.extend<Fixtures>({
  exitIntent: [false, { option: true }],
  page: async ({ page, exitIntent }, use) => {
    if (!exitIntent) {
      await page.addInitScript(() => sessionStorage.setItem("exit_intent_shown", "1"));
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors = watchErrors(page);
      await use(errors);
      expect(errors, "no console or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Paths of every URL in the sitemap, so new pages are covered without new test code. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** Scrolls through the page so every reveal-on-scroll element has entered. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight * 0.6;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 40)));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/** Makes the exit-intent draw deterministic: threshold 35%, delay 200 ms. */
export async function pinRandomToZero(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
}
