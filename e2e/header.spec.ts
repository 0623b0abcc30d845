import type { Page } from "@playwright/test";
import { expect, settle, test, untilStable } from "./fixtures";

const INDUSTRIES = [
  ["Medspa", "/industries#medspa"],
  ["Dental", "/industries#dental"],
  ["Chiropractic", "/industries#chiropractic"],
  ["Eye Care (Ophthalmology)", "/industries#eye-care"],
  ["Day Spas", "/industries#day-spas"],
  ["Dermatology", "/industries#dermatology"],
  ["Physical Therapy", "/industries#physical-therapy"],
  ["And More", "/industries#more"],
];

/** The header's own Book Demo button: not the one in the mobile menu dialog, nor the phone bar. */
const headerBookDemo = (page: Page) =>
  page.getByRole("banner").locator("a[data-scheduler-link]:not(dialog a)");

function industries(page: Page) {
  const button = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Industries" });
  return {
    button,
    panel: page.locator("nav[aria-label='Main'] [id]").filter({ hasText: "Medspa" }),
  };
}

test.describe("desktop header", () => {
  test.beforeEach(({}, testInfo) =>
    test.skip(testInfo.project.name !== "desktop", "desktop layout"),
  );

  test("lists the product's items in order, with Book Demo to the scheduler", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const items = await nav
      .locator(":scope > ul > li")
      .evaluateAll((lis) => lis.map((li) => li.querySelector("a, button")?.textContent?.trim()));
    expect(items).toEqual([
      "Home",
      "Our Solution",
      "Services",
      "Industries",
      "Case Studies",
      "Blog",
    ]);
    await expect(nav.getByRole("link", { name: "Our Solution" })).toHaveAttribute(
      "href",
      "/solutions#client-acquisition",
    );
    const bookDemo = page.getByRole("banner").getByRole("link", { name: "Book Demo" });
    await expect(bookDemo).toHaveAttribute("href", /^https:\/\/calendly\.com\//);
  });

  test("Industries opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/about");
    const { button, panel } = industries(page);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const [label, href] of INDUSTRIES) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href!,
      );
    }
    await page.mouse.move(700, 700);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the header's Book Demo button shows at 1440 px", async ({ page }) => {
    await page.goto("/about");
    await expect(headerBookDemo(page)).toBeVisible();
  });

  test("Industries opens on click, stays open, and a second click closes it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    const { button, panel } = industries(page);
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Moving into the panel keeps it open, as does leaving after an explicit click.
    await panel.getByRole("link", { name: "Dental" }).hover();
    await page.mouse.move(700, 700);
    // Well past the hover close delay: a panel opened by hover alone would close now.
    await page.clock.runFor(400);
    await settle(page);
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Industries opened before the site's script runs reads as open once it runs", async ({
    page,
  }) => {
    // The site's script is held until the browser alone has opened the panel.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/site-script[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about", { waitUntil: "commit" });
    const { button, panel } = industries(page);
    await button.click();
    await expect(panel).toBeVisible();
    release();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Industries closes on a click outside and on Escape", async ({ page }) => {
    await page.goto("/about");
    const { button, panel } = industries(page);
    await button.click();
    await expect(panel).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Medspa" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("Industries closes when one of its links is followed", async ({ page }) => {
    await page.goto("/about");
    const { button, panel } = industries(page);
    await button.click();
    await panel.getByRole("link", { name: "Dental" }).click();
    await expect(page).toHaveURL(/\/industries#dental$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("the fixed mobile bar stays hidden on desktop", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("[data-mobile-cta-bar]")).toBeHidden();
  });
});

test.describe("phone header", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "phone", "phone layout"));

  test("the header's Book Demo button is hidden at 390 px", async ({ page }) => {
    await page.goto("/about");
    await expect(headerBookDemo(page)).toHaveCount(1);
    await expect(headerBookDemo(page)).toBeHidden();
  });

  test("the menu is a modal with a backdrop; focus moves in, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("dialog", { name: /menu/ });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await menu.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect(menu.getByRole("link", { name: "Eye Care (Ophthalmology)" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Book Demo" })).toHaveAttribute(
      "href",
      /calendly\.com/,
    );

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // The drawer's own close button does the same.
    await toggle.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap on the backdrop or a link closes the menu", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("dialog", { name: /menu/ });
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(12, 400);
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });

  test("the fixed Book Demo bar is on every page and never covers the footer", async ({ page }) => {
    for (const path of ["/", "/about", "/privacy", "/demo"]) {
      await page.goto(path);
      const bar = page.locator("[data-mobile-cta-bar]");
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: "Book Demo" })).toHaveAttribute(
        "href",
        /calendly\.com/,
      );
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
      );
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              Math.ceil(window.scrollY + window.innerHeight) >=
              document.documentElement.scrollHeight,
          ),
        )
        .toBe(true);
      const barTop = (await bar.boundingBox())!.y;
      const footerText = page.locator("[data-site-footer] span").filter({ hasText: "©" });
      const footerBottom = await footerText.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(footerBottom, `${path}: footer content ends above the bar`).toBeLessThanOrEqual(
        barTop,
      );
    }
  });
});

test("a skip link leads keyboard users straight to the content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("the footer carries the company links and contact details", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  // Careers is listed as plain text until there is a page to link to.
  await expect(footer.getByRole("link", { name: /Careers/ })).toHaveCount(0);
  await expect(footer.getByText(/^Careers/)).toBeVisible();
  await expect(footer.getByText("600 Congress Ave, Suite 1400, Austin, TX 78701")).toBeVisible();
  await expect(footer.getByRole("link", { name: "(512) 555-0148" })).toHaveAttribute(
    "href",
    "tel:+15125550148",
  );
  await expect(footer.getByRole("link", { name: "hello@voltcare.ai" })).toHaveAttribute(
    "href",
    "mailto:hello@voltcare.ai",
  );
  await expect(footer.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
});

test("other navigation starts at the top; hash links scroll smoothly", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const link = page.getByRole("navigation", { name: "On this page" }).getByRole("link").last();
  const targetId = (await link.getAttribute("href"))!.slice(1);
  const positions = await page.evaluate(async (id) => {
    const anchor = document.querySelector<HTMLAnchorElement>(`a[href="#${id}"]`)!;
    const seen: number[] = [];
    anchor.click();
    for (let i = 0; i < 40; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(window.scrollY);
    }
    return seen;
  }, targetId);
  const final = await untilStable(() => page.evaluate(() => window.scrollY), {
    message: "the smooth scroll comes to rest",
  });
  expect(final).toBeGreaterThan(500);
  expect(
    positions.some((y) => y > 0 && y < final - 50),
    "passes through intermediate positions",
  ).toBe(true);
  await expect(page.locator(`#${targetId}`)).toBeInViewport();
});

test("under reduced motion hash links jump at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/privacy");
  const link = page.getByRole("navigation", { name: "On this page" }).getByRole("link").last();
  const targetId = (await link.getAttribute("href"))!.slice(1);
  const afterOneFrame = await page.evaluate(async (id) => {
    document.querySelector<HTMLAnchorElement>(`a[href="#${id}"]`)!.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return { y: window.scrollY, top: document.getElementById(id)!.getBoundingClientRect().top };
  }, targetId);
  expect(afterOneFrame.y).toBeGreaterThan(500);
  expect(Math.abs(afterOneFrame.top - 96)).toBeLessThan(4);
});
