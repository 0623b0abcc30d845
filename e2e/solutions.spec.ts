import type { Locator, Page } from "@playwright/test";
import { ANALYTICS_BASE_URL } from "../playwright.config";
import { expect, test, untilStable } from "./fixtures";

const GTAG = "https://www.googletagmanager.com/**";

/** docs/product.md's funnel steps and the feature card each one leads to. */
const STEPS = [
  ["Ads", "ads"],
  ["Capture", "capture"],
  ["Instant Response", "instant-response"],
  ["Nurture", "nurture"],
  ["Booked", "booked"],
] as const;

const funnelLinks = (page: Page) => page.locator("#funnel ol > li").getByRole("link");

/** The sticky header's bottom edge: anything above it is hidden behind the header. */
const headerBottom = (page: Page) =>
  page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);

/** Waits for the scroll to come to rest, then asserts the element starts below the header. */
async function expectLandedBelowHeader(page: Page, target: Locator): Promise<void> {
  await untilStable(() => page.evaluate(() => window.scrollY), {
    message: "the scroll comes to rest",
  });
  await expect(target).toBeInViewport();
  const top = await target.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, "starts below the sticky header").toBeGreaterThanOrEqual(await headerBottom(page));
}

/** Allows analytics on the analytics build and records every event the page sends. */
async function recordAnalytics(page: Page): Promise<() => Promise<unknown[]>> {
  await page.route(GTAG, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" }),
  );
  await page.goto("/solutions");
  await page
    .getByRole("region", { name: "Analytics consent" })
    .getByRole("button", { name: "Allow analytics" })
    .click();
  await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe("function");
  await page.evaluate(() => {
    const recorded: unknown[] = [];
    (window as unknown as { recorded: unknown[] }).recorded = recorded;
    window.gtag = (...args: unknown[]) => recorded.push(args);
  });
  return () => page.evaluate(() => (window as unknown as { recorded: unknown[] }).recorded);
}

test.describe("the funnel", () => {
  test.use({ baseURL: ANALYTICS_BASE_URL });

  test("each step scrolls to its card, moves focus there and sends funnel_step_click", async ({
    page,
  }) => {
    const events = await recordAnalytics(page);
    const links = funnelLinks(page);
    await expect(links).toHaveCount(STEPS.length);
    for (const [index, [label, id]] of STEPS.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(label);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/solutions#${id}$`));
      const card = page.locator(`article#${id}`);
      await expectLandedBelowHeader(page, card);
      await expect(card, "focus moves to the chosen card").toBeFocused();
    }
    expect(await events()).toEqual(
      STEPS.map(([label]) => ["event", "funnel_step_click", { label }]),
    );
  });

  test("a step is a link that keyboard users can follow to the card", async ({ page }) => {
    const events = await recordAnalytics(page);
    const link = funnelLinks(page).nth(2);
    await link.focus();
    await page.keyboard.press("Enter");
    const card = page.locator("article#instant-response");
    await expectLandedBelowHeader(page, card);
    await expect(card).toBeFocused();
    // The next Tab continues after the chosen card, not from the funnel.
    await page.keyboard.press("Tab");
    const afterCard = await card.evaluate(
      (element) =>
        document.activeElement !== null &&
        !!(
          element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING
        ),
    );
    expect(afterCard).toBe(true);
    expect(await events()).toEqual([["event", "funnel_step_click", { label: "Instant Response" }]]);
  });
});

test("a funnel step scrolls smoothly, passing through the page", async ({ page }) => {
  await page.goto("/solutions");
  const positions = await page.evaluate(async () => {
    const seen: number[] = [];
    document.querySelector<HTMLAnchorElement>("#funnel ol > li:last-child a")!.click();
    for (let i = 0; i < 30; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(window.scrollY);
    }
    return seen;
  });
  const final = await untilStable(() => page.evaluate(() => window.scrollY));
  expect(
    positions.some((y) => y > 0 && y < final - 50),
    "intermediate positions",
  ).toBe(true);
  await expect(page.locator("article#booked")).toBeInViewport();
});

test("under reduced motion a funnel step jumps to its card at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/solutions");
  const afterOneFrame = await page.evaluate(async () => {
    document.querySelector<HTMLAnchorElement>("#funnel ol > li:nth-child(4) a")!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return {
      top: document.getElementById("nurture")!.getBoundingClientRect().top,
      header: document.querySelector("header")!.getBoundingClientRect().bottom,
    };
  });
  expect(afterOneFrame.top).toBeGreaterThanOrEqual(afterOneFrame.header);
  expect(Math.abs(afterOneFrame.top - 96), "rests at the anchors' scroll margin").toBeLessThan(4);
  await expect(page.locator("article#nurture")).toBeFocused();
});

test("the header's Our Solution link lands on the client acquisition system", async ({
  page,
}, testInfo) => {
  await page.goto("/about");
  if (testInfo.project.name === "phone") {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Our Solution" }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Our Solution" })
      .click();
  }
  await expect(page).toHaveURL(/\/solutions#client-acquisition$/);
  await expectLandedBelowHeader(page, page.locator("#client-acquisition h2"));
  await expect(page.locator("#client-acquisition article")).toHaveCount(6);
});

test("/solutions shows the proof, the figures' links, a scheduler call to action and five FAQs", async ({
  page,
}) => {
  await page.goto("/solutions");
  const main = page.getByRole("main");
  await expect(main.locator("figure blockquote")).toHaveCount(1);
  await expect(main.locator("figure figcaption")).toContainText("Owner and medical director");

  const figures = main.locator("ul:has(> li > a[href='/case-studies']) > li > a");
  await expect(figures).toHaveCount(4);
  const targets = await figures.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  expect(targets).toEqual([
    "/case-studies",
    "/solutions",
    "/services",
    "/services/ai-receptionist",
  ]);

  await expect(main.getByRole("link", { name: "See AI in Action" })).toHaveAttribute(
    "href",
    /^https:\/\/calendly\.com\//,
  );

  const faq = page.locator("section#faq");
  await expect(faq.locator("details")).toHaveCount(5);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] },
  );
  expect(ld.find((data) => data["@type"] === "FAQPage")?.mainEntity).toHaveLength(5);
  expect(ld.map((data) => data["@type"])).toContain("BreadcrumbList");
});
