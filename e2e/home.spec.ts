import type { Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { expect, gotoHydrated, holdClock, holdLoadEvent, hydrated, settle, test } from "./fixtures";
import { leadsFor, uniqueEmail } from "./lead-store";
import { noteDisabledSubmit, siteLocalStorage } from "./leaving-form";
import { expectEachBlocked } from "./native-validation";
import { copy } from "./content";
import { SCHEDULER_LEAD_PARAM } from "../src/lib/scheduler";

const { calculator } = copy;

const HERO_COUNTERS = "main > section:first-child [data-counter]";
const RESULTS_COUNTERS = "#results [data-counter]";
const HERO_FIGURES = ["42%", "3x", "$120k", "4.8"];
const RESULTS_FIGURES = ["92%", "38%", "12 hrs/wk", "4.8"];
/** docs/product.md: the home quotes change every 4000 ms. */
const ROTATION_MS = 4000;
const SCHEDULER = "https://calendly.com/**";
const FORM_NAME = "Step 1: Get your personalized growth plan";

/** Answers the scheduler's page with a stub (the browser resolves no outside host). */
async function stubScheduler(target: Pick<Page, "route">): Promise<void> {
  await target.route(SCHEDULER, (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Scheduler</h1>" }),
  );
}

/** Lets the browser reach an idle moment twice: whatever waits for load and idleness has run. */
async function idleTwice(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
}

const mediaRequests = (page: Page) => {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
};

test.describe("counters", () => {
  test("the final figures are in the HTML, and the results count up from 0 once in view", async ({
    page,
  }) => {
    const html = await (await page.request.get("/")).text();
    for (const figure of [...HERO_FIGURES, ...RESULTS_FIGURES]) {
      expect(html).toContain(`>${figure}<`);
    }

    await page.goto("/");
    await expect(page.locator(HERO_COUNTERS)).toHaveText(HERO_FIGURES);
    const results = page.locator(RESULTS_COUNTERS);
    await expect(results).toHaveCount(4);
    // Below the fold: hydrated, at 0 and waiting to be seen.
    for (const counter of await results.all()) {
      await expect(counter).toHaveAttribute("data-state", "waiting");
    }
    await expect(results).toHaveText(["0%", "0%", "0 hrs/wk", "0.0"]);
    // Screen readers and crawlers get the final figure all along.
    await expect(page.locator("#results dd .sr-only")).toHaveText(RESULTS_FIGURES);

    await page.locator("#results dl").scrollIntoViewIfNeeded();
    for (const counter of await results.all()) {
      await expect(counter).toHaveAttribute("data-state", "done");
    }
    await expect(results).toHaveText(RESULTS_FIGURES);
  });
});

test.describe("reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  test("figures are final at once, the hero shows its still image and no video element", async ({
    page,
  }) => {
    const media = mediaRequests(page);
    await gotoHydrated(page, "/");
    await idleTwice(page);
    await expect(page.locator(`${HERO_COUNTERS}, ${RESULTS_COUNTERS}`)).toHaveText([
      ...HERO_FIGURES,
      ...RESULTS_FIGURES,
    ]);
    for (const counter of await page.locator("[data-counter]").all()) {
      await expect(counter).not.toHaveAttribute("data-state");
    }
    const poster = page.locator('main img[src$="hero-signal-poster.webp"]');
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      1280,
    );
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);
    expect(media, "no video file is requested").toEqual([]);
  });

  test("the quotes start paused and stay put", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const rotator = page.getByRole("region", { name: "Client quotes" });
    await hydrated(rotator.getByRole("group", { name: "Choose a quote" }));
    await expect(rotator).toHaveAttribute("data-quote-rotator", "stopped");
    await expect(rotator.getByRole("button", { name: "Play quotes" })).toBeVisible();
    await page.clock.runFor(3 * ROTATION_MS);
    await expect(rotator).toHaveAttribute("data-active", "0");
  });
});

