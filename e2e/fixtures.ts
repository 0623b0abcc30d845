import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { ACTION_TIMEOUT } from "../playwright.config";
import { paths } from "../src/lib/paths";
import { routes, sitemapRoutes } from "./content";

/** Every indexable page (the sitemap's), from the route registry (the one place the suite reads it). */
export const routePaths: readonly string[] = sitemapRoutes.map((route) => route.path);

/**
 * Every page a visitor can open: the sitemap's and the live pages kept out of it (/landing,
 * /search, /thank-you). /book-call is a redirect document of its own, covered by routes.spec.ts.
 */
const pagePaths: readonly string[] = routes
  .map((route) => route.path)
  .filter((path) => path !== paths.bookCall);

/**
 * One page per template: every page but the second and later of one detail template
 * (`/case-studies/{id}`, `/blog/{slug}`, …), which differ from the first only in their words
 * (the content itself is checked by the unit tests). The crawl, the byte budgets and the HTML
 * checker make one test per path when the suite loads, so a new page or template is covered with
 * no new test code.
 */
export const templatePaths: readonly string[] = pagePaths.filter((path, index) => {
  const template = path.split("/").slice(0, -1).join("/");
  return (
    path.split("/").length < 3 ||
    pagePaths.findIndex((other) => other.startsWith(`${template}/`)) === index
  );
});

/** Collects a page's console errors and uncaught errors into `errors`, to assert there are none. */
export function watchErrors(page: Page, errors: string[] = []): string[] {
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(`console on ${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
  return errors;
}

type Fixtures = {
  /** Console and page errors of the test's page; asserted empty when the page is done with. */
  pageErrors: string[];
  /** Let the exit-intent modal open; off by default so scrolling tests are not interrupted. */
  exitIntent: boolean;
};

/** Keeps the exit-intent modal from opening in a page or context, as if it had been shown. */
export async function suppressExitIntent(target: Pick<Page, "addInitScript">): Promise<void> {
  // Init scripts run in every frame and document; a third-party frame (the booking widget's) and
  // the browser's own error page (a host that does not resolve here) have no storage.
  await target.addInitScript(() => {
    if (window === window.top && location.protocol.startsWith("http")) {
      sessionStorage.setItem("exit_intent_shown", "1");
    }
  });
}

export const test = base.extend<Fixtures>({
  exitIntent: [false, { option: true }],
  pageErrors: async ({}, use) => {
    await use([]);
  },
  // Every test that opens a page has its errors watched; tests that only send requests open none.
  page: async ({ page, exitIntent, pageErrors }, use) => {
    if (!exitIntent) await suppressExitIntent(page);
    watchErrors(page, pageErrors);
    await use(page);
    expect(pageErrors, "no console or page errors").toEqual([]);
  },
});

export { expect };

/** Keeps every Content-Security-Policy violation of the context's pages in `window.cspViolations`. */
export async function recordPolicyViolations(target: Pick<Page, "addInitScript">): Promise<void> {
  await target.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`),
    );
  });
}

/**
 * The page's scripts ran under its Content-Security-Policy: the site's own script ran (it
 * records the visit's attribution), every island on the page hydrated once shown, and nothing was
 * blocked.
 */
export async function expectScriptsRan(page: Page): Promise<void> {
  await siteScriptRan(page, "the page's scripts run");
  // An island hidden at this width (the carousel's controls above 1024 px) never comes into
  // view, so it stays as it is.
  for (const island of await page.locator("astro-island").all()) {
    const shown = await island.evaluate((element) =>
      [...element.querySelectorAll("*")].some((child) => child.getClientRects().length),
    );
    if (shown) await hydrated(island);
  }
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    "Content-Security-Policy violations",
  ).toEqual([]);
}

/**
 * Waits until the island that holds `target` has hydrated (Astro then removes the island's `ssr`
 * attribute), scrolling it into view first: a `client:painted` island hydrates only once it is
 * near the viewport. Returns `target`, for the test to use it.
 */
export async function hydrated(target: Locator): Promise<Locator> {
  const island = target.locator("xpath=ancestor-or-self::astro-island[1]");
  // The island itself takes no box (display: contents); its first drawn element has one.
  await island.evaluate((element) => {
    const drawn = [...element.querySelectorAll("*")].find((child) => child.getClientRects().length);
    drawn?.scrollIntoView({ block: "center", behavior: "instant" });
  });
  // An island's start waits for the browser to be idle, which a busy machine (a playing video,
  // the other worker's pages) puts off past expect's 5 s; give it an action's time.
  await expect(island, "the island hydrates").not.toHaveAttribute("ssr", {
    timeout: ACTION_TIMEOUT,
  });
  return target;
}

/** Paths of every URL in the sitemap the server publishes. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/**
 * Opens a page and waits until the site's own script has run: it starts every other page-wide
 * part (exit offer, consent) first and records each arrival in sessionStorage last, so once its
 * entry is there, theirs have started too.
 */
