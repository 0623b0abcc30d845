import type { BrowserContext, Locator, Page, Request, TestInfo } from "@playwright/test";
import {
  expect,
  expectAndDropErrors,
  gotoHydrated,
  holdIslandScript,
  hydrated,
  suppressExitIntent,
  test,
  watchErrors,
} from "./fixtures";
import { leadsFor, uniqueEmail, type StoredLead } from "./lead-store";
import { visitorMailsFor } from "./mail";
import { SCHEDULER_URL, stubScheduler } from "./scheduler-stub";
import { copy, records } from "./content";
import { SCHEDULER_LEAD_PARAM } from "../src/lib/scheduler";

const { blogPage, contactPage, homePage, landingPage, servicePage } = copy;

// Every lead form, sent three ways: with scripts off, with scripts on but the form's own script
// held back until the form has gone, and with its script running. What reaches the store and
// where the visitor ends up do not depend on the width: the phone project runs these once.
test.skip(({ isMobile }) => !isMobile, "the same forms at every width");

type Mode = "scripts off" | "script held back" | "script running";
const MODES: readonly Mode[] = ["scripts off", "script held back", "script running"];

/**
 * Where the visitor ends up: the scheduler, prefilled, its address carrying the stored lead's id
 * too (which it hands back with a booking), or a page of the site.
 */
type Destination =
  | { scheduler: Record<string, string> }
  | { path: string; hash?: string; shows?: { within: string; text: string } };

type LeadFormCase = {
  name: string;
  /** The page, reached from a campaign so its attribution can be checked on the lead. */
  path: string;
  /** The form's island's script, by its file name in the build. */
  island: string;
  form: (page: Page) => Locator;
  fill: (form: Locator, email: string) => Promise<void>;
  submit: string;
  /** The lead as stored, besides its email and attribution. */
  stored: StoredLead;
  ends: (mode: Mode, email: string) => Destination;
  /** The link the visitor's own email must hold: their document, or the scheduler prefilled. */
  mailed: (email: string) => { path: string } | { scheduler: Record<string, string> };
};

const CAMPAIGN = { utm_source: "e2e-ads", utm_campaign: "every-lead" };
const campaign = (path: string) => `${path}?${new URLSearchParams(CAMPAIGN)}`;
const utm = { utm_source: CAMPAIGN.utm_source, utm_campaign: CAMPAIGN.utm_campaign };

const playbook = blogPage.leadMagnets.items[0]!;
const receptionist = records.services.find((service) => service.slug === "ai-receptionist")!;