test.describe("hero video", () => {
  test("is added only after the page has loaded, plays muted in a loop, and can be paused", async ({
    page,
  }) => {
    const releaseImage = await holdLoadEvent(page);
    const media = mediaRequests(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("attribution")), {
        message: "the page hydrates",
      })
      .not.toBeNull();
    const heading = page.getByRole("heading", { level: 1 });
    const headingBox = await heading.boundingBox();
    const hero = page.locator("main > section").first();
    const heroBox = await hero.boundingBox();

    // Hydrated, still loading: the still image only.
    expect(await page.evaluate(() => document.readyState)).toBe("interactive");
    await expect(page.locator('main img[src$="hero-signal-poster.webp"]')).toHaveAttribute(
      "fetchpriority",
      "high",
    );
    await expect(page.locator("video")).toHaveCount(0);
    expect(media).toEqual([]);

    releaseImage();
    await page.waitForLoadState("load");
    const video = page.locator("video[data-hero-video]");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("loop", "");
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
        message: "the loop plays",
        timeout: 15_000,
      })
      .toBe(true);
    expect(media.length).toBeGreaterThan(0);
    // A media file's timing entry appears once its response is complete: wait for it.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const [navigation] = performance.getEntriesByType(
              "navigation",
            ) as PerformanceNavigationTiming[];
            const entries = performance
              .getEntriesByType("resource")
              .filter((entry) => /\.(webm|mp4)$/.test(new URL(entry.name).pathname));
            return (
              !!navigation &&
              entries.length > 0 &&
              entries.every((entry) => entry.startTime >= navigation.loadEventEnd)
            );
          }),
        { message: "the video file is requested after the load event", timeout: 15_000 },
      )
      .toBe(true);

    // Nothing moved when the loop came in.
    expect(await heading.boundingBox()).toEqual(headingBox);
    expect(await hero.boundingBox()).toEqual(heroBox);

    // The control: visible, named for what it does, and keyboard operable.
    const pause = page.getByRole("button", { name: "Pause background video" });
    await expect(pause).toBeVisible();
    await pause.click();
    const play = page.getByRole("button", { name: "Play background video" });
    await expect(play).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeFocused();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  });

  test("a switch to reduced motion takes the video element away", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("video[data-hero-video]")).toHaveCount(1);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.locator("video")).toHaveCount(0);
    await expect(page.locator('main img[src$="hero-signal-poster.webp"]')).toBeVisible();
  });
});

