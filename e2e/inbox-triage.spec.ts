import type { Locator, Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { expectAccessible, expectFitsAndAccessible } from "./inbox-checks";
import { startInboxServer, storeLeads, type InboxServer } from "./inbox-server";
import { expect, test } from "./fixtures";
import { isDownload, isRepeat, isUnopened, triageLeads } from "../test/triage-leads";

// The list of leads as the front desk triages it, against the build under test with a server and
// database of its own (e2e/inbox-server.ts) holding 300 leads, the newest minutes old.
test.describe.configure({ mode: "serial" });

const STAFF = { email: "dana@brightsmile.example", name: "Dana Whitfield" };
const leads = triageLeads(300, new Date());

let inbox: InboxServer;

test.beforeAll(async () => {
  inbox = await startInboxServer();
  const added = await inbox.leads("staff", "add", STAFF.email, "--name", STAFF.name);
  expect(added.code, added.output).toBe(0);
  await storeLeads(inbox, leads);
});
test.afterAll(async () => {
  await inbox?.stop();
});

const rows = (page: Page) => page.locator("tbody tr");
const leadLink = (row: Locator) => row.locator("[data-lead-link]");
const weight = (link: Locator) => link.evaluate((element) => getComputedStyle(element).fontWeight);

test(`twelve leads and more above the fold at 1440×900, each saying what triage needs ${ANY_WIDTH}`, async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await inbox.signIn(page, STAFF.email);
  await expect(rows(page)).toHaveCount(50);
  const above = await rows(page).evaluateAll(
    (all) => all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
  );
  testInfo.annotations.push({ type: "rows above the fold at 1440×900", description: `${above}` });
  await page.screenshot({ path: testInfo.outputPath("triage-1440.png") });
  expect(above, "rows wholly above the fold").toBeGreaterThanOrEqual(12);

  // The newest, minutes old and opened by no one: bold, and said so to a screen reader.
  const newest = rows(page).first();
  await expect(leadLink(newest)).toHaveText(leads[0]!.name);
  await expect(leadLink(newest)).toHaveAccessibleDescription("Not opened yet");
  expect(Number(await weight(leadLink(newest)))).toBeGreaterThanOrEqual(700);
  await expect(newest.locator("time")).toHaveText(/^3 min ago/);
  await expect(newest.locator("time")).toHaveAttribute("datetime", leads[0]!.created_at);
  await expect(newest.locator("time")).toHaveAttribute(
    "title",
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M C[SD]T$/,
  );
  // One opened already: in regular type, nothing said.
  const opened = leads.findIndex((_, n) => !isUnopened(n));
  await expect(leadLink(rows(page).nth(opened))).not.toHaveAttribute("aria-describedby", /./);
  expect(Number(await weight(leadLink(rows(page).nth(opened))))).toBeLessThan(700);

  // A download's lead, whose name is the site's stand-in: its address stands for it.
  const download = leads.findIndex((_, n) => isDownload(n));
  await expect(leadLink(rows(page).nth(download))).toHaveText(leads[download]!.email);
  await expect(rows(page).filter({ hasText: "Website Visitor" })).toHaveCount(0);

  // An address that wrote twice, in other capitals: both rows say so, and lead to both leads.
  const repeat = leads.findIndex((_, n) => isRepeat(n));
  const twice = rows(page).nth(repeat).getByRole("link", { name: "2 leads from this address" });
  await expect(twice).toHaveText("2 leads");
  await expect(
    rows(page)
      .nth(repeat + 2)
      .getByRole("link", { name: "2 leads from this address" }),
  ).toBeVisible();
  await expect(rows(page).getByRole("link", { name: /leads from this address$/ })).toHaveCount(
    leads.slice(0, 50).filter((_, n) => isRepeat(n) || (n >= 2 && isRepeat(n - 2))).length,
  );
  await twice.click();
  await expect(rows(page)).toHaveCount(2);
  expect(page.url().toLowerCase()).not.toContain(leads[repeat]!.email.toLowerCase().split("@")[0]);
  await expect(page.getByLabel("Search")).toHaveValue(leads[repeat]!.email);
  await expect(leadLink(rows(page))).toHaveText([leads[repeat]!.name, leads[repeat + 2]!.name]);
});

