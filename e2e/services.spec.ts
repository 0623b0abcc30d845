import type { Locator, Page, Request } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { records } from "./content";
import {
  expect,
  expectAndDropErrors,
  gotoHydrated,
  holdClock,
  hydrated,
  jsonLd,
  nextFrames,
  test,
} from "./fixtures";
import { holdLeadPost, isLeadPost, leadsFor, uniqueEmail } from "./lead-store";
import {
  SCHEDULER_URL,
  serveFakeWidget,
  stubScheduler,
  WIDGET_SCRIPT_URL,
  type RouteAnswer,
} from "./scheduler-stub";

const { services } = records;

const SCHEDULER_LINK = new RegExp(`^${SCHEDULER_URL.replace(/[.?]/g, "\\$&")}`);
const SENT = "Check your inbox. We sent the case study link.";
const FRAME_TITLE = /^Booking calendar: pick a time for your free demo with /;

test.beforeEach(async ({ page }) => {
  // The booking widget starts loading as soon as a test scrolls near it.
  await stubScheduler(page);
});

test.describe("/services", () => {
  test("shows the four core services, four questions and its two buttons", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Everything between the first click and the booked appointment",
    );
    const blocks = page.locator("#services > div > ul > li");
    await expect(blocks).toHaveCount(4);
    for (const [index, label] of [
      "Paid traffic",
      "Websites and conversion assets",
      "AI receptionist",
      "Automated nurturing",
    ].entries()) {
      await expect(blocks.nth(index)).toContainText(label);
    }
    await expect(
      blocks.nth(2).getByRole("link", { name: "Explore the AI receptionist" }),
    ).toHaveAttribute("href", "/services/ai-receptionist");

    const hero = page.locator("main section").first();
    await expect(hero.getByRole("link", { name: "Book a Free Audit" })).toHaveAttribute(
      "href",
      SCHEDULER_LINK,
    );
    await expect(hero.getByRole("link", { name: "See Our Complete Solution" })).toHaveAttribute(
      "href",
      "/solutions",
    );

    const faq = page.getByRole("region", { name: "Questions about our services" });
    await expect(faq.locator("details")).toHaveCount(4);
    expect((await jsonLd(page, "FAQPage"))?.mainEntity).toHaveLength(4);
    expect((await jsonLd(page, "BreadcrumbList"))?.itemListElement).toMatchObject([
      { position: 1, name: "Home" },
      { position: 2, name: "Services", item: expect.stringMatching(/\/services$/) },
    ]);
    // The scheduler's hosts are allowed only on pages that embed its widget.
    const csp = (await page.request.get("/services")).headers()["content-security-policy"];
    expect(csp).not.toContain(new URL(WIDGET_SCRIPT_URL).host);
  });
});

