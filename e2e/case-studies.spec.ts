import type { Locator, Page } from "@playwright/test";
import { groupBySpecialty } from "../src/content/readers/case-studies";
import { CASE_STUDY_DATE_PUBLISHED } from "../src/content/schemas/records/case-study-fields";
import { records, copy } from "./content";
import { SPECIALTIES } from "../src/content/schemas/records/case-study-fields";
import {
  expect,
  gotoHydrated,
  holdClock,
  holdIslandScript,
  hydrated,
  settle,
  test,
  untilStable,
} from "./fixtures";

const { caseStudiesPage } = copy;

const AUTOPLAY_MS = 4500;
const groups = groupBySpecialty(records.caseStudies);
const medspa = groups[0]!;

/** The first specialty's carousel (or grid), found by its heading. */
function firstGroup(page: Page) {
  return page.locator("[data-carousel]").first();
}

/** How far a slide starts from its track's left edge (about the padding once it leads a page). */
function slideOffset(group: Locator, index: number): Promise<number> {
  return group.evaluate((el, i) => {
    const track = el.firstElementChild!;
    const slide = track.children[i]!;
    return Math.round(slide.getBoundingClientRect().left - track.getBoundingClientRect().left);
  }, index);
}

/** Whether a slide lies wholly within its track's width. */
function slideShown(group: Locator, index: number): Promise<boolean> {
  return group.evaluate((el, i) => {
    const track = el.firstElementChild!.getBoundingClientRect();
    const slide = el.firstElementChild!.children[i]!.getBoundingClientRect();
    return slide.left >= track.left - 1 && slide.right <= track.right + 1;
  }, index);
}

/** Takes the mouse and keyboard focus away from the carousels. */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Whether a group's controls have hydrated: the island then reports the carousel's mode. */
async function expectCarousel(group: Locator) {
  await hydrated(group.getByRole("button", { name: "Next case studies" }));
  await expect(group).toHaveAttribute("data-carousel", /rotating|stopped/);
}

/**
 * Opens the list and brings the first carousel into view (its controls hydrate as they near the
 * viewport); from then on, time moves only by `page.clock.runFor`.
 */
async function openAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.clock.install();
  await page.goto("/case-studies");
  await expectCarousel(firstGroup(page));
  await holdClock(page);
  await firstGroup(page).scrollIntoViewIfNeeded();
}

/** Restarts the rotation, so its next turn is a full interval from now. */
async function restartRotation(page: Page) {
  const group = firstGroup(page);
  await group.getByRole("button", { name: "Pause rotation" }).click();
  await expect(group).toHaveAttribute("data-carousel", "stopped");
  await group.getByRole("button", { name: "Resume rotation" }).click();
  await leave(page);
  await expect(group).toHaveAttribute("data-carousel", "rotating");
  // The new interval is set in an effect: let it run before the clock moves.
  await settle(page);
}

/** Waits until a group's track has stopped scrolling, so no late scroll end moves the dots. */
async function trackAtRest(group: Locator) {
  await untilStable(() => group.evaluate((el) => el.firstElementChild!.scrollLeft));
}

