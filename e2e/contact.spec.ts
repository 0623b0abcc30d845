import type { Page } from "@playwright/test";
import { expect, gotoHydrated, hydrated, recordGtag, test } from "./fixtures";
import { leadsFor, uniqueEmail } from "./lead-store";
import { noteDisabledSubmit, siteLocalStorage } from "./leaving-form";
import { expectEachBlocked } from "./native-validation";
import { SCHEDULER_URL, stubScheduler } from "./scheduler-stub";
import { SCHEDULER_LEAD_PARAM } from "../src/lib/scheduler";

const FORM_NAME = "Book Your Free Growth Plan";
const SUBMIT = "Book my free growth plan";

const formOf = (page: Page) => page.getByRole("form", { name: FORM_NAME });
const widgetOf = (page: Page) => page.locator("#book .calendly-inline-widget");

type ContactAnswers = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

async function fill(page: Page, answers: ContactAnswers) {
  const form = formOf(page);
  await form.getByLabel("Full name").fill(answers.name);
  await form.getByLabel("Work email").fill(answers.email);
  await form.getByLabel("Phone").fill(answers.phone);
  await form.getByLabel("What can we help with?").fill(answers.subject);
  await form.getByLabel("Message").fill(answers.message);
}

const dana = (email: string): ContactAnswers => ({
  name: "Dana Whitfield",
  email,
  phone: "(512) 555-0199",
  subject: "After-hours calls",
  message: "We miss calls over lunch and after 5 PM. Two locations, one front desk.",
});

test.beforeEach(async ({ page }) => {
  // The booking widget starts loading as soon as it is near the viewport.
  await stubScheduler(page);
});

test("the growth-plan form sits beside the booking calendar, or above it on a phone", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Let’s find the patients your front desk is missing",
  );
  // The form is named by its heading, docs/product.md's title.
  await expect(formOf(page)).toBeVisible();
  const form = (await formOf(page).boundingBox())!;
  const calendar = (await widgetOf(page).boundingBox())!;
  expect(calendar.height).toBeCloseTo(720, 0);
  if (testInfo.project.name === "phone") {
    expect(calendar.y).toBeGreaterThan(form.y + form.height);
  } else {
    expect(calendar.x).toBeGreaterThan(form.x + form.width);
    expect(Math.abs(calendar.y - form.y)).toBeLessThan(200);
  }
  // A plain form that posts to the lead API, which reads the message for the agency (the
  // scheduler's URL never gets it: see the submit below).
  await expect(formOf(page)).toHaveAttribute("method", "post");
  await expect(formOf(page)).toHaveAttribute("action", "/api/contact");
  await expect(formOf(page).getByLabel("Message")).toHaveAttribute("name", "message");
  await expect(formOf(page).getByLabel("Message")).toHaveAccessibleDescription(
    /don’t include patient names or health information/,
  );
  await expect(page.locator("#reach-us a[href^='tel:']")).toHaveCount(1);
  await expect(page.locator("#reach-us a[href^='mailto:']")).toHaveCount(1);
});

test("the browser's own validation blocks an incomplete or invalid form", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const form = await hydrated(formOf(page));
  await expect(form.getByLabel("Work email")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Phone")).toHaveAttribute("type", "tel");
  await expect(form.getByLabel("Phone")).not.toHaveAttribute("required");
  const person = dana("dana@brightsmile.example");
  await expectEachBlocked(page, {
    form,
    submit: form.getByRole("button", { name: SUBMIT }),
    fill: (values: ContactAnswers) => fill(page, values),
    attempts: [
      { values: { ...person, name: "" }, field: "Full name", problem: "valueMissing" },
      { values: { ...person, email: "" }, field: "Work email", problem: "valueMissing" },
      { values: { ...person, email: "dana@" }, field: "Work email", problem: "typeMismatch" },
      {
        values: { ...person, subject: "" },
        field: "What can we help with?",
        problem: "valueMissing",
      },
      { values: { ...person, message: "" }, field: "Message", problem: "valueMissing" },
      { values: { ...person, phone: "call me" }, field: "Phone", problem: "patternMismatch" },
    ],
  });
});

test("a submit keeps the prefill, records the lead and goes to the scheduler with name, email, a1, a2 and utm tags", async ({
  page,
  context,
}, testInfo) => {
  await noteDisabledSubmit(page, "[data-lead-form=contact]");
  await gotoHydrated(page, "/contact?utm_source=facebook&utm_medium=paid&utm_campaign=lunch-hour");
  await hydrated(formOf(page));
  const answers = dana(uniqueEmail(testInfo, "contact"));
  await fill(page, answers);
  await formOf(page).getByRole("button", { name: SUBMIT }).click();

  await page.waitForURL((url) => url.href.startsWith(SCHEDULER_URL));
  const url = new URL(page.url());
  expect(url.origin + url.pathname).toBe(SCHEDULER_URL);
  const { [SCHEDULER_LEAD_PARAM]: leadId, ...params } = Object.fromEntries(url.searchParams);
  expect(params).toEqual({
    name: answers.name,
    email: answers.email,
    a1: answers.subject,
    a2: answers.phone,
    utm_source: "facebook",
    utm_medium: "paid",
    utm_campaign: "lunch-hour",
  });

  // What the site's page kept: docs/product.md's contact prefill, in its order, and the loading
  // label.
  const prefill = JSON.parse((await siteLocalStorage(context, "lead_prefill")) ?? "null");
  expect(Object.entries(prefill as object)).toEqual([
    ["name", answers.name],
    ["email", answers.email],
    ["phone", answers.phone],
    ["subject", answers.subject],
    ["message", answers.message],
  ]);
  expect(await siteLocalStorage(context, "e2e_disabled_button")).toBe("Opening the calendar…");

  // Stored before the page left, and its id went with it.
  expect(leadsFor(answers.email)).toHaveLength(1);
  expect(leadsFor(answers.email)[0]).toMatchObject({
    id: leadId,
    form: "contact",
    name: answers.name,
    phone: answers.phone,
    subject: answers.subject,
    message: answers.message,
    utm_source: "facebook",
    utm_campaign: "lunch-hour",
  });
});

test("the calendar beside the form books with the visit's campaign", async ({ page }) => {
  await gotoHydrated(page, "/contact?utm_source=newsletter");
  // Coming near it is what loads it.
  await widgetOf(page).scrollIntoViewIfNeeded();
  const frame = widgetOf(page).locator("iframe");
  await expect(frame).toHaveAttribute("title", /^Booking calendar/);
  const src = new URL((await frame.getAttribute("src"))!);
  expect(src.origin + src.pathname).toBe(SCHEDULER_URL);
  expect(src.searchParams.get("utm_source")).toBe("newsletter");
});

test("a call booked in the calendar is reported to analytics", async ({ page }) => {
  const gtag = await recordGtag(page);
  await gotoHydrated(page, "/contact");
  await widgetOf(page).scrollIntoViewIfNeeded();
  const calendar = widgetOf(page).frameLocator("iframe");
  await calendar.getByRole("button", { name: "Schedule Event" }).click();
  await expect.poll(() => gtag).toContainEqual(["event", "demo_booked", {}]);
});
