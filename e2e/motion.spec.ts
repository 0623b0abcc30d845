import {
  FIRST_STRIKE_MAX_MS,
  STRIKE_DURATION_MS,
  STRIKE_MAX_MS,
} from "../src/components/lightning/lightning-strikes";
import { expect, holdLoadEvent, scrollThrough, templatePaths, test } from "./fixtures";

/** The home hero's four counters (the page has more further down: e2e/home.spec.ts). */
const HERO_COUNTERS = "main > section:first-child [data-counter]";

test("hero counters keep the final value in the HTML and count up from 0 on screen", async ({
  page,
}) => {
  const html = await (await page.request.get("/")).text();
  for (const value of ["42%", "3x", "$120k", "4.8"]) expect(html).toContain(`>${value}<`);

  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { counterTexts: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target instanceof Element ? record.target : record.target.parentElement;
        if (el?.closest("[data-counter]"))
          seen.push(el.closest("[data-counter]")!.textContent ?? "");
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto("/");
  const counters = page.locator(HERO_COUNTERS);
  await expect(counters).toHaveCount(4);
  for (const counter of await counters.all())
    await expect(counter).toHaveAttribute("data-state", "done");
  await expect(counters).toHaveText(["42%", "3x", "$120k", "4.8"]);
  const texts = await page.evaluate(
    () => (window as unknown as { counterTexts: string[] }).counterTexts,
  );
  expect(texts).toContain("0%");
  expect(
    texts.some((t) => /^(?:[1-9]|[1-3]\d|4[01])%$/.test(t)),
    "passes through values between 0 and 42",
  ).toBe(true);
});

test("under reduced motion counters, reveals and the lightning settle at once", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const counters = page.locator(HERO_COUNTERS);
  await expect(counters).toHaveText(["42%", "3x", "$120k", "4.8"]);
  for (const counter of await counters.all())
    await expect(counter).not.toHaveAttribute("data-state");
  await expect(page.locator("[data-lightning]").first()).toHaveAttribute("data-fps", "30");

  await page.goto("/about");
  const reveals = page.locator("[data-reveal]");
  expect(await reveals.count()).toBeGreaterThan(0);
  for (const el of await reveals.all()) await expect(el).toHaveClass(/\bin\b/);
});

