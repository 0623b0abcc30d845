import type { Page } from "@playwright/test";
import { CALCULATOR_INPUT_ORDER } from "../src/lib/missed-calls";
import { expect, gotoHydrated, hydrated, recordGtag, test } from "./fixtures";
import { leadsFor, uniqueEmail } from "./lead-store";
import { visitorMailsFor } from "./mail";
import { stubScheduler } from "./scheduler-stub";
import { copy } from "./content";

const { calculator } = copy;

// The missed-call revenue calculator on the home page, /services/ai-receptionist and /landing.

const section = (page: Page) => page.locator("#missed-call-calculator");
const calculatorFields = (page: Page) =>
  section(page).getByRole("group", { name: calculator.tool.fieldsLabel });
const field = (page: Page, label: string) => calculatorFields(page).getByLabel(label);
const yearly = (page: Page) => section(page).getByText(/^\$[\d,]+a year$/);
const status = (page: Page) => section(page).getByRole("status");

/** Opens a page and brings the calculator into view, which starts it. */
async function openCalculator(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  await hydrated(calculatorFields(page));
  await expect(field(page, "New-patient calls a day")).not.toHaveAttribute("readonly");
}

/** Records what the page sends to analytics, as if the visitor had allowed it. */
async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { events, gtag: (...args: unknown[]) => events.push(args) });
  });
}

const analyticsEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { events: unknown[][] }).events);

test("the starting numbers are worked out in the page, readable with scripts off", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const path of ["/", "/services/ai-receptionist", "/landing"]) {
    await page.goto(path);
    // The blog post's worked example: 7 calls × 21 days × 40% missed × 50% booking × $1,000.
    await expect(yearly(page), path).toHaveText("$352,800a year");
    await expect(section(page), path).toContainText("29");
    await expect(field(page, "New-patient calls a day"), path).toHaveValue("7");
    await expect(field(page, "First-year value of a new patient"), path).toHaveValue("1000");
    await expect(
      section(page).getByRole("link", { name: calculator.tool.assumptions.label }),
    ).toHaveAttribute("href", calculator.tool.assumptions.href);
  }
  await context.close();
});

test("each field is read with its unit and its hint", async ({ page }) => {
  await openCalculator(page, "/");
  for (const input of CALCULATOR_INPUT_ORDER) {
    const { label, hint, prefix, suffix } = calculator.tool.inputs[input];
    const unit = prefix ?? suffix;
    expect(unit, label).toBeTruthy();
    await expect(field(page, label)).toHaveAccessibleDescription(`${unit} ${hint}`);
  }
});

test("works out the estimate as the visitor types, keeps it in the address and says it once it rests", async ({
  page,
}) => {
  await recordAnalytics(page);
  await openCalculator(page, "/?utm_source=google");
  const calls = field(page, "New-patient calls a day");
  await calls.fill("14");
  await expect(yearly(page)).toHaveText("$705,600a year");
  await expect(section(page).getByRole("definition").first()).toHaveText("$58,800");
  // Once the numbers rest: a polite announcement and one analytics event, the figure rounded.
  await expect(status(page)).toHaveText("About 59 new patients and $705,600 a year go unanswered.");
  expect(await analyticsEvents(page)).toEqual([
    ["event", "calculator_estimate", { value: 706_000 }],
  ]);
  // The address holds every number, keeps the visit's tags and ends on the calculator.
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    utm_source: "google",
    calls: "14",
    days: "21",
    missed: "40",
    book: "50",
    value: "1000",
  });
  expect(url.hash).toBe("#missed-call-calculator");

  // The keyboard moves through the numbers in order; a number out of bounds is brought within.
  await calls.focus();
  await page.keyboard.press("Tab");
  await expect(field(page, "Open days a month")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("45");
  await page.keyboard.press("Tab");
  await expect(field(page, "Open days a month")).toHaveValue("31");
  await expect(field(page, "Calls that go unanswered")).toBeFocused();
});

test("a shared address opens with its numbers", async ({ page }) => {
  await openCalculator(page, "/?calls=10&days=20&missed=30&book=40&value=2000");
  await expect(field(page, "New-patient calls a day")).toHaveValue("10");
  await expect(field(page, "First-year value of a new patient")).toHaveValue("2000");
  // 10 × 20 × 30% × 40% = 24 patients a month, at $2,000 each.
  await expect(yearly(page)).toHaveText("$576,000a year");
  await expect(section(page)).toContainText("24");
});