export async function gotoHydrated(
  page: Page,
  path: string,
  options?: Parameters<Page["goto"]>[1],
): Promise<void> {
  if (page.url().startsWith("http")) {
    await page.evaluate(() => sessionStorage.removeItem("attribution"));
  }
  await page.goto(path, options);
  await siteScriptRan(page, `${path} hydrates`);
}

/**
 * Waits until the site's own script has run on the open page. It starts after the page's first
 * paint, which may come after the load event that `page.goto` waits for.
 */
async function siteScriptRan(page: Page, message = "the site's script runs"): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("attribution")), { message })
    .not.toBeNull();
}

/**
 * Polls `read` until two readings in a row are equal, and returns that value: for things that
 * move for a while and then stop (a smooth scroll, the resources a page loads).
 */
export async function untilStable<T>(
  read: () => Promise<T>,
  { interval = 100, message }: { interval?: number; message?: string } = {},
): Promise<T> {
  let previous: T | undefined;
  let current: T | undefined;
  let readings = 0;
  await expect
    .poll(
      async () => {
        previous = current;
        current = await read();
        readings += 1;
        return readings > 1 && Object.is(previous, current);
      },
      { intervals: [interval], message },
    )
    .toBe(true);
  return current as T;
}

/**
 * Scrolls through the page a frame at a time so every reveal-on-scroll element enters, back to
 * the top, and ends the reveals' fade-in at once, so the page shows its final state.
 */
export async function scrollThrough(page: Page): Promise<void> {
  // Reveals enter as the site's script sees them come into view.
  await siteScriptRan(page);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = window.innerHeight * 0.6;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      // Intersection observers see the new position in this frame and report in the next.
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  await expect
    .poll(() => page.locator("[data-reveal]:not(.in)").count(), {
      message: "every reveal has entered",
    })
    .toBe(0);
  const faded = await page.locator("[data-reveal]").evaluateAll((reveals) => {
    for (const reveal of reveals) reveal.getAnimations().forEach((animation) => animation.finish());
    return reveals.every((reveal) => getComputedStyle(reveal).opacity === "1");
  });
  expect(faded, "every reveal is fully shown").toBe(true);
}

/** Makes the exit-intent draw deterministic: threshold 35%, delay 200 ms. */
export async function pinRandomToZero(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page was opened), so
 * timers fire only when the test moves time on with `page.clock.runFor`. The clock runs freely
 * while the page loads, then jumps ahead a second and stays there.
 */
export async function holdClock(page: Page): Promise<void> {
  // On a busy machine more than that second can pass between reading the page's time and
  // pausing it, and a clock is never moved back: read it again then.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt === 5 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Lets the page run the tasks it has already queued: React renders a state change made in a
 * timer in a task of its own, and its effects in the next.
 */
export async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Holds back the `load` event of the pages the test opens next: each starts loading an image
 * that answers only once the returned function is called.
 */
export async function holdLoadEvent(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/load-event-hold.png", async (route) => {
    await held;
    await route.fulfill({ contentType: "image/png", body: PIXEL });
  });
  await page.addInitScript(() => {
    const image = new Image();
    image.src = "/load-event-hold.png";
    Object.assign(window, { heldImage: image });
  });
  return release;
}

/**
 * Holds back an island's own script (its file in the build, by the component's name) on the
 * pages the test opens next: it answers only once the returned function is called. The site's
 * script, and other islands', arrive as usual.
 */
export async function holdIslandScript(page: Page, island: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${island}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    // The page may have moved on meanwhile.
    await route.continue().catch(() => {});
  });
  return release;
}

export type JsonLd = Record<string, unknown> & { "@type": string };

/** The page's first JSON-LD block of a type. */
export async function jsonLd(page: Page, type: string): Promise<JsonLd | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd).find((data) => data["@type"] === type);
}

/** Resolves after the browser has rendered two frames: observers have seen the layout by then. */
export const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Console errors a test causes on purpose (a refused or failed request): at least one must have
 * been reported; they are then taken out of the page's error list, which must otherwise be empty.
 */
export function expectAndDropErrors(pageErrors: string[], about: string): void {
  const expected = pageErrors.filter((error) => error.includes(about));
  expect(expected.length, `the browser reported the failure of ${about}`).toBeGreaterThan(0);
  for (const error of expected) pageErrors.splice(pageErrors.indexOf(error), 1);
}

/**
 * Records what the page sends to analytics, as if the visitor had allowed it: every gtag call,
 * kept in the test, so a call made just before the page leaves is kept too.
 */
export async function recordGtag(page: Page): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  await page.exposeFunction("recordGtagCall", (...args: unknown[]) => void calls.push(args));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordGtagCall: (...args: unknown[]) => void })
      .recordGtagCall;
    Object.assign(window, { gtag: (...args: unknown[]) => record(...args) });
  });
  return calls;
}