test.describe("service pages", () => {
  for (const record of services) {
    const path = `/services/${record.slug}`;

    test(
      `${path} has its header, sections, pricing, FAQ, HIPAA note and structured data`,
      { tag: ANY_WIDTH },
      async ({ page }) => {
        await page.goto(path);
        const main = page.getByRole("main");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.hero.heading);
        const hero = main.locator("section").first();
        await expect(hero.getByRole("link", { name: "Book Free Demo" })).toHaveAttribute(
          "href",
          SCHEDULER_LINK,
        );
        await expect(hero.getByRole("link", { name: "See Pricing" })).toHaveAttribute(
          "href",
          "#pricing",
        );

        const sectionIds = await main
          .locator("section[id]")
          .evaluateAll((sections) => sections.map((section) => section.id));
        expect(sectionIds).toEqual([
          "benefits",
          ...(record.channels ? ["channels"] : []),
          "book",
          ...(record.calculator ? ["missed-call-calculator"] : []),
          "case-study",
          "pricing",
          "faq",
          "hipaa",
          ...(record.related ? ["related"] : []),
        ]);
        await expect(page.locator("#benefits li")).toHaveCount(3);
        await expect(page.locator("#book .calendly-inline-widget")).toHaveAttribute(
          "data-url",
          SCHEDULER_URL,
        );
        await expect(
          page.locator("#case-study").getByRole("textbox", { name: "Work email" }),
        ).toHaveAttribute("type", "email");

        const tiers = page.locator("#pricing [data-tier]");
        await expect(tiers).toHaveCount(3);
        for (const [index, tier] of ["Starter", "Growth", "Scale"].entries()) {
          await expect(tiers.nth(index).getByRole("heading", { level: 3 })).toHaveText(tier);
          await expect(
            tiers.nth(index).getByRole("link", { name: `Book ${tier}` }),
          ).toHaveAttribute("href", SCHEDULER_LINK);
        }

        await expect(page.locator("#faq details")).toHaveCount(record.faqs.items.length);
        const hipaa = page.locator("#hipaa");
        await expect(hipaa).toContainText("HIPAA-minded");
        await expect(hipaa).toContainText("no protected health information");
        await expect(hipaa).toContainText("business associate agreement");
        await expect(main).not.toContainText(/HIPAA[- ](compliant|certified)/i);

        const related = page.locator("#related");
        if (record.related) {
          await expect(related.getByRole("link")).toHaveCount(record.related.links.length);
        } else {
          await expect(related).toHaveCount(0);
        }
        const moreProof = main.getByRole("region", { name: "Want to see more before you book?" });
        if (record.slug === "ai-receptionist") {
          await expect(
            moreProof.getByRole("link", { name: "Read client case studies" }),
          ).toHaveAttribute("href", "/case-studies");
          await expect(moreProof.getByRole("link", { name: "Ask us a question" })).toHaveAttribute(
            "href",
            "/contact",
          );
        } else {
          await expect(moreProof).toHaveCount(0);
        }

        expect(await jsonLd(page, "Service")).toMatchObject({
          name: record.name,
          description: record.description,
          serviceType: record.serviceType,
          url: expect.stringMatching(new RegExp(`${path}$`)),
          areaServed: { "@type": "Country", name: "US" },
          provider: { "@type": "Organization", name: expect.any(String) },
        });
        expect((await jsonLd(page, "FAQPage"))?.mainEntity).toHaveLength(record.faqs.items.length);
        expect((await jsonLd(page, "BreadcrumbList"))?.itemListElement).toMatchObject([
          { position: 1, name: "Home" },
          { position: 2, name: "Services", item: expect.stringMatching(/\/services$/) },
          { position: 3, name: record.name, item: expect.stringMatching(new RegExp(`${path}$`)) },
        ]);
      },
    );
  }

  test(
    "social media and chatbots list the product's platforms",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto("/services/social");
      await expect(page.locator("#channels h3")).toHaveText([
        "Instagram",
        "Facebook",
        "TikTok",
        "LinkedIn",
        "YouTube",
      ]);
      await expect(page.locator("#pricing")).toContainText("1 channel");
      await expect(page.locator("#pricing")).toContainText("2 channels");
      await expect(page.locator("#pricing")).toContainText("3+ channels");
      await page.goto("/services/chatbots");
      await expect(page.locator("#channels h3")).toHaveText([
        "Web chat",
        "SMS",
        "Instagram DMs",
        "Facebook Messenger",
      ]);
    },
  );

  test(
    "launch promises: receptionist in 7 to 10 business days, websites in 2 to 3 weeks",
    { tag: ANY_WIDTH },
    async ({ page }) => {
      await page.goto("/services/ai-receptionist");
      await expect(page.locator("h1 + p + div + ul")).toContainText(
        "Live in 7 to 10 business days",
      );
      await expect(page.locator("#pricing")).toContainText("Multi-line");
      await expect(page.locator("#pricing")).toContainText("Custom call flows");
      await page.goto("/services/websites");
      await expect(page.locator("h1 + p + div + ul")).toContainText("Launched in 2 to 3 weeks");
      await expect(page.locator("h1 + p + div + ul")).toContainText("Sub-2-second LCP target");
    },
  );

  test("See Pricing scrolls to the pricing section", async ({ page }) => {
    await gotoHydrated(page, "/services/websites");
    const pricingHeading = page.locator("#pricing-heading");
    await expect(pricingHeading).not.toBeInViewport();
    await page.getByRole("link", { name: "See Pricing" }).click();
    await expect(page).toHaveURL(/\/services\/websites#pricing$/);
    await expect(pricingHeading).toBeInViewport();
  });

  test(
    "an unknown service answers 404 with the site's shell",
    { tag: ANY_WIDTH },
    async ({ page, pageErrors }) => {
      const response = await page.goto("/services/nope");
      expect(response?.status()).toBe(404);
      expectAndDropErrors(pageErrors, "/services/nope");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "We don’t offer that service (yet)",
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: "See all services" }),
      ).toHaveAttribute("href", "/services");
      await expect(page).toHaveTitle(/Page not found/);
    },
  );
});

