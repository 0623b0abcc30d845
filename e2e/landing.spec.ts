import type { Page, Request, Route } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { parseSiteConfig } from "../src/config/schema";
import { VISITS_PATH } from "../src/visits/paths";
import { expect, hydrated, sitemapPaths, test } from "./fixtures";
import { simpleParser } from "mailparser";
import { leadsFor, newStaffSignInLink, uniqueEmail } from "./lead-store";
import { agencyMailsFor } from "./mail";
import { SCHEDULER_URL, stubScheduler } from "./scheduler-stub";
import { copy } from "./content";

const { calculator } = copy;

/** The configuration the tested server was built with (e2e/run.ts passes its environment). */
const site = parseSiteConfig(JSON.parse(process.env.E2E_SITE_ENV ?? "{}") as NodeJS.ProcessEnv);

const FORM_HEADING = "Book Your Free 15-Minute Call";
const SUBMIT = "Book My Free Call";
const SUBMITTING = "Booking Your Call...";
const ALERT = `Something went wrong. Please try again or call us at ${site.phone}`;
const BUSINESS_TYPES = [
  "Dental Practice",
  "Medical Spa",
  "Home Services",
  "Medical Clinic",
  "Law Firm",
  "Real Estate",
  "Restaurant",
  "Retail Store",
  "Other",
];

const TRACKING = {
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "spring-implants",
  utm_content: "missed-calls-ad",
  utm_term: "dental receptionist",
  gclid: "G-4471",
  fbclid: "FB-9920",
};
const REFERRER = "https://www.google.com/";
const CAMPAIGN_PATH = `/landing?${new URLSearchParams(TRACKING)}`;

const NOTES = "Anything we should know?";

const formOf = (page: Page) => page.getByRole("form", { name: FORM_HEADING });
/** A field by its label; the notes' label also says "optional". */
const field = (page: Page, label: string) =>
  formOf(page).getByLabel(label, { exact: label !== NOTES });
const isLeadPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/landing-contact";

/**
 * Opens the page (from an ad click: a referrer and campaign tags), waits until the site's own
 * script has captured the visit's attribution, and brings the form into view, which hydrates it.
 */
async function openLanding(page: Page, path = "/landing", referer?: string): Promise<void> {
  await page.goto(path, { referer });
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("attribution")), {
      message: "the site's script runs",
    })
    .not.toBeNull();
  await hydrated(formOf(page));
}

type Answers = {
  fullName: string;
  email: string;
  phone: string;
  businessType?: string;
  notes?: string;
};

async function fill(page: Page, answers: Answers): Promise<void> {
  await field(page, "Full name").fill(answers.fullName);
  await field(page, "Email").fill(answers.email);
  await field(page, "Phone").fill(answers.phone);
  if (answers.businessType) await field(page, "Business type").selectOption(answers.businessType);
  if (answers.notes !== undefined) await field(page, NOTES).fill(answers.notes);
}

/** Holds the form's POST until released, then lets `answer` handle it. */
async function holdLeadPost(page: Page, answer: (route: Route) => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/landing-contact", async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

/** Accepts every dialog the page opens, noting its kind and message. */
function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return seen;
}

/**
 * Console errors a test causes on purpose (the page's own log of the failure, and the browser's
 * report of the refused or failed request): each must have been reported; they are then taken
 * out of the page's error list, which must otherwise be empty.
 */
function expectAndDropErrors(pageErrors: string[], ...about: string[]): void {
  for (const text of about) {
    const expected = pageErrors.filter((error) => error.includes(text));
    expect(expected.length, `the console reported ${text}`).toBeGreaterThan(0);
    for (const error of expected) pageErrors.splice(pageErrors.indexOf(error), 1);
  }
}