test("on /landing, the estimate goes into the notes and is stored with the lead", async ({
  page,
}, testInfo) => {
  await stubScheduler(page);
  const gtag = await recordGtag(page);
  await openCalculator(page, "/landing");
  await field(page, "New-patient calls a day").fill("12");
  await section(page).getByRole("link", { name: calculator.tool.send }).click();
  await expect(page).toHaveURL(/#form$/);

  const form = page.getByRole("form", { name: "Book Your Free 15-Minute Call" });
  await hydrated(form);
  const notes = form.getByLabel("Anything we should know?");
  const estimate =
    "Missed-call estimate: 12 new-patient calls a day, 40% unanswered, 50% of answered callers book, $1,000 first-year value, 21 open days a month. About 50 new patients and $50,400 lost a month, $604,800 a year.";
  await expect(notes).toHaveValue(estimate);
  const email = uniqueEmail(testInfo, "calculator-landing");
  await form.getByLabel("Full name").fill("Dana Whitfield");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Phone", { exact: true }).fill("(512) 555-0199");
  await form.getByLabel("Business type").selectOption("Dental Practice");
  await form.getByRole("button", { name: "Book My Free Call" }).click();
  await page.waitForURL(/calendly\.com/);
  // Analytics hears of the stored lead, valued at the yearly estimate to the nearest thousand.
  expect(gtag).toContainEqual([
    "event",
    "generate_lead",
    { form: "landing", value: 605_000, currency: "USD" },
  ]);
  const [lead] = leadsFor(email);
  expect(lead).toMatchObject({ form: "landing", notes: estimate });
  // The numbers it came from, for the server to work out the table in the visitor's email.
  const { table } = calculator.tool;
  expect(JSON.parse(lead!.calculator_inputs!)).toEqual({
    callsPerDay: 12,
    openDays: 21,
    missedPercent: 40,
    bookPercent: 50,
    patientValue: 1000,
  });
  await expect.poll(async () => (await visitorMailsFor(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await visitorMailsFor(email);
  expect(mail!.text).toMatch(new RegExp(`${table.perYear}:? +\\$604,800`));
  expect(mail!.html).toContain("$604,800");
});

test("on the home page, the estimate goes with the growth-plan request", async ({
  page,
}, testInfo) => {
  await stubScheduler(page);
  const gtag = await recordGtag(page);
  await openCalculator(page, "/");
  await section(page).getByRole("link", { name: calculator.tool.send }).click();
  const form = page.getByRole("form", { name: "Step 1: Get your personalized growth plan" });
  await hydrated(form);
  await expect(form).toContainText("Your missed-call estimate goes with this request");
  const email = uniqueEmail(testInfo, "calculator-home");
  await form.getByLabel("Full name").fill("Lee Park");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Practice name").fill("Park Family Dental");
  await form.getByRole("button", { name: "Get my growth plan" }).click();
  await page.waitForURL(/calendly\.com/);
  expect(gtag).toContainEqual([
    "event",
    "generate_lead",
    { form: "home", value: 353_000, currency: "USD" },
  ]);
  await expect.poll(() => leadsFor(email).length, { timeout: 10_000 }).toBe(1);
  expect(leadsFor(email)[0]?.message).toMatch(
    /\n\nMissed-call estimate: 7 new-patient calls a day, .* About 29 new patients and \$29,400 lost a month, \$352,800 a year\.$/,
  );
});

test("on the receptionist's page, the estimate opens /contact with it in the message", async ({
  page,
}) => {
  await stubScheduler(page);
  await openCalculator(page, "/services/ai-receptionist");
  await field(page, "First-year value of a new patient").fill("1500");
  await section(page).getByRole("link", { name: calculator.tool.send }).click();
  await expect(page).toHaveURL(/\/contact#contact-form-heading$/);
  const message = page.getByRole("main").getByLabel("Message");
  await hydrated(message);
  await expect(message).toHaveValue(
    /^Missed-call estimate: .*\$1,500 first-year value.*\$529,200 a year\.$/,
  );
});

test.describe("on a 320 px screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("fits without scrolling sideways", async ({ page }) => {
    await openCalculator(page, "/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    const box = (await section(page).getByRole("group").boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });
});