/** Starts recording layout shifts (CLS entries) from now on. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number };
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as Shift).value);
    });
    observer.observe({ type: "layout-shift" });
    const pending = () => observer.takeRecords().map((entry) => (entry as Shift).value);
    Object.assign(window, { layoutShifts: () => [...shifts, ...pending()] });
  });
}

function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: () => number[] }).layoutShifts(),
  );
}

test.describe("booking widget", () => {
  const widgetOf = (page: Page) => page.locator("#book .calendly-inline-widget");
  const facadeOf = (page: Page) => page.locator("#book [data-scheduler-facade]");

  /** Scrolls so that the widget's top edge is `gap` pixels below the viewport's bottom. */
  async function scrollWidgetTo(page: Page, gap: number) {
    await widgetOf(page).evaluate((widget, below) => {
      const top = widget.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - window.innerHeight - below, behavior: "instant" });
    }, gap);
  }

  async function box(locator: Locator) {
    const found = await locator.boundingBox();
    expect(found).not.toBeNull();
    return found!;
  }

  type Box = Awaited<ReturnType<typeof box>>;

  /** Same place and size, to the layout's sub-pixel rounding. */
  function expectSameBox(actual: Box, expected: Box) {
    for (const key of ["x", "y", "width", "height"] as const) {
      expect(actual[key], key).toBeCloseTo(expected[key], 1);
    }
  }

  /** A script answer held until the test lets it go. */
  function heldScript(): { answer: RouteAnswer; release: () => void } {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    return {
      answer: async (route) => {
        await released;
        await serveFakeWidget(route);
      },
      release: () => release(),
    };
  }

  test("loads the provider's script once, only near the widget, behind a facade of the same size", async ({
    page,
  }) => {
    const held = heldScript();
    const scheduler = await stubScheduler(page, held.answer);
    await gotoHydrated(page, "/services/ai-receptionist?utm_source=newsletter");
    await nextFrames(page);
    expect(scheduler.scriptRequests(), "nothing loads with the page").toBe(0);
    await expect(widgetOf(page)).toHaveAttribute("data-state", "idle");

    await scrollWidgetTo(page, 700);
    await nextFrames(page);
    expect(scheduler.scriptRequests(), "nothing loads while the widget is far").toBe(0);
    await scrollWidgetTo(page, 200);
    await expect.poll(scheduler.scriptRequests, { message: "loads on approach" }).toBe(1);
    await expect(widgetOf(page)).toHaveAttribute("data-state", "loading");

    // Bring the widget on screen while its script is still on the way, then let it arrive.
    await widgetOf(page).evaluate((widget) =>
      widget.scrollIntoView({ block: "center", behavior: "instant" }),
    );
    // The section's reveal has moved it into place.
    const reveal = page.locator("#book [data-reveal]");
    await expect(reveal).toHaveClass(/\bin\b/);
    await reveal.evaluate((element) => element.getAnimations().forEach((fade) => fade.finish()));
    const facade = facadeOf(page);
    await expect(facade.getByRole("button", { name: "Loading the calendar..." })).toBeDisabled();
    const facadeBox = await box(facade);
    expect(facadeBox.height).toBeCloseTo(720, 1);
    await watchLayoutShifts(page);
    held.release();

    const frame = widgetOf(page).locator("iframe");
    await expect(frame).toHaveAttribute("title", FRAME_TITLE);
    await expect(facade).toHaveCount(0);
    await expect(widgetOf(page)).toHaveAttribute("data-state", "ready");
    expectSameBox(await box(frame), facadeBox);
    expectSameBox(await box(widgetOf(page)), facadeBox);
    await nextFrames(page);
    expect(
      await layoutShifts(page),
      "the calendar takes the facade's place without moving anything",
    ).toEqual([]);

    // Bookings made in the widget keep the visit's campaign.
    const src = new URL((await frame.getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe(SCHEDULER_URL);
    expect(src.searchParams.get("utm_source")).toBe("newsletter");
    await expect(frame.contentFrame().getByRole("heading", { name: "Pick a time" })).toBeVisible();
    expect(scheduler.scriptRequests()).toBe(1);
  });

  test("a click on the facade loads the calendar without scrolling and moves focus to it", async ({
    page,
  }) => {
    const scheduler = await stubScheduler(page);
    await gotoHydrated(page, "/services/custom-systems");
    // Near enough for the widget's island to hydrate, not for the approach to start the load.
    await scrollWidgetTo(page, 600);
    const island = facadeOf(page).locator("xpath=ancestor::astro-island[1]");
    await expect(island, "the widget's island hydrates").not.toHaveAttribute("ssr");
    const load = facadeOf(page).getByRole("button", { name: "Show available times" });
    // Focus without scrolling, so only the press (not the approach) can start the load.
    await load.evaluate((button: HTMLButtonElement) => button.focus({ preventScroll: true }));
    await nextFrames(page);
    expect(scheduler.scriptRequests()).toBe(0);
    await page.keyboard.press("Enter");
    const frame = widgetOf(page).locator("iframe");
    await expect(frame).toHaveAttribute("title", FRAME_TITLE);
    expect(scheduler.scriptRequests()).toBe(1);
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test("shows a plain link to the booking page when the script fails", async ({
    page,
    pageErrors,
  }) => {
    const scheduler = await stubScheduler(page, (route) => route.abort("failed"));
    await gotoHydrated(page, "/services/social");
    await scrollWidgetTo(page, 100);
    const facade = facadeOf(page);
    await expect(facade).toContainText("The calendar couldn’t load on this page.");
    await expect(facade.getByRole("link", { name: "Open the booking page" })).toHaveAttribute(
      "href",
      SCHEDULER_LINK,
    );
    await expect(widgetOf(page)).toHaveAttribute("data-state", "failed");
    await expect(widgetOf(page).locator("iframe")).toHaveCount(0);
    expect(scheduler.scriptRequests()).toBe(1);
    expectAndDropErrors(pageErrors, WIDGET_SCRIPT_URL);
  });

  test("shows the link when the script never arrives", async ({ page }) => {
    await page.clock.install();
    await stubScheduler(page, () => new Promise<void>(() => {}));
    await gotoHydrated(page, "/services/chatbots");
    await holdClock(page);
    await scrollWidgetTo(page, 100);
    await expect(widgetOf(page)).toHaveAttribute("data-state", "loading");
    await page.clock.runFor(9_000);
    await expect(widgetOf(page)).toHaveAttribute("data-state", "loading");
    await page.clock.runFor(1_000);
    await expect(facadeOf(page).getByRole("link", { name: "Open the booking page" })).toBeVisible();
  });
});

test.describe("case-study email form", { tag: ANY_WIDTH }, () => {
  const formOf = (page: Page) => page.locator("#case-study");
  const emailOf = (page: Page) => formOf(page).getByRole("textbox", { name: "Work email" });

  for (const record of services) {
    const path = `/services/${record.slug}`;
    const message =
      record.slug === "ai-receptionist"
        ? "Please send me the case study download link."
        : `Please send me the case study download link. Service: ${record.name}`;

    test(`${path} sends the case-study request to the lead API and confirms it`, async ({
      page,
    }, testInfo) => {
      await gotoHydrated(page, path);
      await hydrated(emailOf(page));
      const email = uniqueEmail(testInfo, `case-${record.slug}`);
      await emailOf(page).fill(email);
      const release = await holdLeadPost(page, (route) => route.continue());
      const request = page.waitForRequest(isLeadPost);
      await formOf(page).getByRole("button", { name: "Email me the case study" }).click();
      await expect(formOf(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
      const body = (await request).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        name: "Website Visitor",
        email,
        subject: "Case study download",
        message,
        form: "case-study",
        company_website: "",
      });
      const response = page.waitForResponse((answer) => isLeadPost(answer.request()));
      release();
      expect((await response).status()).toBe(201);
      await expect(formOf(page).getByText(SENT)).toBeVisible();
      await expect(formOf(page).locator("form")).toHaveCount(0);
      await expect(formOf(page).getByText(SENT)).toBeFocused();

      const leads = leadsFor(email);
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({
        form: "case-study",
        name: "Website Visitor",
        email,
        subject: "Case study download",
        message,
      });
      expect(leads[0]?.page_url).toContain(path);
    });
  }

  for (const [failure, answer] of [
    ["a refused request (500)", (route) => route.fulfill({ status: 500, json: { ok: false } })],
    ["a network error", (route) => route.abort("failed")],
  ] as const satisfies readonly (readonly [string, RouteAnswer])[]) {
    test(`returns to idle, silently, after ${failure}`, async ({ page, pageErrors }) => {
      await gotoHydrated(page, "/services/chatbots");
      await (await hydrated(emailOf(page))).fill("dana@brightsmile.example");
      const release = await holdLeadPost(page, answer);
      const request = page.waitForRequest(isLeadPost);
      await formOf(page).getByRole("button", { name: "Email me the case study" }).click();
      await expect(formOf(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
      expect((await request).postDataJSON()).toMatchObject({
        name: "Website Visitor",
        email: "dana@brightsmile.example",
        subject: "Case study download",
        message: "Please send me the case study download link. Service: Chatbots",
        form: "case-study",
      });
      release();
      const submit = formOf(page).getByRole("button", { name: "Email me the case study" });
      await expect(submit).toBeEnabled();
      await expect(emailOf(page)).toHaveValue("dana@brightsmile.example");
      await expect(formOf(page).getByText(SENT)).toBeHidden();
      await expect(formOf(page).getByRole("alert")).toHaveCount(0);
      expect(await formOf(page).innerText()).not.toMatch(/error|wrong|failed|try again/i);
      expectAndDropErrors(pageErrors, "/api/contact");
    });
  }

  test("sends nothing without a valid email", async ({ page }) => {
    await gotoHydrated(page, "/services/websites");
    await hydrated(emailOf(page));
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (isLeadPost(request)) posts.push(request);
    });
    const submit = formOf(page).getByRole("button", { name: "Email me the case study" });
    await submit.click();
    expect(
      await emailOf(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await emailOf(page).fill("not-an-email");
    await submit.click();
    expect(
      await emailOf(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await nextFrames(page);
    expect(posts).toEqual([]);
    await expect(submit).toBeEnabled();
  });
});