test.describe("/landing sections", () => {
  test("come in the product's order with its words", async ({ page }) => {
    await page.goto("/landing");
    const main = page.getByRole("main");

    // The page's own fixed bar comes first, then the urgency bar, then the hero.
    await expect(main.locator(":scope > :nth-child(1)")).toHaveAttribute(
      "data-mobile-cta-bar",
      "page",
    );
    await expect(main.locator(":scope > :nth-child(2)")).toHaveAttribute("data-urgency-bar", "");
    await expect(main.locator("[data-urgency-bar] p")).toHaveText(
      "Only taking 5 new businesses this month",
    );
    await expect(main.locator(":scope > :nth-child(3) h1")).toHaveText(
      "Stop sending new patients to voicemail",
    );

    expect(await main.locator("h2").allTextContents()).toEqual([
      "Where your new patients go missing",
      "They stopped missing calls. Here’s what changed.",
      "Booked while the front desk was busy",
      "Three steps to a front desk that never sleeps",
      calculator.section.heading,
      FORM_HEADING,
      "Questions owners ask before they book",
      "Built to answer, every single time",
      "Your next new patient is calling right now",
    ]);

    await expect(page.locator("#problems h3")).toHaveText([
      "You’re missing 40% of your calls",
      "Your paid ads ring out",
      "You’re always on call",
    ]);
    await expect(page.locator("#testimonials figure")).toHaveCount(3);
    await expect(page.locator("#testimonials figure blockquote")).toHaveCount(3);
    await expect(page.locator("#testimonials figcaption")).toHaveCount(3);
    await expect(page.locator("#recent-bookings li")).toHaveCount(3);
    await expect(page.locator("#recent-bookings h2")).toHaveText(
      "Booked while the front desk was busy",
    );
    await expect(page.locator("#recent-bookings")).toContainText("Recent bookings");
    await expect(page.locator("#how-it-works ol > li")).toHaveCount(3);
    await expect(page.locator("section#form h2")).toHaveText(FORM_HEADING);
    await expect(page.locator("#faq details")).toHaveCount(6);
    await expect(page.locator("#results dd")).toHaveText(["99.9%", "24/7", "Under 30s"]);
    await expect(page.locator("#results dt")).toHaveText([
      "uptime",
      "coverage, nights, weekends and holidays",
      "answer time",
    ]);

    // The closing call to action, like every other on the page, leads to the form.
    const closingHeading = "Your next new patient is calling right now";
    const closing = main
      .locator(":scope > *")
      .filter({ has: page.getByRole("heading", { name: closingHeading }) });
    await expect(closing).toHaveCount(1);
    await expect(main.locator(":scope > :not(script)").last()).toContainText(closingHeading);
    await expect(closing.getByRole("link", { name: FORM_HEADING })).toHaveAttribute(
      "href",
      "#form",
    );
    await expect(closing.getByRole("link", { name: `or call ${site.phone}` })).toHaveAttribute(
      "href",
      site.phoneHref,
    );

    const faq = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((blocks) =>
        blocks
          .map((text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] })
          .find((data) => data["@type"] === "FAQPage"),
      );
    expect(faq?.mainEntity).toHaveLength(6);
  });

  test("the hero's button reaches the form in one tap", async ({ page }) => {
    await page.goto("/landing");
    const hero = page.getByRole("main").locator(":scope > section").first();
    await expect(hero.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute(
      "href",
      site.phoneHref,
    );
    const book = hero.getByRole("link", { name: FORM_HEADING });
    await expect(book).toHaveAttribute("data-track", "cta_click_primary");
    await book.click();
    await expect(page).toHaveURL(/\/landing#form$/);
    await expect(formOf(page).getByLabel("Full name", { exact: true })).toBeInViewport();
  });

  test("stays out of search results and the sitemap", async ({ page, request }) => {
    await page.goto("/landing");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/landing$/);
    expect(await sitemapPaths(request)).not.toContain("/landing");
  });
});