test.describe("case studies on a phone (390 px)", () => {
  test.skip(({ isMobile }) => !isMobile, "the phone project's own width");

  test("one looping carousel per specialty, following the WAI-ARIA carousel pattern", async ({
    page,
  }) => {
    await openAt(page, 390);
    // Each list becomes a carousel as it comes into view.
    const lists = page.locator("[data-carousel]");
    await expect(lists).toHaveCount(groups.length);
    expect(groups.map((group) => group.specialty)).toEqual(SPECIALTIES);
    for (const list of await lists.all()) {
      await expectCarousel(list);
      await expect(list).toHaveAttribute("aria-roledescription", "carousel");
    }
    const first = page.locator('[aria-roledescription="carousel"]').first();
    await expect(first).toHaveAccessibleName("Medspas");
    const slides = first.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(medspa.studies.length);
    await expect(slides.first()).toHaveAttribute("aria-label", `1 of ${medspa.studies.length}`);
    // Rotating: the slides are not announced; one card per page at 390 px.
    await expect(first.locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    await expect(first.getByRole("button", { name: /^Show page/ })).toHaveCount(
      medspa.studies.length,
    );
  });

  test("autoplays every 4.5 s, loops, and stops on the pause control and on focus", async ({
    page,
  }) => {
    await openAt(page, 390);
    const first = firstGroup(page);
    const count = medspa.studies.length;
    const dot = (n: number) => first.getByRole("button", { name: `Show page ${n} of ${count}` });
    await dot(1).click();
    await restartRotation(page);
    await page.clock.runFor(AUTOPLAY_MS - 1);
    await expect(first).toHaveAttribute("data-page", "0");
    await page.clock.runFor(1);
    await expect(first).toHaveAttribute("data-page", "1");
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    // The second card now starts where the first did: at the track's left edge.
    await expect.poll(() => slideOffset(first, 1)).toBeLessThanOrEqual(32);

    // Loops from the last page back to the first (once the track has scrolled there: a scroll
    // still under way would end after the clock's jump and move the dots back).
    await dot(count).click();
    await expect.poll(() => slideShown(first, count - 1)).toBe(true);
    await trackAtRest(first);
    await restartRotation(page);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(first).toHaveAttribute("data-page", "0");

    // Paused: nothing moves, and the slides are announced politely.
    await first.getByRole("button", { name: "Pause rotation" }).click();
    await leave(page);
    await expect(first).toHaveAttribute("data-carousel", "stopped");
    await expect(first.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(AUTOPLAY_MS * 2);
    await expect(first).toHaveAttribute("data-page", "0");
    await first.getByRole("button", { name: "Resume rotation" }).click();
    await leave(page);
    await expect(first).toHaveAttribute("data-carousel", "rotating");
    await expect(first.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    // Keyboard focus inside stops it too, and arrow keys move between pages.
    await first.getByRole("button", { name: "Next case studies" }).focus();
    await expect(first).toHaveAttribute("data-carousel", "stopped");
    await page.clock.runFor(AUTOPLAY_MS * 2);
    await expect(first).toHaveAttribute("data-page", "0");
    await page.keyboard.press("ArrowRight");
    await expect(first).toHaveAttribute("data-page", "1");
    await expect.poll(() => slideShown(first, 1)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect(first).toHaveAttribute("data-page", "0");
    await expect.poll(() => slideShown(first, 0)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect(first).toHaveAttribute("data-page", String(count - 1));
  });

  test("a key pressed while the track is still moving wins: the dots and the track agree", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/case-studies");
    const first = firstGroup(page);
    await first.scrollIntoViewIfNeeded();
    await expectCarousel(first);
    const count = medspa.studies.length;
    const pageWidth = (await slideOffset(first, 1)) - (await slideOffset(first, 0));
    // The way back is pressed at a tenth, three tenths, half, seven and nine tenths of the way.
    for (const share of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      await first.getByRole("button", { name: `Show page 1 of ${count}` }).click();
      await trackAtRest(first);
      await page.keyboard.press("ArrowRight");
      await first.evaluate(
        (el, left) =>
          new Promise<void>((resolve) => {
            const track = el.firstElementChild!;
            const check = () =>
              track.scrollLeft >= left ? resolve() : requestAnimationFrame(check);
            check();
          }),
        pageWidth * share,
      );
      await page.keyboard.press("ArrowLeft");
      await trackAtRest(first);
      await expect(first, `pressed at ${Math.round(share * 100)}% of the way`).toHaveAttribute(
        "data-page",
        "0",
      );
      expect(await first.evaluate((el) => el.firstElementChild!.scrollLeft)).toBe(0);
    }
  });

  test("under reduced motion it starts paused", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openAt(page, 390);
    const first = firstGroup(page);
    await expect(first).toHaveAttribute("data-carousel", "stopped");
    await expect(first.getByRole("button", { name: "Resume rotation" })).toBeVisible();
    await page.clock.runFor(AUTOPLAY_MS * 2);
    await expect(first).toHaveAttribute("data-page", "0");
  });
});

test.describe("case studies on a tablet (800 px, two cards a page)", () => {
  test.skip(({ isMobile }) => isMobile, "set widths on the desktop project");

  test("stops while the mouse is over it", async ({ page }) => {
    await openAt(page, 800);
    const first = firstGroup(page);
    const before = (await first.getAttribute("data-page"))!;
    await first.locator("article").first().hover();
    await expect(first).toHaveAttribute("data-carousel", "stopped");
    await page.clock.runFor(AUTOPLAY_MS * 2);
    await expect(first).toHaveAttribute("data-page", before);
  });

  test("previous, next and the dots move a page of two cards at 760 px and wider", async ({
    page,
  }) => {
    await openAt(page, 800);
    const first = firstGroup(page);
    const pages = Math.ceil(medspa.studies.length / 2);
    await expect(first.getByRole("button", { name: /^Show page/ })).toHaveCount(pages);
    await first.getByRole("button", { name: `Show page 1 of ${pages}` }).click();
    await expect.poll(() => slideShown(first, 0)).toBe(true);
    await expect.poll(() => slideShown(first, 1)).toBe(true);
    expect(await slideShown(first, 2)).toBe(false);
    await first.getByRole("button", { name: "Next case studies" }).click();
    await expect(first).toHaveAttribute("data-page", "1");
    await expect.poll(() => slideShown(first, 2)).toBe(true);
    await expect.poll(() => slideShown(first, 3)).toBe(true);
    await first.getByRole("button", { name: `Show page ${pages} of ${pages}` }).click();
    await expect(first).toHaveAttribute("data-page", String(pages - 1));
    await first.getByRole("button", { name: "Next case studies" }).click();
    await expect(first).toHaveAttribute("data-page", "0");
    await first.getByRole("button", { name: "Previous case studies" }).click();
    await expect(first).toHaveAttribute("data-page", String(pages - 1));
  });
});

test("above 1024 px the stories are a grid, and it becomes a carousel without a reload", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "set widths on the desktop project");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/case-studies");
  const first = firstGroup(page);
  await expect(first).toHaveAttribute("data-carousel", "grid");
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  await expect(first.getByRole("button", { name: "Next case studies" })).toBeHidden();
  const cards = first.locator("article");
  const tops = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  expect(
    tops.filter((top) => top === tops[0]),
    "three columns at 1440 px",
  ).toHaveLength(3);

  await page.setViewportSize({ width: 1060, height: 900 });
  const twoUp = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  expect(
    twoUp.filter((top) => top === twoUp[0]),
    "two columns below 1100 px",
  ).toHaveLength(2);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.setViewportSize({ width: 900, height: 900 });
  await expectCarousel(first);
  await expect(first).toHaveAttribute("aria-roledescription", "carousel");
  await expect(first.getByRole("button", { name: "Next case studies" })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

/** Whether a specialty's list has been laid out (content-visibility skips it until it is near). */
function listLaidOut(page: Page, specialtyId: string): Promise<boolean> {
  return page
    .locator(`#${specialtyId} [data-carousel] article`)
    .first()
    .evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
}

/**
 * Expects a section to come to rest where its hash puts it (within a pixel): each reading waits
 * for the page to stop scrolling, as a correction may follow the first scroll.
 */
async function expectLanded(page: Page, id: string, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await untilStable(() => page.evaluate(() => window.scrollY), {
          message: "the scroll ends",
        });
        return page.locator(`#${id}`).evaluate((section) => {
          const margin = Number.parseFloat(getComputedStyle(section).scrollMarginTop);
          return Math.abs(section.getBoundingClientRect().top - margin);
        });
      },
      { message },
    )
    .toBeLessThanOrEqual(1);
}

test("below 1024 px a list is laid out as it nears the viewport; hash links still land on it", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "set widths on the desktop project");
  const jumpTo = page.getByRole("navigation", { name: caseStudiesPage.jumpTo });
  for (const width of [390, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/case-studies");
    const lastId = (await jumpTo.getByRole("link").last().getAttribute("href"))!.slice(1);
    expect(await listLaidOut(page, lastId), `${width} px: the last list waits`).toBe(false);
    // The smooth scroll aims by the lists' estimated height; they take their real one on the way.
    await jumpTo.getByRole("link").last().click();
    await expectLanded(page, lastId, `${width} px: a hero link`);
    // A visit arriving with the hash lands on it too.
    await page.goto("/about");
    await page.goto(`/case-studies#${lastId}`);
    await expectLanded(page, lastId, `${width} px: arriving`);
  }
});

test("with scripts off every list is laid out up front", async ({ browser, baseURL, isMobile }) => {
  test.skip(isMobile, "sets its own width");
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 390, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/case-studies");
  const lastId = await page
    .getByRole("navigation", { name: caseStudiesPage.jumpTo })
    .getByRole("link")
    .last()
    .getAttribute("href");
  expect(await listLaidOut(page, lastId!.slice(1))).toBe(true);
  await context.close();
});

test("each card shows its figures, quote, rating, clinic and the three rows", async ({ page }) => {
  // Content, not motion: scrolling to the card is instant.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/case-studies");
  const study = medspa.studies[0]!;
  const card = page.locator("article").filter({ hasText: study.clinic }).first();
  await expect(card.getByText(`+${study.metrics[0].percent}%`)).toBeVisible();
  await expect(card.getByText(`Under ${study.metrics[1].seconds}s response`)).toBeVisible();
  await expect(card.getByText(`Rated ${study.rating} out of 5`)).toBeAttached();
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(study.clinic);
  await expect(card).toContainText(study.role);
  await expect(card).toContainText(study.specialty);
  for (const row of ["Impact", "Challenge", "Our Approach"])
    await expect(card.locator("dt", { hasText: row })).toBeVisible();
  await card.getByRole("link", { name: `Read the full story: ${study.clinic}` }).click();
  await expect(page).toHaveURL(`/case-studies/${study.slug}`);
});

test("a case study tells the whole story, with Article structured data", async ({ page }) => {
  const study = records.caseStudies[7]!;
  await page.goto(`/case-studies/${study.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(study.clinic);
  for (const heading of ["The challenge", "Our approach", "The results", "More stories like this"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  const numbers = page.locator("#numbers dd");
  await expect(numbers).toHaveCount(study.metrics.length);
  await expect(numbers.first()).toHaveText(`+${study.metrics[0].percent}%`);
  await expect(page.getByText(`“${study.testimonial}”`)).toBeVisible();
  await expect(page.locator("#related article")).toHaveCount(3);
  await expect(page.locator("#related article").first()).toContainText(study.specialty);

  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? "{}")));
  const article = blocks.find((block) => block["@type"] === "Article");
  expect(article).toMatchObject({
    datePublished: CASE_STUDY_DATE_PUBLISHED,
    dateModified: study.dateModified,
    headline: expect.stringContaining(study.clinic),
    publisher: { "@type": "Organization" },
  });
  expect(article.url).toMatch(new RegExp(`/case-studies/${study.slug}$`));
});

test.describe("case studies on a tablet", () => {
  test.skip(({ isMobile }) => !isMobile, "a touch screen");

  for (const { width, height } of [
    { width: 768, height: 1024 },
    { width: 800, height: 900 },
    { width: 820, height: 1180 },
  ]) {
    test(`at ${width}×${height}, a tap on Next before the controls' script arrives still turns the page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      // No rotation, and moves land at once: only the tap can turn the page.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const release = await holdIslandScript(page, "carousel-controls");
      await gotoHydrated(page, "/case-studies");
      const group = page.locator("[data-carousel]").nth(2);
      const next = group.getByRole("button", { name: "Next case studies" });
      await next.scrollIntoViewIfNeeded();
      await next.tap();
      await expect(group).toHaveAttribute("data-island", "waking");
      release();
      await expect(group).toHaveAttribute("data-page", "1");
      await trackAtRest(group);
      // Two cards a page from 760 px: the third card leads the second page.
      expect(await slideShown(group, 2)).toBe(true);
      expect(await slideShown(group, 0)).toBe(false);
    });
  }

  test("the controls wake a screen before they come into view", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, "/case-studies");
    const last = page.locator("[data-carousel]").last();
    const island = last.locator("astro-island");
    await expect(island).toHaveAttribute("ssr");
    // Scrolled until the controls are half a screen below the bottom of the window.
    await last.getByRole("button", { name: "Next case studies" }).evaluate((button) => {
      const below = button.getBoundingClientRect().top - window.innerHeight * 1.5;
      window.scrollBy({ top: below, behavior: "instant" });
    });
    await expect(island).not.toHaveAttribute("ssr");
    await expect(last.getByRole("button", { name: "Next case studies" })).not.toBeInViewport();
  });
});
