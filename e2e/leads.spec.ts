import type { Page, Request } from "@playwright/test";
import { expect, gotoHydrated, hydrated, test } from "./fixtures";
import { leadsFor, uniqueEmail } from "./lead-store";
import { agencyMailsFor } from "./mail";

// What reaches the lead store does not depend on the viewport: the phone project runs these once.
test.skip(({ isMobile }) => !isMobile, "the same requests at every width");

async function fillForm(page: Page, form: "Standard" | "Leaving", email: string) {
  const field = page.getByRole("form", { name: form }).getByLabel("Email");
  await (await hydrated(field)).fill(email);
}

test("attribution captured on arrival is sent with a form on another page", async ({
  page,
}, testInfo) => {
  // The site's script records the arrival once the page has painted.
  await gotoHydrated(
    page,
    "/about?utm_source=google&utm_medium=cpc&utm_campaign=spring-implants&gclid=G-123",
    { referer: "https://www.google.com/" },
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goto("/e2e/lead-form");
  const email = uniqueEmail(testInfo, "dana");
  await fillForm(page, "Standard", email);
  await page.getByRole("button", { name: "Send and wait" }).click();
  await expect(page.locator("output")).toHaveAttribute("data-result", /^ok:/);
  const id = (await page.locator("output").getAttribute("data-result"))!.slice(3);

  const [lead] = leadsFor(email);
  expect(lead).toMatchObject({
    id,
    form: "contact",
    name: "Dana Whitfield",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring-implants",
    gclid: "G-123",
    referrer: "https://www.google.com/",
  });
  expect(lead?.page_url).toMatch(/\/about\?utm_source=google/);
  expect(lead?.device).toMatch(/Mozilla\/5\.0/);
  expect(await page.evaluate(() => sessionStorage.getItem("lead_submitted"))).toBe("1");
});

test("a keep-alive lead is recorded even though the page leaves at once", async ({
  page,
}, testInfo) => {
  await page.goto("/e2e/lead-form?utm_source=facebook");
  const email = uniqueEmail(testInfo, "lee");
  await fillForm(page, "Leaving", email);
  await page.getByRole("button", { name: "Send and leave" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect.poll(() => leadsFor(email).length, { timeout: 10_000 }).toBe(1);
  expect(leadsFor(email)[0]).toMatchObject({
    form: "home",
    name: "Lee Park",
    utm_source: "facebook",
  });
  // The worker inside the server delivers it by email, once.
  await expect.poll(() => agencyMailsFor(email).length, { timeout: 15_000 }).toBe(1);
  const [mail] = agencyMailsFor(email);
  expect(mail?.to).toEqual(["team@voltcare.example"]);
  expect(mail?.raw).toContain("Subject: New lead from Lee Park (Home page growth plan)");
});

test("a double submit stores one lead", async ({ page }, testInfo) => {
  await page.goto("/e2e/lead-form");
  const email = uniqueEmail(testInfo, "double");
  await fillForm(page, "Standard", email);
  const posts: string[] = [];
  let answered = 0;
  const isLeadPost = (request: Request) =>
    request.method() === "POST" && request.url().endsWith("/api/contact");
  page.on("request", (request) => {
    if (isLeadPost(request)) posts.push(request.headers()["idempotency-key"] ?? "");
  });
  page.on("response", (response) => {
    if (isLeadPost(response.request())) answered += 1;
  });
  await page.getByRole("button", { name: "Send and wait" }).dblclick();
  await expect(page.locator("output")).toHaveAttribute("data-result", /^ok:/);
  await expect.poll(() => posts.length).toBe(2);
  expect(posts[0]).toBe(posts[1]);
  // Both requests answered: the server has handled the second one too.
  await expect.poll(() => answered).toBe(2);
  expect(leadsFor(email)).toHaveLength(1);
});

test("the honeypot is invisible to people, keyboards and assistive technology", async ({
  page,
}) => {
  await page.goto("/e2e/lead-form");
  const honeypot = page.locator('input[name="company_website"]').first();
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).not.toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Company website" })).toHaveCount(0);
  const form = page.getByRole("form", { name: "Standard" });
  await form.getByLabel("Name").focus();
  for (let i = 0; i < 4; i++) {
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).not.toBe(
      "company_website",
    );
    await page.keyboard.press("Shift+Tab");
  }
});

test("every way to the scheduler carries the visit's first campaign", async ({ page }) => {
  await page.route("https://calendly.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Scheduler</h1>" }),
  );
  const first = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "fall-recall" };
  const expectFirstTouch = (href: string) => {
    const url = new URL(href);
    expect(url.hostname, href).toBe("calendly.com");
    for (const [key, value] of Object.entries(first)) {
      expect(url.searchParams.get(key), `${key} in ${href}`).toBe(value);
    }
  };
  await gotoHydrated(page, `/about?${new URLSearchParams(first).toString()}`);
  // Another ad brings the visitor back in the same visit: the first campaign keeps the credit.
  await page.goto("/blog?utm_source=facebook&utm_medium=paid&utm_campaign=retarget");
  await expect(page.locator("a[data-scheduler-link]").first()).toHaveAttribute(
    "href",
    /utm_source=newsletter/,
  );
  for (const link of await page.locator("a[data-scheduler-link]").all()) {
    expectFirstTouch((await link.getAttribute("href")) ?? "");
  }

  // Through the site's own pages: /demo's button, then the /book-call redirect. Only the address
  // the browser is sent to matters, so each wait ends once the scheduler's navigation commits.
  await test.step("/demo's Book Demo button", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: "Book a Demo" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    // The page's own button: which header or bar link shows depends on the width, and is not
    // known until the stylesheet has arrived.
    await page.waitForLoadState("load");
    const bookDemo = page.getByRole("main").getByRole("link", { name: "Book a Free Demo" }).first();
    // The site's script carries the campaign into the link once it runs, which may be after the
    // load event (the first paint starts it): a click before then is the plain link.
    await expect(bookDemo).toHaveAttribute("href", /utm_source=newsletter/);
    await bookDemo.click();
    await page.waitForURL(/calendly\.com/, { waitUntil: "commit" });
    expectFirstTouch(page.url());
  });
  await test.step("the /book-call redirect", async () => {
    await page.goto("/book-call", { waitUntil: "commit" });
    await page.waitForURL(/calendly\.com/, { waitUntil: "commit" });
    expectFirstTouch(page.url());
  });
});