test("reveal-on-scroll elements gain `in` as they come into view", async ({ page }) => {
  await page.goto("/about");
  const band = page.locator("[data-reveal]").last();
  await expect(band).not.toHaveClass(/\bin\b/);
  expect(await band.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
  await band.scrollIntoViewIfNeeded();
  await expect(band).toHaveClass(/\bin\b/);
  await expect.poll(() => band.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
});

test("content stays visible without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/about");
  const band = page.locator("[data-reveal]").last();
  await band.scrollIntoViewIfNeeded();
  expect(await band.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expect(page.locator("[data-counter]")).toHaveCount(0);
  await page.goto("/");
  await expect(page.locator("[data-counter]").first()).toHaveText("42%");
  await context.close();
});

const HERO_LIGHTNING = "main > section:first-child [data-lightning]";

test("the lightning strikes through its phases, is hidden from assistive technology and pauses off-screen", async ({
  page,
}, testInfo) => {
  await page.addInitScript((selector) => {
    const phases: string[] = [];
    Object.assign(window, { lightningPhases: phases });
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        if (record.attributeName === "data-phase" && el.matches(selector)) {
          const phase = el.getAttribute("data-phase") ?? "";
          if (phases.at(-1) !== phase) phases.push(phase);
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-phase"] });
  }, HERO_LIGHTNING);
  const phases = () =>
    page.evaluate(() => (window as unknown as { lightningPhases: string[] }).lightningPhases);
  await page.clock.install();
  await page.goto("/about");
  const lightning = page.locator(HERO_LIGHTNING);
  await expect(lightning).toHaveAttribute("aria-hidden", "true");
  await expect(lightning).toHaveCSS("position", "absolute");
  await expect(lightning).toHaveCSS("pointer-events", "none");
  await expect(lightning).toHaveAttribute("data-running", "true");
  await expect(lightning).toHaveAttribute(
    "data-fps",
    testInfo.project.name === "phone" ? "30" : "60",
  );

  await page.clock.runFor(FIRST_STRIKE_MAX_MS + STRIKE_DURATION_MS + 100);
  expect((await phases()).join(",")).toContain("drawing,holding,fading,cleanup,idle");

  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await expect(lightning).toHaveAttribute("data-running", "false");
  await expect(lightning).toHaveAttribute("data-phase", "idle");
  const before = (await phases()).length;
  await page.clock.runFor(2 * STRIKE_MAX_MS);
  expect(await phases(), "no strike while off-screen").toHaveLength(before);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(lightning).toHaveAttribute("data-running", "true");
});

test("the lightning starts only after the page has loaded and the browser is idle", async ({
  page,
}) => {
  const releaseImage = await holdLoadEvent(page);
  await page.clock.install();
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const lightning = page.locator(HERO_LIGHTNING);
  // Hydrated and waiting.
  await expect(lightning).toHaveAttribute("data-started", "false");

  // Idle callbacks are held from here on, so the test decides when the browser is idle.
  await page.evaluate(() => {
    const held: Array<() => void> = [];
    Object.assign(window, { heldIdleCallbacks: held });
    window.requestIdleCallback = (callback) => {
      held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return held.length;
    };
  });
  const idleRequests = () =>
    page.evaluate(
      () => (window as unknown as { heldIdleCallbacks: unknown[] }).heldIdleCallbacks.length,
    );

  // Well past the first strike's time, but the page is still loading: nothing has started.
  await page.clock.runFor(2 * STRIKE_MAX_MS);
  expect(await page.evaluate(() => document.readyState)).toBe("interactive");
  expect(await idleRequests(), "no wait for idleness before load").toBe(0);
  await expect(lightning).toHaveAttribute("data-started", "false");
  await expect(lightning).toHaveAttribute("data-running", "false");
  await expect(lightning).toHaveAttribute("data-phase", "idle");

  // Loaded: the lightning now waits for an idle moment, and only that.
  releaseImage();
  await page.waitForLoadState("load");
  await expect.poll(idleRequests).toBeGreaterThan(0);
  await page.clock.runFor(2 * STRIKE_MAX_MS);
  await expect(lightning).toHaveAttribute("data-started", "false");

  await page.evaluate(() => {
    for (const run of (window as unknown as { heldIdleCallbacks: Array<() => void> })
      .heldIdleCallbacks)
      run();
  });
  await expect(lightning).toHaveAttribute("data-started", "true");
  await expect(lightning).toHaveAttribute("data-running", "true");
});

test("without requestIdleCallback (Safari) the lightning starts a moment after load", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
  });
  await page.goto("/about");
  expect(await page.evaluate(() => typeof window.requestIdleCallback)).toBe("undefined");
  await expect(page.locator(HERO_LIGHTNING)).toHaveAttribute("data-started", "true");
});

/** The glow colour is written only in the lightning's drawing module. */
const DRAWING_CODE_MARK = "91, 140, 255";

for (const path of ["/", "/about"]) {
  test(`the lightning's drawing code loads once on ${path}, after the page, for every band`, async ({
    page,
  }) => {
    const scripts: Array<Promise<{ url: string; body: string }>> = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.endsWith(".js")) {
        scripts.push(
          response
            .text()
            .then((body) => ({ url: response.url(), body }))
            .catch(() => ({ url: response.url(), body: "" })),
        );
      }
    });
    await page.goto(path);
    const bands = page.locator("[data-lightning]");
    await expect(bands.first()).toBeAttached();
    for (const band of await bands.all()) {
      await expect(band).toHaveAttribute("data-started", "true");
    }
    // Links prefetch the routes they point to, and those routes' scripts, as they come into view.
    await scrollThrough(page);

    const copies = (await Promise.all(scripts)).filter(({ body }) =>
      body.includes(DRAWING_CODE_MARK),
    );
    expect(
      copies.map(({ url }) => url),
      "one script holds the drawing code",
    ).toHaveLength(1);
    const url = copies[0]?.url ?? "";
    const loadedAfterPage = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType(
        "navigation",
      ) as PerformanceNavigationTiming[];
      const entry = performance.getEntriesByName(url)[0];
      return !!navigation && !!entry && entry.startTime >= navigation.loadEventEnd;
    }, url);
    expect(loadedAfterPage, "requested after the load event").toBe(true);
  });
}

test("no page's scripts carry a copy of the lightning's drawing code", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the same files for every viewport");
  // A page's own scripts and its islands' modules are named in its HTML. Were the drawing code
  // in one of them, visiting that page would ship a second copy.
  const chunks = new Set<string>();
  for (const path of templatePaths) {
    const html = await (await page.request.get(path)).text();
    for (const [src] of html.matchAll(/\/_astro\/[\w.-]+\.js/g)) chunks.add(src);
  }
  expect(chunks.size).toBeGreaterThan(0);
  for (const src of chunks) {
    const body = await (await page.request.get(src)).text();
    expect(body.includes(DRAWING_CODE_MARK), `${src} holds no drawing code`).toBe(false);
  }
});
