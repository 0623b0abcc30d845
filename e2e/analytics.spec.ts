import { ANALYTICS_BASE_URL } from "../playwright.config";
import { expect, gotoHydrated, test } from "./fixtures";

// Consent and the analytics script behave alike at every width: the phone project runs these once.
test.skip(({ isMobile }) => !isMobile, "the same behaviour at every width");

const GTAG = "https://www.googletagmanager.com/**";

test.describe("with no analytics id (the default)", () => {
  test("no third-party script, no banner, no cookie settings", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
    });
    // Loaded and hydrated: every script the page has, including any its own code would add.
    await gotoHydrated(page, "/");
    await expect(page.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);
    const foreignScripts = await page
      .locator("script[src], iframe[src]")
      .evaluateAll((elements) =>
        elements
          .map((el) => (el as HTMLScriptElement | HTMLIFrameElement).src)
          .filter((src) => new URL(src).origin !== window.location.origin),
      );
    expect(foreignScripts).toEqual([]);
    await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
  });
});

test.describe("with an analytics id", () => {
  test.use({ baseURL: ANALYTICS_BASE_URL });

  test.beforeEach(async ({ page }) => {
    await page.route(GTAG, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" }),
    );
  });

  test("loads the script only after consent and remembers the choice", async ({ page }) => {
    const gtagRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("googletagmanager")) gtagRequests.push(request.url());
    });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Analytics consent" });
    await expect(banner).toBeVisible();
    // The banner shows once the stored choice was read, in the effect that would have added
    // the script for a visitor who had allowed it; none is there, and none was requested.
    await expect(page.locator("script[data-analytics]")).toHaveCount(0);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    expect(gtagRequests).toEqual([]);

    await banner.getByRole("button", { name: "Allow analytics" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => gtagRequests.length).toBe(1);
    expect(gtagRequests[0]).toContain("id=G-E2ETEST01");
    expect(await page.evaluate(() => typeof window.gtag)).toBe("function");

    await page.reload();
    await expect(banner).toBeHidden();
    await expect.poll(() => gtagRequests.length).toBe(2);
  });

  test("declining keeps it off, and the footer lets the visitor change their mind", async ({
    page,
  }) => {
    const gtagRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("googletagmanager")) gtagRequests.push(request.url());
    });
    await page.goto("/about");
    const banner = page.getByRole("region", { name: "Analytics consent" });
    await banner.getByRole("button", { name: "No thanks" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
    expect(gtagRequests).toEqual([]);

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Allow analytics" }).click();
    await expect.poll(() => gtagRequests.length).toBe(1);
  });

  test("track() sends events only once gtag exists", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Analytics consent" })
      .getByRole("button", { name: "Allow analytics" })
      .click();
    await page.evaluate(() => {
      (window as unknown as { events: unknown[] }).events = [];
      window.gtag = (...args: unknown[]) =>
        (window as unknown as { events: unknown[] }).events.push(args);
    });
    // Stay on the page so the recorded events can be read back.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => event.preventDefault()),
    );
    await page.getByRole("main").getByRole("link", { name: "Book Demo" }).click();
    await page.getByRole("main").getByRole("link", { name: "See AI in Action" }).click();
    const events = await page.evaluate(() => (window as unknown as { events?: unknown[] }).events);
    expect(events).toEqual([
      ["event", "cta_click_primary", { label: "Book Demo (hero)" }],
      ["event", "cta_click_view_solution", { label: "See AI in Action (hero)" }],
    ]);
  });
});
