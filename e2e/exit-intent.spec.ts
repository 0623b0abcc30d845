import type { Page } from "@playwright/test";
import { expect, pinRandomToZero, test } from "./fixtures";

async function scrollToDepth(page: Page, depth: number) {
  await page.evaluate((fraction) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: scrollable * fraction, behavior: "instant" });
  }, depth);
}

test.use({ exitIntent: true });

const modal = (page: Page) => page.getByRole("dialog", { name: "Free Growth Audit" });

test("opens once per session after the scroll threshold and delay; Maybe later dismisses it", async ({
  page,
}) => {
  await pinRandomToZero(page); // threshold 35%, delay 200 ms
  await page.goto("/privacy");
  await page.waitForTimeout(1600);
  await expect(modal(page), "never before the visitor scrolls").toBeHidden();

  await scrollToDepth(page, 0.2);
  await page.waitForTimeout(1600);
  await expect(modal(page), "not before the threshold").toBeHidden();

  await scrollToDepth(page, 0.5);
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
  await page.goto("/terms");
  await scrollToDepth(page, 0.9);
  await page.waitForTimeout(1800);
  await expect(modal(page)).toBeHidden();
});

test("waits for a random 200–1400 ms after the threshold", async ({ page }) => {
  await page.addInitScript(() => {
    Math.random = () => 0.999; // threshold ≈ 75%, delay ≈ 1400 ms
  });
  await page.goto("/privacy");
  await scrollToDepth(page, 0.6);
  await page.waitForTimeout(1800);
  await expect(modal(page)).toBeHidden();
  await scrollToDepth(page, 0.8);
  await page.waitForTimeout(900);
  await expect(modal(page), "still inside the delay").toBeHidden();
  await expect(modal(page)).toBeVisible({ timeout: 3000 });
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
  await page.goto("/privacy");
  await scrollToDepth(page, 0.9);
  await page.waitForTimeout(1800);
  await expect(modal(page)).toBeHidden();
});
