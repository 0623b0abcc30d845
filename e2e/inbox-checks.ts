import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";

// What every inbox page is held to: WCAG 2.2 AA as axe reads it, and no sideways scrolling at a
// phone's or a laptop's width, with a picture of each to look at.

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** How far the page scrolls sideways at its width now: none, if it fits. */
const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The page at its width now fits without scrolling sideways, and passes axe. */
export async function expectFitsAndAccessible(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  expect(await sidewaysScroll(page), `scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  await expectAccessible(page);
}

/** The page at a phone's and a laptop's width, whole, into the test's output. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await sidewaysScroll(page);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * With scripts, a list's Choose all box, shown in place of its link, checks every row's box
 * (`rows`) at once: the box, and how many rows it checked.
 */
export async function chooseAllInPlace(
  page: Page,
  rows: Locator,
): Promise<{ all: Locator; count: number }> {
  const all = page.getByRole("checkbox", { name: "Choose all on this page" });
  await expect(page.getByRole("link", { name: "Choose all on this page" })).toBeHidden();
  await all.check();
  for (const box of await rows.all()) await expect(box).toBeChecked();
  return { all, count: await rows.count() };
}
