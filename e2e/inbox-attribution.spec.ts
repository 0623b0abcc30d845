import type { Locator, Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { startInboxServer, storeLeads, type InboxServer } from "./inbox-server";
import { expect, test } from "./fixtures";
import type { NewLead } from "../src/server/db/schema";

// Where leads came from, as the report counts them and the list shows them, against the build
// under test with a server and database of its own (e2e/inbox-server.ts): four weeks of leads
// from tagged ads, bare ad clicks, search engines, the site's own pages and no referrer at all.
const STAFF = { email: "dana@brightsmile.example", name: "Dana Whitfield" };

let inbox: InboxServer;

/** Where each lead came from, in turn: as the site's forms store a visit's tags and referrer. */
function visitOf(n: number, site: string): Partial<NewLead> {
  const origins: Partial<NewLead>[] = [
    {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-implants",
      gclid: `Cj0KCQiA${n}`,
      page_url: `${site}/landing?utm_source=google&utm_medium=cpc&utm_campaign=spring-implants&gclid=Cj0KCQiA${n}`,
    },
    { gclid: `EAIaIQobChMI${n}`, page_url: `${site}/?gclid=EAIaIQobChMI${n}` },
    {
      referrer: "https://www.google.com/",
      page_url: `${site}/blog/after-hours-calls`,
    },
    {
      referrer: `https://www.bing.com/search?q=dental+answering+service+${n}`,
      page_url: `${site}/services/ai-receptionist`,
    },
    { referrer: `${site}/pricing`, page_url: `${site}/contact` },
    {
      utm_source: "Facebook",
      utm_medium: "Paid Social",
      utm_campaign: "Spring Sale",
      fbclid: `IwAR${n}`,
      page_url: `${site}/landing?utm_campaign=Spring%20Sale`,
    },
    { page_url: `${site}/case-studies/lakeshore-dental` },
  ];
  return origins[n % origins.length]!;
}

test.beforeAll(async () => {
  inbox = await startInboxServer();
  const added = await inbox.leads("staff", "add", STAFF.email, "--name", STAFF.name);
  expect(added.code, added.output).toBe(0);
  const now = Date.now();
  const leads: NewLead[] = Array.from({ length: 240 }, (_, n) => ({
    id: `attribution-${String(n).padStart(4, "0")}`,
    // One every two hours and a half, going back twenty-five days.
    created_at: new Date(now - 60_000 - n * 9_000_000).toISOString(),
    form: ["landing", "contact", "home"][n % 3]!,
    name: `Practice Owner ${n}`,
    email: `owner${n}@practice${n % 41}.example`,
    practice: `Practice ${n % 41} Family Dental`,
    message:
      "We miss most calls over lunch and after five, and the answering service books nobody.",
    status: (["new", "new", "contacted", "booked", "won", "lost"] as const)[n % 6],
    suspected: n % 19 === 0 ? "honeypot" : null,
    ...visitOf(n, inbox.origin),
  }));
  await storeLeads(inbox, leads);
});
test.afterAll(async () => {
  await inbox?.stop();
});

/** The leads a report row counts, as its table shows them. */
async function leadsOf(row: Locator): Promise<number> {
  const cell = await row.getByRole("cell").nth(1).innerText();
  return Number(/^[\d,]+/.exec(cell)![0].replace(/,/g, ""));
}

/** Follows a report row's link, and finds the list says as many leads as the row counts. */
async function followRow(page: Page, table: string, name: string): Promise<number> {
  await page.goto(`${inbox.origin}/inbox/report?weeks=4`);
  const row = page
    .getByRole("region", { name: `${table}, as a table` })
    .getByRole("row", { name: new RegExp(`^${name.replace(/[()/.]/g, "\\$&")}(\\s|$)`) });
  const counted = await leadsOf(row);
  expect(counted, `${table}: ${name}`).toBeGreaterThan(0);
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/inbox\?/);
  await expect(page.getByRole("navigation", { name: "Leads by status" })).toContainText(
    `All ${counted}`,
  );
  return counted;
}

test(`each report row leads to the list of its leads, named and counted alike ${ANY_WIDTH}`, async ({
  page,
}, testInfo) => {
  await page.goto(await inbox.signInLink(STAFF.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${inbox.origin}/inbox`);

  // A visit from a Google search, with no tags: the report's row, the list's, and its page's.
  await followRow(page, "By source", "google.com / referral");
  await expect(page).toHaveURL(/source=google\.com\+%2F\+referral/);
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toContainText("google.com / referral");
  for (const origin of await rows.locator("td:nth-child(3) p:nth-child(2)").allInnerTexts()) {
    expect(origin).toBe("google.com / referral");
  }
  await expect(page.getByLabel("Source / medium")).toHaveValue("google.com / referral");
  await rows.first().getByRole("link").click();
  // Named by the rule, above the referrer as it came.
  await expect(page.getByText("google.com / referral", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Referrer" })).toHaveValue(
    "https://www.google.com/",
  );

  // An ad click with no tags is the ad's network's, with the tagged ones.
  await followRow(page, "By source", "google / cpc");
  await followRow(page, "By source", "(direct) / (none)");
  await followRow(page, "By campaign", "spring-sale");
  await followRow(page, "By campaign", "(none)");
  await followRow(page, "By landing page", "/blog/after-hours-calls");
  await followRow(page, "By form", "Contact form");

  // The first week's, and the period's.
  await page.goto(`${inbox.origin}/inbox/report?weeks=4`);
  const firstWeek = page.getByRole("region", { name: "By week, as a table" }).getByRole("row");
  const week = (await firstWeek.nth(1).getByRole("rowheader").getByRole("link").innerText()).trim();
  await followRow(page, "By week", week);
  await followRow(page, "By week", "All");

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${inbox.origin}/inbox/report?weeks=4`);
    await page.screenshot({ path: testInfo.outputPath(`report-${width}.png`), fullPage: true });
    await page
      .locator("#by-source")
      .screenshot({ path: testInfo.outputPath(`report-by-source-${width}.png`) });
    await followRow(page, "By source", "bing.com / referral");
    await page.screenshot({ path: testInfo.outputPath(`leads-${width}.png`), fullPage: true });
    await page.screenshot({ path: testInfo.outputPath(`leads-top-${width}.png`) });
  }
});

test(`a source no lead came from is a filter that finds none, shown and cleared ${ANY_WIDTH}`, async ({
  page,
}) => {
  await page.goto(await inbox.signInLink(STAFF.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  // As an older bookmark has it: a tag as the link carried it.
  await page.goto(`${inbox.origin}/inbox?source=Facebook`);
  await expect(page.getByLabel("Source / medium")).toHaveValue("facebook");
  await expect(page.locator("tbody tr").first()).toContainText("facebook / paid-social");

  await page.goto(`${inbox.origin}/inbox?source=nowhere.example+%2F+organic`);
  await expect(
    page.getByText("No lead came from nowhere.example / organic", { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel("Source / medium")).toHaveValue("nowhere.example / organic");
  await expect(page.getByRole("navigation", { name: "Leads by status" })).toContainText("All 0");
  await page.getByLabel("Source / medium").selectOption("");
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page).toHaveURL(`${inbox.origin}/inbox`);
  await expect(page.locator("tbody tr")).toHaveCount(50);
});
