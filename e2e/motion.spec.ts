import { expect, test } from "./fixtures";

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
  const counters = page.locator("[data-counter]");
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
  const counters = page.locator("[data-counter]");
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

test("the lightning strikes through its phases, is hidden from assistive technology and pauses off-screen", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    const phases: string[] = [];
    Object.assign(window, { lightningPhases: phases });
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        if (record.attributeName === "data-phase" && el.closest("main > section:first-child")) {
          const phase = el.getAttribute("data-phase") ?? "";
          if (phases.at(-1) !== phase) phases.push(phase);
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-phase"] });
  });
  await page.goto("/about");
  const canvas = page.locator("main > section:first-child [data-lightning]");
  await expect(canvas).toHaveAttribute("aria-hidden", "true");
  await expect(canvas).toHaveCSS("position", "absolute");
  await expect(canvas).toHaveAttribute("data-fps", testInfo.project.name === "phone" ? "30" : "60");
  await expect(canvas).toHaveAttribute("data-running", "true");

  await expect
    .poll(
      () =>
        page.evaluate(() =>
          (window as unknown as { lightningPhases: string[] }).lightningPhases.join(","),
        ),
      {
        timeout: 4000,
      },
    )
    .toContain("drawing,holding,fading,cleanup,idle");

  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await expect(canvas).toHaveAttribute("data-running", "false");
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(canvas).toHaveAttribute("data-running", "true");
});
