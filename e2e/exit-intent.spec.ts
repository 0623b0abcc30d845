import type { Page } from "@playwright/test";
import { expect, gotoHydrated, holdClock, pinRandomToZero, settle, test } from "./fixtures";
import { stubScheduler } from "./scheduler-stub";

test.use({ exitIntent: true });

const modal = (page: Page) => page.getByRole("dialog", { name: "Free Growth Audit" });

/** Scrolls to a fraction of the scrollable height and returns once the page has seen it. */
async function scrollToDepth(page: Page, depth: number) {
  await page.evaluate(
    (fraction) =>
      new Promise<void>((resolve) => {
        const scrollable = document.documentElement.scrollHeight - window.innerHeight;
        const top = Math.round(scrollable * fraction);
        if (Math.abs(window.scrollY - top) < 1) return resolve();
        // Listeners run in the order they were added: the page's own scroll handler first.
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo({ top, behavior: "instant" });
      }),
    depth,
  );
}

/**
 * Opens `path` with the page's clock held, and runs it until the offer has been planned or
 * declined: that happens once the page has loaded and gone idle, when the script's idle part
 * arrives.
 */
async function gotoPlanned(page: Page, path: string, state: "planned" | "off" = "planned") {
  await gotoHydrated(page, path);
  await holdClock(page);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return page.locator("dialog[data-exit-offer]").getAttribute("data-exit-offer");
    })
    .toBe(state);
}

/** Asserts the modal has not opened: it marks the session when it does, before it renders. */
async function expectNotShown(page: Page, message: string) {
  await settle(page);
  expect(
    await page.evaluate(() => sessionStorage.getItem("exit_intent_shown")),
    message,
  ).toBeNull();
  await expect(modal(page), message).toBeHidden();
}

test("opens once per session after the scroll threshold and delay; Maybe later dismisses it", async ({
  page,
}) => {
  await pinRandomToZero(page); // threshold 35%, delay 200 ms
  await page.clock.install();
  await gotoPlanned(page, "/privacy");
  await page.clock.runFor(1600);
  await expectNotShown(page, "never before the visitor scrolls");

  await scrollToDepth(page, 0.2);
  await page.clock.runFor(1600);
  await expectNotShown(page, "not before the threshold");

  await scrollToDepth(page, 0.5);
  await page.clock.runFor(199);
  await expectNotShown(page, "not before the delay");
  await page.clock.runFor(1);
  await expect(modal(page)).toBeVisible();
  expect(await modal(page).evaluate((d) => d.matches(":modal"))).toBe(true);
  expect(await modal(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(modal(page).getByRole("link", { name: "Book my free audit" })).toHaveAttribute(
    "href",
    /calendly\.com/,
  );
  expect(await page.evaluate(() => sessionStorage.getItem("exit_intent_shown"))).toBe("1");

  await modal(page).getByRole("button", { name: "Maybe later" }).click();
  await expect(modal(page)).toBeHidden();

  // Same session: neither more scrolling nor another page brings it back.
  await scrollToDepth(page, 1);
  await page.clock.runFor(1800);
  await settle(page);
  await expect(modal(page)).toBeHidden();
  await gotoPlanned(page, "/terms", "off");
  await scrollToDepth(page, 0.9);
  await page.clock.runFor(1800);
  await settle(page);
  await expect(modal(page)).toBeHidden();
});

test("waits for a random 200–1400 ms after the threshold", async ({ page }) => {
  await page.addInitScript(() => {
    Math.random = () => 0.999; // threshold 35% + 40% × 0.999 ≈ 74.96%, delay 200 + 1200 × 0.999 ≈ 1399 ms
  });
  await page.clock.install();
  await gotoPlanned(page, "/privacy");
  await scrollToDepth(page, 0.6);
  await page.clock.runFor(1800);
  await expectNotShown(page, "not before the threshold");
  await scrollToDepth(page, 0.8);
  await page.clock.runFor(1398);
  await expectNotShown(page, "still inside the delay");
  await page.clock.runFor(1);
  await expect(modal(page)).toBeVisible();
});

test("Close and Escape close it and return focus", async ({ page }) => {
  await pinRandomToZero(page);
  await page.goto("/terms");
  await scrollToDepth(page, 0.5);
  await expect(modal(page)).toBeVisible();
  await modal(page).getByRole("button", { name: "Close" }).click();
  await expect(modal(page)).toBeHidden();

  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/privacy");
  await page.getByRole("link", { name: "Terms" }).first().focus();
  await scrollToDepth(page, 0.5);
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Terms" }).first()).toBeFocused();
});

test("never shows to a visitor who already sent a form this session", async ({ page }) => {
  await pinRandomToZero(page);
  await page.addInitScript(() => sessionStorage.setItem("lead_submitted", "1"));
  await page.clock.install();
  await gotoPlanned(page, "/privacy", "off");
  await scrollToDepth(page, 0.9);
  await page.clock.runFor(1800);
  await expectNotShown(page, "never after a form was sent");
});

/** /contact under a held clock (threshold 35%, delay 200 ms): its form's first field. */
async function openContactForm(page: Page) {
  await stubScheduler(page);
  await pinRandomToZero(page);
  await page.clock.install();
  await gotoPlanned(page, "/contact");
  return page.getByRole("main").getByLabel("Full name");
}

test("never opens over a form field: it waits until the visitor leaves the field", async ({
  page,
}) => {
  const name = await openContactForm(page);
  await name.focus();
  await scrollToDepth(page, 0.5);
  await page.clock.runFor(1800);
  await expectNotShown(page, "not while a field has focus");

  await name.blur();
  await page.clock.runFor(199);
  await expectNotShown(page, "the delay starts again when the field is left");
  await page.clock.runFor(1);
  await expect(modal(page)).toBeVisible();
});

test("never opens on a page where the visitor has typed into a form", async ({ page }) => {
  const name = await openContactForm(page);
  await name.pressSequentially("Dana");
  await name.blur();
  await scrollToDepth(page, 0.9);
  await page.clock.runFor(1800);
  await expectNotShown(page, "not after typing into the contact form");

  // The next page starts afresh.
  await gotoPlanned(page, "/terms");
  await scrollToDepth(page, 0.5);
  await page.clock.runFor(200);
  await expect(modal(page)).toBeVisible();
});

test("typing done before the offer is planned counts too", async ({ page }) => {
  await stubScheduler(page);
  await pinRandomToZero(page);
  // The script's idle part, which plans the offer, is held back until the visitor has typed.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/idle-behaviours.client.*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  await holdClock(page);
  const name = page.getByRole("main").getByLabel("Full name");
  await name.pressSequentially("Dana");
  await name.blur();
  const offer = page.locator("dialog[data-exit-offer]");
  await expect(offer, "not planned before its script arrives").toHaveAttribute(
    "data-exit-offer",
    "",
  );
  release();
  // Once its script arrives, the offer sees the typing and stands down.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return offer.getAttribute("data-exit-offer");
    })
    .toBe("off");
  await scrollToDepth(page, 0.9);
  await page.clock.runFor(1800);
  await expectNotShown(page, "not after typing into the contact form before it was planned");
});