const FORMS: readonly LeadFormCase[] = [
  {
    name: "home",
    path: "/",
    island: "scheduler-lead-form",
    form: (page) => page.locator('form[data-lead-form="home"]'),
    async fill(form, email) {
      const { fields } = homePage.leadForm;
      await form.getByLabel(fields.name).fill("Dana Whitfield");
      await form.getByLabel(fields.email).fill(email);
      await form.getByLabel(fields.practice).fill("Bright Smile Dental");
      await form.getByLabel(fields.phone, { exact: false }).fill("(512) 555-0199");
    },
    submit: homePage.leadForm.submit,
    stored: { form: "home", name: "Dana Whitfield", practice: "Bright Smile Dental" },
    ends: (_, email) => ({
      scheduler: {
        name: "Dana Whitfield",
        email,
        a1: "Bright Smile Dental",
        a2: "(512) 555-0199",
        ...utm,
      },
    }),
    mailed: (email) => ({ scheduler: { email } }),
  },
  {
    name: "contact",
    path: "/contact",
    island: "scheduler-lead-form",
    form: (page) => page.locator('form[data-lead-form="contact"]'),
    async fill(form, email) {
      const { fields } = contactPage.form;
      await form.getByLabel(fields.name).fill("Lee Park");
      await form.getByLabel(fields.email).fill(email);
      await form.getByLabel(fields.subject).fill("After-hours calls");
      await form.getByLabel(fields.message).fill("We miss calls at lunch. 50% of them, maybe.");
    },
    submit: contactPage.form.submit,
    stored: {
      form: "contact",
      name: "Lee Park",
      subject: "After-hours calls",
      message: "We miss calls at lunch. 50% of them, maybe.",
    },
    // Its script goes to the scheduler (docs/product.md); without it, the thank-you page.
    ends: (mode, email) =>
      mode === "script running"
        ? { scheduler: { name: "Lee Park", email, a1: "After-hours calls", ...utm } }
        : { path: "/thank-you" },
    mailed: (email) => ({ scheduler: { email } }),
  },
  {
    name: "landing",
    path: "/landing",
    island: "scheduler-lead-form",
    form: (page) => page.locator('form[data-lead-form="landing"]'),
    async fill(form, email) {
      const { fields } = landingPage.form;
      await form.getByLabel(fields.fullName).fill("Sam Ortiz");
      await form.getByLabel(fields.email).fill(email);
      await form.getByLabel(fields.phone).fill("512 555 0101");
      await form.getByLabel(fields.businessType).selectOption("Medical Spa");
      await form.getByLabel(fields.notes).fill("Two locations");
    },
    submit: landingPage.form.submit,
    stored: {
      form: "landing",
      name: "Sam Ortiz",
      business_type: "Medical Spa",
      notes: "Two locations",
      source: "landing_page",
      subject: "AI Receptionist Inquiry - Medical Spa",
      message: "Name: Sam Ortiz\nBusiness type: Medical Spa\nNotes: Two locations",
    },
    ends: (_, email) => ({
      scheduler: { name: "Sam Ortiz", email, a1: "Medical Spa", a2: "512 555 0101", ...utm },
    }),
    mailed: (email) => ({ scheduler: { email } }),
  },
  {
    name: "case-study",
    path: "/services/ai-receptionist",
    island: "email-capture-form",
    form: (page) => page.locator('form[data-lead-form="case-study"]'),
    fill: (form, email) => form.getByLabel(servicePage.caseStudyForm.label).fill(email),
    submit: servicePage.caseStudyForm.submit,
    stored: { form: "case-study", subject: "Case study download" },
    ends: (mode) => ({
      path: "/services/ai-receptionist",
      hash: mode === "script running" ? "" : "#case-study-sent",
      shows: { within: "#case-study", text: servicePage.caseStudyForm.success },
    }),
    mailed: () => ({ path: `/documents/${receptionist.caseStudy.story.slug}.pdf` }),
  },
  {
    name: "lead-magnet",
    path: "/blog",
    island: "email-capture-form",
    form: (page) => page.getByRole("form", { name: playbook.download.title }),
    fill: (form, email) => form.getByLabel(blogPage.leadMagnets.form.label).fill(email),
    submit: playbook.submit,
    stored: { form: "lead-magnet", subject: `Lead magnet: ${playbook.download.title}` },
    ends: (mode) => ({
      path: "/blog",
      hash: mode === "script running" ? "" : `#${playbook.download.slug}-sent`,
      shows: { within: `#${playbook.download.slug}`, text: blogPage.leadMagnets.form.success },
    }),
    mailed: () => ({ path: `/documents/${playbook.download.slug}.pdf` }),
  },
];

/**
 * A context of its own for the mode (scripts off is a context setting), with the scheduler
 * stubbed, the exit offer kept away and the page's errors watched; returns its page and every
 * request it made.
 */
async function openContext(
  context: BrowserContext,
  pageErrors: string[],
): Promise<{ page: Page; requests: Request[] }> {
  await stubScheduler(context);
  await suppressExitIntent(context);
  const page = await context.newPage();
  watchErrors(page, pageErrors);
  const requests: Request[] = [];
  context.on("request", (request) => requests.push(request));
  return { page, requests };
}

/**
 * Where the visitor is, checked against where the form should have taken them. The lead API's
 * redirect to the scheduler is followed by the browser itself, which no test route can answer:
 * that host does not resolve here, so the request fails for that reason, and no other (a policy
 * that refused the redirect would fail it as blocked).
 */
async function expectArrival(
  page: Page,
  requests: readonly Request[],
  destination: Destination,
): Promise<string | undefined> {
  if ("scheduler" in destination) {
    await page.waitForURL((url) => url.href.startsWith(SCHEDULER_URL));
    const url = new URL(page.url());
    expect(url.origin + url.pathname).toBe(SCHEDULER_URL);
    const { [SCHEDULER_LEAD_PARAM]: leadId, ...params } = Object.fromEntries(url.searchParams);
    expect(params).toEqual(destination.scheduler);
    expect(leadId, "the lead's id").toBeDefined();
    const arrival = requests.find((request) => request.url() === page.url());
    expect(arrival?.isNavigationRequest()).toBe(true);
    expect([undefined, "net::ERR_NAME_NOT_RESOLVED"]).toContain(arrival?.failure()?.errorText);
    return leadId;
  }
  const { path, hash = "", shows } = destination;
  await page.waitForURL((url) => url.pathname === path && url.hash === hash);
  if (!shows) return undefined;
  const place = page.locator(shows.within);
  await expect(place.getByText(shows.text)).toBeVisible();
  await expect(place.locator("form")).toBeHidden();
  return undefined;
}