test.describe("quote rotator", () => {
  const rotatorOf = (page: Page) => page.getByRole("region", { name: "Client quotes" });

  /**
   * Takes pointer and focus away from the quotes: the pointer rests on the sticky header, so no
   * scroll brings the quotes under it, and focus moves to the FAQ below.
   */
  async function leave(page: Page): Promise<void> {
    await page.mouse.move(1, 1);
    await page.locator("#faq summary").first().focus();
  }

  /**
   * Opens the page with the clock held and the rotation's timer started afresh at a known
   * moment: the pointer rests on the quotes (which stops them), the clock stops, the pointer
   * leaves. Returns the quote showing then.
   */
  async function startRotation(page: Page): Promise<number> {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await hydrated(rotatorOf(page).getByRole("group", { name: "Choose a quote" }));
    const rotator = rotatorOf(page);
    await rotator.hover();
    await expect(rotator).toHaveAttribute("data-quote-rotator", "stopped");
    await holdClock(page);
    const active = Number(await rotator.getAttribute("data-active"));
    await page.mouse.move(1, 1);
    await expect(rotator).toHaveAttribute("data-quote-rotator", "rotating");
    await settle(page);
    return active;
  }

  test("a new quote every 4 seconds; the live region stays quiet while it rotates", async ({
    page,
  }) => {
    const start = await startRotation(page);
    const rotator = rotatorOf(page);
    const count = await rotator.locator("[data-quote-slide]").count();
    expect(count).toBe(5);
    await expect(rotator.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await page.clock.runFor(ROTATION_MS - 1);
    await settle(page);
    await expect(rotator).toHaveAttribute("data-active", String(start));
    await page.clock.runFor(1);
    await expect(rotator).toHaveAttribute("data-active", String((start + 1) % count));
    await page.clock.runFor(ROTATION_MS);
    await expect(rotator).toHaveAttribute("data-active", String((start + 2) % count));

    // Only the showing quote can be seen (and read).
    const slides = rotator.locator("[data-quote-slide]");
    await expect(slides.nth((start + 2) % count)).toBeVisible();
    await expect(slides.nth((start + 1) % count)).toBeHidden();
  });

  test("hovering or focusing the quotes stops them; leaving starts them again", async ({
    page,
  }) => {
    const start = await startRotation(page);
    const rotator = rotatorOf(page);

    await rotator.hover();
    await expect(rotator).toHaveAttribute("data-quote-rotator", "stopped");
    await page.clock.runFor(3 * ROTATION_MS);
    await expect(rotator).toHaveAttribute("data-active", String(start));
    await page.mouse.move(1, 1);
    await expect(rotator).toHaveAttribute("data-quote-rotator", "rotating");
    await settle(page);
    await page.clock.runFor(ROTATION_MS);
    const next = (start + 1) % 5;
    await expect(rotator).toHaveAttribute("data-active", String(next));

    const dots = rotator.getByRole("group", { name: "Choose a quote" }).getByRole("button");
    await dots.first().focus();
    await expect(rotator).toHaveAttribute("data-quote-rotator", "stopped");
    await expect(rotator.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(3 * ROTATION_MS);
    await expect(rotator).toHaveAttribute("data-active", String(next));
    // A chosen quote shows at once.
    await page.keyboard.press("Enter");
    await expect(rotator).toHaveAttribute("data-active", "0");
    await expect(dots.first()).toHaveAttribute("aria-current", "true");

    await leave(page);
    await expect(rotator).toHaveAttribute("data-quote-rotator", "rotating");
    await settle(page);
    await page.clock.runFor(ROTATION_MS);
    await expect(rotator).toHaveAttribute("data-active", "1");
  });

  test("the pause control stops the rotation until it is asked to play", async ({ page }) => {
    const start = await startRotation(page);
    const rotator = rotatorOf(page);
    await rotator.getByRole("button", { name: "Pause quotes" }).click();
    const play = rotator.getByRole("button", { name: "Play quotes" });
    await expect(play).toBeVisible();
    await leave(page);
    await expect(rotator).toHaveAttribute("data-quote-rotator", "stopped");
    await page.clock.runFor(3 * ROTATION_MS);
    await expect(rotator).toHaveAttribute("data-active", String(start));

    // Asked from the keyboard, it plays even though focus stays on the button.
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(rotator.getByRole("button", { name: "Pause quotes" })).toBeFocused();
    await expect(rotator).toHaveAttribute("data-quote-rotator", "rotating");
    await settle(page);
    await page.clock.runFor(ROTATION_MS);
    await expect(rotator).toHaveAttribute("data-active", String((start + 1) % 5));
  });
});

test.describe("growth-plan form", () => {
  const formOf = (page: Page) => page.getByRole("form", { name: FORM_NAME });

  async function fill(
    page: Page,
    values: { name: string; email: string; practice: string; phone?: string },
  ) {
    const form = formOf(page);
    await form.getByLabel("Full name").fill(values.name);
    await form.getByLabel("Work email").fill(values.email);
    await form.getByLabel("Practice name").fill(values.practice);
    if (values.phone !== undefined) await form.getByLabel("Phone").fill(values.phone);
  }

  test(
    "the browser's own validation blocks an incomplete or invalid form",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const form = await hydrated(formOf(page));
      const submit = form.getByRole("button", { name: "Get my growth plan" });
      for (const [label, autocomplete] of [
        ["Full name", "name"],
        ["Work email", "email"],
        ["Practice name", "organization"],
        ["Phone", "tel"],
      ] as const) {
        await expect(form.getByLabel(label)).toHaveAttribute("autocomplete", autocomplete);
      }
      await expect(form.getByLabel("Work email")).toHaveAttribute("type", "email");
      await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");
      await expect(form.getByLabel("Phone")).not.toHaveAttribute("required");

      const person = {
        name: "Dana Whitfield",
        email: "dana@brightsmile.example",
        practice: "Bright Smile Dental",
        phone: "",
      };
      await expectEachBlocked(page, {
        form,
        submit,
        fill: (values: Parameters<typeof fill>[1]) => fill(page, values),
        attempts: [
          { values: { ...person, name: "" }, field: "Full name", problem: "valueMissing" },
          { values: { ...person, email: "" }, field: "Work email", problem: "valueMissing" },
          { values: { ...person, email: "dana@" }, field: "Work email", problem: "typeMismatch" },
          { values: { ...person, practice: "" }, field: "Practice name", problem: "valueMissing" },
          { values: { ...person, phone: "call me" }, field: "Phone", problem: "patternMismatch" },
        ],
      });
    },
  );

  test("a submit keeps the prefill, records the lead and goes to the scheduler with the answers and utm tags", async ({
    page,
    context,
  }, testInfo) => {
    await stubScheduler(page);
    await noteDisabledSubmit(page, "[data-lead-form=home]");
    await gotoHydrated(page, "/?utm_source=google&utm_medium=cpc&utm_campaign=spring-implants");
    await hydrated(formOf(page));
    const email = uniqueEmail(testInfo, "dana");
    await fill(page, {
      name: "Dana Whitfield",
      email,
      practice: "Bright Smile Dental",
      phone: "(512) 555-0199",
    });
    const form = formOf(page);
    await form.getByRole("button", { name: "Get my growth plan" }).click();

    await page.waitForURL(/calendly\.com/);
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe("https://calendly.com/voltcare-ai/30min");
    const { [SCHEDULER_LEAD_PARAM]: leadId, ...params } = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      name: "Dana Whitfield",
      email,
      a1: "Bright Smile Dental",
      a2: "(512) 555-0199",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-implants",
    });
    await expect(page.getByRole("heading", { name: "Scheduler" })).toBeVisible();

    // What the site's page kept: the prefill, and the button's last words (disabled).
    const prefill = await siteLocalStorage(context, "lead_prefill");
    expect(JSON.parse(prefill ?? "null")).toEqual({
      name: "Dana Whitfield",
      email,
      phone: "(512) 555-0199",
      practice: "Bright Smile Dental",
    });
    expect(Object.keys(JSON.parse(prefill ?? "{}"))).toEqual([
      "name",
      "email",
      "phone",
      "practice",
    ]);
    expect(await siteLocalStorage(context, "e2e_disabled_button")).toBe("Redirecting…");

    // Stored before the page left, and its id went with it.
    expect(leadsFor(email)).toHaveLength(1);
    expect(leadsFor(email)[0]).toMatchObject({
      id: leadId,
      form: "home",
      name: "Dana Whitfield",
      practice: "Bright Smile Dental",
      phone: "(512) 555-0199",
      subject: "Personalized growth plan request",
      utm_source: "google",
      utm_campaign: "spring-implants",
    });
  });
});