test.describe("/landing mobile bar", () => {
  test("on a phone, one fixed bar shows: the page's own, and it leads to the form", async ({
    page,
  }, testInfo) => {
    await page.goto("/landing");
    const bars = page.locator("[data-mobile-cta-bar]");
    if (testInfo.project.name !== "phone") {
      await expect(bars.filter({ visible: true })).toHaveCount(0);
      return;
    }
    await expect(bars.filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('[data-mobile-cta-bar="site"]')).toBeHidden();
    const bar = page.locator('[data-mobile-cta-bar="page"]');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Call us" })).toHaveAttribute(
      "href",
      site.phoneHref,
    );
    const book = bar.getByRole("link", { name: "Book My Free Call" });
    await expect(book).toHaveAttribute("href", "#form");

    // Far down the page (in the FAQ), the bar is still there and still one tap from the form.
    await page.locator("#faq").scrollIntoViewIfNeeded();
    await expect(book).toBeInViewport();
    await book.click();
    await expect(page).toHaveURL(/\/landing#form$/);
    await expect(page.locator("section#form h2")).toBeInViewport();
    await expect(formOf(page).getByLabel("Full name", { exact: true })).toBeInViewport();
  });
});

test.describe("/landing form", () => {
  test("offers the product's fields, with the browser's own validation", async ({ page }) => {
    await page.goto("/landing");
    const name = field(page, "Full name");
    await expect(name).toHaveAttribute("required");
    await expect(name).toHaveAttribute("minlength", "2");
    await expect(name).toHaveAttribute("maxlength", "100");
    await expect(field(page, "Email")).toHaveAttribute("type", "email");
    await expect(field(page, "Email")).toHaveAttribute("required");
    await expect(field(page, "Phone")).toHaveAttribute("type", "tel");
    await expect(field(page, "Phone")).toHaveAttribute("required");
    await expect(field(page, "Phone")).toHaveAttribute("pattern", /.+/);
    const businessType = field(page, "Business type");
    await expect(businessType).toHaveAttribute("required");
    await expect(businessType.locator("option")).toHaveText([
      "Choose your business type",
      ...BUSINESS_TYPES,
    ]);
    await expect(businessType).toHaveValue("");
    const notes = field(page, NOTES);
    await expect(notes).not.toHaveAttribute("required");
    await expect(notes).toHaveAttribute("maxlength", "500");
    await expect(notes).toHaveAccessibleDescription(
      "Please don’t include any patient or health information.",
    );
    const sms = formOf(page).getByRole("checkbox", { name: "Text me my booking confirmation" });
    await expect(sms).toBeChecked();
    await expect(sms).toHaveAccessibleDescription(
      /Message frequency varies\. Message and data rates may apply\. Reply STOP to opt out, HELP for help\./,
    );
    const disclosure = formOf(page).locator("#sms-disclosure");
    await expect(disclosure.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(disclosure.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    await expect(formOf(page).getByRole("button", { name: SUBMIT })).toBeEnabled();
  });

  test("blocks bad input and sends nothing", { tag: ANY_WIDTH }, async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      // The page's own visit count aside: it is no form's.
      const url = new URL(request.url());
      if (request.method() === "POST" && url.pathname !== VISITS_PATH) posts.push(url.href);
    });
    await openLanding(page);
    const submit = formOf(page).getByRole("button", { name: SUBMIT });
    const person = {
      fullName: "Dana Whitfield",
      email: "dana@brightsmile.example",
      phone: "(512) 555-0199",
    };
    const attempts = [
      { answers: { ...person, fullName: "D" }, label: "Full name", problem: "tooShort" },
      { answers: { ...person, fullName: "" }, label: "Full name", problem: "valueMissing" },
      { answers: { ...person, email: "dana@" }, label: "Email", problem: "typeMismatch" },
      { answers: { ...person, phone: "" }, label: "Phone", problem: "valueMissing" },
      { answers: { ...person, phone: "call me" }, label: "Phone", problem: "patternMismatch" },
      { answers: person, label: "Business type", problem: "valueMissing" },
    ] as const;
    for (const { answers, label, problem } of attempts) {
      await fill(page, answers);
      await submit.click();
      const invalid = await field(page, label).evaluate(
        (element: HTMLInputElement | HTMLSelectElement, key) => element.validity[key],
        problem,
      );
      expect(invalid, `${label}: ${problem}`).toBe(true);
      await expect(page).toHaveURL(/\/landing$/);
      await expect(submit).toBeEnabled();
    }

    // Notes cannot grow past 500 characters, however they are typed or pasted.
    const notes = field(page, NOTES);
    await notes.fill("n".repeat(600));
    await expect(notes).toHaveValue("n".repeat(500));
    await notes.press("End");
    await notes.pressSequentially("extra");
    await expect(notes).toHaveValue("n".repeat(500));

    expect(posts).toEqual([]);
  });

  test("sends the product's payload with the visit's tracking fields, stores it and goes to the scheduler", async ({
    page,
  }, testInfo) => {
    await stubScheduler(page);
    await openLanding(page, CAMPAIGN_PATH, REFERRER);
    const email = uniqueEmail(testInfo, "landing");
    const answers = {
      fullName: "Dana Whitfield",
      email,
      phone: "(512) 555-0199",
      businessType: "Dental Practice",
      notes: "Two locations share one phone line.",
    };
    await fill(page, answers);
    const release = await holdLeadPost(page, (route) => route.continue());
    const request = page.waitForRequest(isLeadPost);
    await formOf(page).getByRole("button", { name: SUBMIT }).click();

    // While the request is held: the button is disabled and says so.
    const busy = formOf(page).getByRole("button", { name: SUBMITTING });
    await expect(busy).toBeDisabled();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      fullName: "Dana Whitfield",
      email,
      phone: "(512) 555-0199",
      businessType: "Dental Practice",
      notes: "Two locations share one phone line.",
      source: "landing_page",
      subject: "AI Receptionist Inquiry - Dental Practice",
      message:
        "Name: Dana Whitfield\nBusiness type: Dental Practice\nNotes: Two locations share one phone line.",
      ...TRACKING,
      referrer: REFERRER,
      page_url: expect.stringMatching(/\/landing\?utm_source=google&/),
      device: expect.stringMatching(/Mozilla\/5\.0/),
      company_website: "",
      form: "landing",
      form_elapsed_ms: expect.any(Number),
    });
    expect(new URL(body.page_url as string).search).toBe(`?${new URLSearchParams(TRACKING)}`);
    expect(body.device).toBe(await page.evaluate(() => navigator.userAgent));

    const response = page.waitForResponse((answer) => isLeadPost(answer.request()));
    release();
    expect((await response).status()).toBe(201);

    // On success: a full redirect to the scheduler with the answers, the campaign's tags and the
    // lead's id, which the scheduler hands back with the booking.
    await page.waitForURL((url) => url.href.startsWith(SCHEDULER_URL));
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe(SCHEDULER_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Dana Whitfield",
      email,
      a1: "Dental Practice",
      a2: "(512) 555-0199",
      utm_source: TRACKING.utm_source,
      utm_medium: TRACKING.utm_medium,
      utm_campaign: TRACKING.utm_campaign,
      utm_content: TRACKING.utm_content,
      utm_term: TRACKING.utm_term,
      salesforce_uuid: expect.any(String),
    });

    // The lead as the agency reads it with the leads command: every field and its attribution.
    const leads = leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(url.searchParams.get("salesforce_uuid")).toBe(leads[0]?.id);
    expect(leads[0]).toMatchObject({
      form: "landing",
      name: "Dana Whitfield",
      email,
      phone: "(512) 555-0199",
      business_type: "Dental Practice",
      notes: "Two locations share one phone line.",
      source: "landing_page",
      subject: "AI Receptionist Inquiry - Dental Practice",
      message:
        "Name: Dana Whitfield\nBusiness type: Dental Practice\nNotes: Two locations share one phone line.",
      ...TRACKING,
      referrer: REFERRER,
      page_url: body.page_url,
      device: body.device,
      practice: null,
    });

    // The agency's email for it, where staff start, links the lead's page in the inbox at the
    // site's own address, and says when it came in the agency's time zone, named.
    await expect.poll(() => agencyMailsFor(email).length, { timeout: 15_000 }).toBe(1);
    const mail = await simpleParser(agencyMailsFor(email)[0]!.raw);
    const leadId = String(leads[0]?.id);
    const leadPage = `${site.url}/inbox/leads/${leadId}`;
    expect(mail.text).toContain(`Open in the inbox: ${leadPage}\n`);
    expect(mail.html).toContain(`href="${leadPage}"`);
    expect(mail.text).toMatch(/\nReceived: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[DS]T\n/);

    // A staff member signed in follows it to that lead's page.
    await page.goto(newStaffSignInLink(uniqueEmail(testInfo, "front-desk"), site.url));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${site.url}/inbox`);
    await page.goto(leadPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dana Whitfield");
    await expect(page.getByText(leadId, { exact: true })).toBeVisible();
  });

  test("an untouched SMS box and empty notes: the box's value is never sent", async ({
    page,
  }, testInfo) => {
    await stubScheduler(page);
    await openLanding(page);
    const email = uniqueEmail(testInfo, "landing-sms");
    await fill(page, {
      fullName: "Lee Park",
      email,
      phone: "512 555 0100",
      businessType: "Home Services",
    });
    const sms = formOf(page).getByRole("checkbox", { name: "Text me my booking confirmation" });
    await sms.uncheck();
    const request = page.waitForRequest(isLeadPost);
    await formOf(page).getByRole("button", { name: SUBMIT }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "fullName",
        "email",
        "phone",
        "businessType",
        "notes",
        "source",
        "subject",
        "message",
        "page_url",
        "device",
        "company_website",
        "form",
        "form_elapsed_ms",
      ].sort(),
    );
    expect(body).toMatchObject({
      notes: "",
      subject: "AI Receptionist Inquiry - Home Services",
      message: "Name: Lee Park\nBusiness type: Home Services\nNotes: none",
    });
    await page.waitForURL((url) => url.href.startsWith(SCHEDULER_URL));
    expect(leadsFor(email)).toHaveLength(1);
  });

  test("a refusal from the API alerts with the phone number, and the form is ready again", async ({
    page,
    pageErrors,
  }, testInfo) => {
    await openLanding(page);
    const email = uniqueEmail(testInfo, "landing-refused");
    await fill(page, { fullName: "Sam Ortiz", email, phone: "(512) 555-0123" });
    // A business type the API does not know (as a tampered or outdated page might send):
    // the real API refuses it with 422.
    await field(page, "Business type").evaluate((select: HTMLSelectElement) => {
      const option = select.querySelector<HTMLOptionElement>('option[value="Other"]')!;
      option.value = "Spaceport";
    });
    await field(page, "Business type").selectOption({ label: "Other" });

    const dialogs = acceptDialogs(page);
    const response = page.waitForResponse((answer) => isLeadPost(answer.request()));
    await formOf(page).getByRole("button", { name: SUBMIT }).click();
    expect((await response).status()).toBe(422);
    await expect.poll(() => dialogs).toEqual([`alert: ${ALERT}`]);

    const submit = formOf(page).getByRole("button", { name: SUBMIT });
    await expect(submit).toBeEnabled();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(field(page, "Full name")).toHaveValue("Sam Ortiz");
    expect(leadsFor(email)).toEqual([]);
    expectAndDropErrors(pageErrors, "/api/landing-contact", "not accepted by the lead API");
  });

  test("a network error alerts with the phone number, and the form is ready again", async ({
    page,
    pageErrors,
  }, testInfo) => {
    await openLanding(page);
    const email = uniqueEmail(testInfo, "landing-offline");
    await fill(page, {
      fullName: "Sam Ortiz",
      email,
      phone: "(512) 555-0123",
      businessType: "Medical Clinic",
    });
    const dialogs = acceptDialogs(page);
    const release = await holdLeadPost(page, (route) => route.abort("failed"));
    await formOf(page).getByRole("button", { name: SUBMIT }).click();
    await expect(formOf(page).getByRole("button", { name: SUBMITTING })).toBeDisabled();
    expect(dialogs).toEqual([]);
    release();
    await expect.poll(() => dialogs).toEqual([`alert: ${ALERT}`]);

    await expect(formOf(page).getByRole("button", { name: SUBMIT })).toBeEnabled();
    await expect(page).toHaveURL(/\/landing$/);
    expect(leadsFor(email)).toEqual([]);
    expectAndDropErrors(pageErrors, "/api/landing-contact", "not accepted by the lead API");
  });
});