/** No address on the site ever held the visitor's email; none anywhere held the honeypot. */
function expectCleanUrls(requests: readonly Request[], email: string, finalUrl: string) {
  const site = new URL(finalUrl).origin;
  const urls = [...requests.map((request) => request.url()), finalUrl];
  for (const url of urls) {
    expect(url, "the honeypot in a URL").not.toContain("company_website");
    if (url.startsWith(SCHEDULER_URL)) continue;
    expect(url, `the email in ${url}`).not.toContain(encodeURIComponent(email));
    expect(url, `the email in ${url}`).not.toContain(email);
    expect(new URL(url).origin === site && new URL(url).search.includes("email=")).toBe(false);
  }
}

/** The lead, read back with the leads command: stored once, with the visit's campaign. */
async function expectStoredOnce(email: string, formCase: LeadFormCase): Promise<string> {
  await expect.poll(() => leadsFor(email).length, { timeout: 10_000 }).toBe(1);
  const [lead] = leadsFor(email);
  expect(lead).toMatchObject({ ...formCase.stored, email, ...utm });
  expect(new URL(lead?.page_url ?? "").pathname).toBe(formCase.path);
  expect(lead?.device).toMatch(/Mozilla\/5\.0/);
  return String(lead?.id);
}

/** The visitor's own email: one, holding the link their form promised (docs/leads.md). */
async function expectMailedOnce(
  email: string,
  formCase: LeadFormCase,
  site: string,
  leadId: string,
) {
  await expect.poll(async () => (await visitorMailsFor(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await visitorMailsFor(email);
  const links = [...(mail?.text ?? "").matchAll(/https?:\/\/[^\s<>"]+/g)].map(([link]) => link);
  const expected = formCase.mailed(email);
  if ("path" in expected) {
    expect(links).toContain(`${site}${expected.path}`);
    return;
  }
  const booking = links.find((link) => link.startsWith(SCHEDULER_URL));
  expect(booking, "the booking link").toBeDefined();
  // The recipient's own address and their lead's id, and nothing else of what the form sent.
  const params = Object.fromEntries(new URL(booking!).searchParams);
  expect(params).toEqual({ ...expected.scheduler, [SCHEDULER_LEAD_PARAM]: leadId });
}

async function openForm(page: Page, formCase: LeadFormCase, mode: Mode): Promise<Locator> {
  const form = formCase.form(page);
  if (mode === "scripts off") {
    await page.goto(campaign(formCase.path));
    await form.scrollIntoViewIfNeeded();
    return form;
  }
  // The site's own script has run (it keeps the visit's attribution) before the form is used.
  await gotoHydrated(page, campaign(formCase.path));
  if (mode === "script running") return hydrated(form);
  await form.scrollIntoViewIfNeeded();
  return form;
}

for (const formCase of FORMS) {
  for (const mode of MODES) {
    test(`the ${formCase.name} form, ${mode}: stored once, with its campaign, and the visitor sent on`, async ({
      browser,
      baseURL,
      pageErrors,
    }, testInfo: TestInfo) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: mode !== "scripts off",
      });
      try {
        const { page, requests } = await openContext(context, pageErrors);
        const release =
          mode === "script held back" ? await holdIslandScript(page, formCase.island) : () => {};
        const form = await openForm(page, formCase, mode);
        const email = uniqueEmail(testInfo, `${formCase.name}-${mode.replaceAll(" ", "-")}`);
        await formCase.fill(form, email);
        if (mode === "script held back") {
          // Sent while its script is still on its way: the island has not woken.
          await expect(form.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr");
        }
        await form.getByRole("button", { name: formCase.submit }).click();
        const carried = await expectArrival(page, requests, formCase.ends(mode, email));
        release();
        const leadId = await expectStoredOnce(email, formCase);
        if (carried !== undefined) expect(carried).toBe(leadId);
        await expectMailedOnce(email, formCase, baseURL!, leadId);
        expectCleanUrls(requests, email, page.url());
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

test("pressed twice and the next page reloaded, a form without scripts stores one lead", async ({
  browser,
  baseURL,
  pageErrors,
}, testInfo) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const { page, requests } = await openContext(context, pageErrors);
    const contact = FORMS.find((formCase) => formCase.name === "contact")!;
    const form = await openForm(page, contact, "scripts off");
    const email = uniqueEmail(testInfo, "twice");
    await contact.fill(form, email);
    await form.getByRole("button", { name: contact.submit }).dblclick();
    // The second press aborts the first press's navigation, which waitForURL (expectArrival)
    // would take for a failure: only where the page ends up counts here.
    await expect(page).toHaveURL(/\/thank-you$/);
    await page.reload();
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL(/\/thank-you$/);
    const posts = requests.filter((request) => request.method() === "POST");
    expect(posts.length).toBeGreaterThanOrEqual(1);
    await expectStoredOnce(email, contact);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an email the browser lets through but the lead API cannot use: a page says what to fix and leads back", async ({
  browser,
  baseURL,
  pageErrors,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const { page } = await openContext(context, pageErrors);
    const magnet = FORMS.find((formCase) => formCase.name === "lead-magnet")!;
    const form = await openForm(page, magnet, "scripts off");
    // The pattern the form gives the browser catches it first...
    const box = form.getByLabel(blogPage.leadMagnets.form.label);
    await box.fill("dana@clinic");
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
      true,
    );
    // ...and where a browser sends it anyway, the lead API answers with a page.
    await box.evaluate((input: HTMLInputElement) => input.removeAttribute("pattern"));
    await form.getByRole("button", { name: magnet.submit }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your details");
    await expect(page.getByRole("listitem")).toHaveText(["Email must be a valid email address"]);
    await expect(page).toHaveTitle(/Please check your details/);
    await page.getByRole("link", { name: "Go back to the form" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog#${playbook.download.slug}$`));
    expect(leadsFor("dana@clinic")).toEqual([]);
    // The 400 itself is all the browser reports.
    expectAndDropErrors(pageErrors, "/api/contact");
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

for (const name of ["home", "contact"]) {
  test(`the ${name} form's script, its lead refused by the API: the API's page says what to fix, and Back returns to the answers`, async ({
    browser,
    baseURL,
    pageErrors,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL });
    try {
      const { page, requests } = await openContext(context, pageErrors);
      const formCase = FORMS.find((candidate) => candidate.name === name)!;
      const form = await openForm(page, formCase, "script running");
      const email = uniqueEmail(testInfo, `${name}-refused`);
      await formCase.fill(form, email);
      // Pasted with a zero-width space, which the browser takes and the lead API refuses.
      const nameBox = form.locator('input[name="name"]');
      const typed = await nameBox.inputValue();
      await nameBox.fill(typed.replace(" ", "\u200B "));
      await form.getByRole("button", { name: formCase.submit }).click();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your details");
      await expect(page.getByRole("listitem")).toHaveText([
        "Name must be one line of plain text, without control, formatting or invisible characters",
      ]);
      // The script's request was refused, then the form went as it would without a script.
      const posts = requests.filter(
        (request) => request.method() === "POST" && request.url().endsWith("/api/contact"),
      );
      expect(posts.map((post) => post.headers()["content-type"]?.split(";")[0])).toEqual([
        "application/json",
        "application/x-www-form-urlencoded",
      ]);
      expect(leadsFor(email)).toEqual([]);

      // The browser's Back button, as the page says: the form, its answers still in.
      await page.goBack();
      const again = await hydrated(formCase.form(page));
      await expect(again.locator('input[name="email"]')).toHaveValue(email);
      await again.locator('input[name="name"]').fill(typed);
      await again.getByRole("button", { name: formCase.submit }).click();
      const carried = await expectArrival(page, requests, formCase.ends("script running", email));
      expect(carried).toBe(await expectStoredOnce(email, formCase));
      // The two refusals are all the browser reports.
      expectAndDropErrors(pageErrors, "/api/contact");
      expectAndDropErrors(pageErrors, "was not accepted by the lead API");
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test("an autofilled form sent a second after the page loaded is kept, its fill time counted from navigation", async ({
  page,
}, testInfo) => {
  await stubScheduler(page);
  const home = FORMS[0]!;
  await page.goto(campaign(home.path));
  const form = await hydrated(home.form(page));
  // A second after the load event, not counting the island's waking.
  await page.waitForFunction(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return !!navigation?.loadEventEnd && performance.now() > navigation.loadEventEnd + 1000;
  });
  const email = uniqueEmail(testInfo, "autofill");
  await home.fill(form, email);
  const sinceNavigation = await page.evaluate(() => performance.now());
  const request = page.waitForRequest(
    (sent) => sent.method() === "POST" && sent.url().endsWith("/api/contact"),
  );
  await form.getByRole("button", { name: home.submit }).click();
  const body = (await request).postDataJSON() as { form_elapsed_ms: number };
  expect(body.form_elapsed_ms).toBeGreaterThanOrEqual(Math.floor(sinceNavigation));
  await expectStoredOnce(email, home);
});