test("both hero buttons go to the scheduler, each with its analytics event", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("main > section").first();
  const book = hero.getByRole("link", { name: "Book Demo" });
  const see = hero.getByRole("link", { name: "See AI in Action" });
  for (const link of [book, see]) {
    await expect(link).toHaveAttribute("href", /^https:\/\/calendly\.com\/voltcare-ai\/30min/);
  }
  await expect(book).toHaveAttribute("data-track", "cta_click_primary");
  await expect(see).toHaveAttribute("data-track", "cta_click_view_solution");
});

test("the page's sections come in order, with five FAQs in its structured data", async ({
  page,
}) => {
  await page.goto("/");
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual([
    "A front desk that never puts a patient on hold",
    "Live in 7 to 10 business days",
    calculator.section.heading,
    "What changes in the first 90 days",
    "Practices that stopped missing patients",
    "What practice owners ask before they switch",
    FORM_NAME,
  ]);
  await expect(page.locator("#how-it-works h3")).toHaveText([
    "Connect",
    "Engage",
    "Book",
    "Optimize",
  ]);
  await expect(page.locator("#why-choose h3")).toHaveCount(4);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] },
  );
  expect(ld.find((data) => data["@type"] === "FAQPage")?.mainEntity).toHaveLength(5);
  expect(ld.some((data) => data["@type"] === "Organization")).toBe(true);
});