test(`a lead opened by anyone is no longer bold ${ANY_WIDTH}`, async ({ page }) => {
  await inbox.signIn(page, STAFF.email);
  const second = leadLink(rows(page).nth(1));
  await expect(second).toHaveAccessibleDescription("Not opened yet");
  await second.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(leads[1]!.name);
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(leadLink(rows(page).nth(1))).not.toHaveAttribute("aria-describedby", /./);
  expect(Number(await weight(leadLink(rows(page).nth(1))))).toBeLessThan(700);
  // The others it opened nothing of.
  await expect(leadLink(rows(page).nth(2))).toHaveAccessibleDescription("Not opened yet");

  // A download's lead is called by its address on its own page too.
  const download = leads.findIndex((_, n) => isDownload(n));
  await leadLink(rows(page).nth(download)).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(leads[download]!.email);
  expect((await page.title()).startsWith(`${leads[download]!.email} · `)).toBe(true);
});

test(`j and k highlight whole rows, Enter opens, ? shows the keys ${ANY_WIDTH}`, async ({
  page,
}, testInfo) => {
  await inbox.signIn(page, STAFF.email);
  const background = (row: Locator) =>
    row.evaluate((element) => getComputedStyle(element).backgroundColor);
  const plain = await background(rows(page).nth(2));
  await page.keyboard.press("j");
  await expect(leadLink(rows(page).first())).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await expect(leadLink(rows(page).nth(2))).toBeFocused();
  expect(await background(rows(page).nth(2))).not.toBe(plain);
  expect(await background(rows(page).nth(1))).toBe(plain);
  await page.keyboard.press("k");
  await expect(leadLink(rows(page).nth(1))).toBeFocused();
  expect(await background(rows(page).nth(1))).not.toBe(plain);
  await page.screenshot({ path: testInfo.outputPath("triage-highlight.png") });

  // ? lists the keys; Esc closes, the focus back on the row it left.
  const keys = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await page.keyboard.press("?");
  await expect(keys).toBeVisible();
  await expect(keys.locator("dt")).toHaveText(["j", "k", "Enter", "e", "?"]);
  // Keys mean nothing to the list behind it while it is open.
  await page.keyboard.press("j");
  await page.screenshot({ path: testInfo.outputPath("triage-keys.png") });
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(keys).toBeHidden();
  await expect(leadLink(rows(page).nth(1))).toBeFocused();
  // Its button too, closed by its own.
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(keys).toBeVisible();
  await keys.getByRole("button", { name: "Close" }).click();
  await expect(keys).toBeHidden();
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeFocused();

  await leadLink(rows(page).nth(1)).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(leads[1]!.name);
});

test("without scripts the list is as it was: no keys' button, every lead a link", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await inbox.signIn(page, STAFF.email);
    await expect(leadLink(rows(page))).toHaveCount(50);
    await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeHidden();
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog")).toBeHidden();
  } finally {
    await context.close();
  }
});

test("the list fits a phone and a wide screen, readable and accessible", async ({
  page,
}, testInfo) => {
  await inbox.signIn(page, STAFF.email);
  const width = page.viewportSize()!.width;
  await expect(rows(page)).toHaveCount(50);
  await page.screenshot({ path: testInfo.outputPath(`triage-list-${width}.png`) });
  await expectFitsAndAccessible(page);
  // A row's lead link is large enough to tap: the whole card or line.
  const box = await leadLink(rows(page).first()).evaluate((link) => {
    const cover = getComputedStyle(link, "::after");
    return { width: parseFloat(cover.width), height: parseFloat(cover.height) };
  });
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(box.width).toBeGreaterThanOrEqual(width < 500 ? 300 : 1000);
});
