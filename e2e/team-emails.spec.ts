import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { ANY_WIDTH } from "../playwright.config";
import { startInboxServer, type InboxServer } from "./inbox-server";
import { expect, test } from "./fixtures";

// Who new leads go to and who gets their email, against the build under test served with its
// delivery worker on (e2e/inbox-server.ts): an admin sets the rule on the account page with
// scripts off, leads are sent through the landing form, and the agency's emails are read from the
// server's own SMTP server.
test.describe.configure({ mode: "serial" });

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const TEAM = "team@voltcare.example";
/** The practice's staff: the first account is the admin. */
const OFFICE_MANAGER = { email: "dana@lakeshoredental.example", name: "Dana Whitfield" };
const FRONT_DESK = { email: "sam@lakeshoredental.example", name: "Sam Ortiz" };
const HYGIENIST = { email: "priya@lakeshoredental.example", name: "Priya Patel" };

let inbox: InboxServer;

test.beforeAll(async () => {
  inbox = await startInboxServer({ LEAD_WORKER: "on", LEAD_WORKER_INTERVAL_MS: "200" });
  await inbox.addStaff(OFFICE_MANAGER, FRONT_DESK, HYGIENIST);
});
test.afterAll(async () => {
  await inbox?.stop();
});

/** Signs in with a link from `npm run leads -- staff link`, and opens the account page. */
async function openAccount(page: Page, email: string): Promise<void> {
  await inbox.signIn(page, email);
  await page.getByRole("link", { name: "Your account" }).click();
}

const panel = (page: Page, heading: string) =>
  page.locator("section", { has: page.getByRole("heading", { name: heading }) });

/** A lead through the landing form's endpoint, posted as the form posts without scripts. */
const sendLead = (fullName: string, email: string) =>
  inbox.sendLanding({
    fullName,
    email,
    notes: "Two front-desk lines; calls after 5 pm go to voicemail.",
    utm_source: "google",
    utm_campaign: "after-hours-dental",
  });

/** The agency's email about the lead from `visitor`, once the worker has sent it: its recipients. */
async function agencyEmailRecipients(visitor: string): Promise<string[]> {
  const about = () =>
    inbox.mail.messages.find((message: ParsedMail) => message.replyTo?.text === visitor);
  await expect.poll(() => about() !== undefined, { timeout: 15_000 }).toBe(true);
  const to = about()!.to;
  return [to ?? []].flat().flatMap((address) => address.value.map((one) => one.address ?? ""));
}

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test(`the front desk turns lead emails off on their account page; the rule is an admin's ${ANY_WIDTH}`, async ({
    page,
  }, testInfo) => {
    await openAccount(page, FRONT_DESK.email);
    const emails = panel(page, "Emails about new leads");
    await expect(emails.getByLabel("Only new leads assigned to me")).toBeChecked();
    await expect(emails).toContainText(
      `the agency's own address list (${TEAM}) gets every new lead`,
    );
    await emails.getByLabel("None").check();
    await emails.getByRole("button", { name: "Save my choice" }).click();
    await expect(page).toHaveURL(`${inbox.origin}/inbox/account?notice=lead-emails#lead-emails`);
    await expect(emails.getByRole("status")).toHaveText(
      "Saved. Lead emails come to you as you chose from now on.",
    );
    await expect(emails.getByLabel("None")).toBeChecked();

    const rule = panel(page, "Who new leads go to");
    await expect(rule).toContainText("New leads go to no one");
    await expect(rule).toContainText("Choosing who new leads go to is for an admin.");
    await expect(rule.getByRole("radio")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("account-staff.png"), fullPage: true });
  });

  test(`an admin gives new leads to one person, who gets each one's email; whoever chose none gets none ${ANY_WIDTH}`, async ({
    page,
  }) => {
    await openAccount(page, OFFICE_MANAGER.email);
    const rule = panel(page, "Who new leads go to");
    await expect(rule.getByLabel("No one")).toBeChecked();
    await rule.getByLabel("One person").check();
    await rule
      .getByLabel("Person", { exact: true })
      .selectOption({ label: `${HYGIENIST.name} (${HYGIENIST.email})` });
    await rule.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(
      `${inbox.origin}/inbox/account?notice=new-lead-rule#new-lead-rule`,
    );
    await expect(rule.getByRole("status")).toHaveText(
      "Saved. New leads go where you chose from now on.",
    );
    await expect(rule.getByLabel("One person")).toBeChecked();

    await sendLead("Maria Alvarez", "maria@alvarezdental.example");
    expect(await agencyEmailRecipients("maria@alvarezdental.example")).toEqual([
      TEAM,
      HYGIENIST.email,
    ]);

    // Given to the front desk, who chose no lead emails: only the agency's list hears of it.
    await rule
      .getByLabel("Person", { exact: true })
      .selectOption({ label: `${FRONT_DESK.name} (${FRONT_DESK.email})` });
    await rule.getByRole("button", { name: "Save" }).click();
    await expect(rule.getByRole("status")).toBeVisible();
    await sendLead("Glen Park", "glen@parkfamilydental.example");
    expect(await agencyEmailRecipients("glen@parkfamilydental.example")).toEqual([TEAM]);

    // Every change to the rule is in the audit log, by who made it.
    await page.goto(`${inbox.origin}/inbox/audit`);
    await expect(
      page.getByRole("row").filter({ hasText: "Changed who new leads go to" }),
    ).toHaveCount(2);
  });
});

/** Fails on anything axe-core finds against WCAG 2.2 AA, and on a page wider than the screen. */
async function expectReadable(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test(`the account page says when the one person named is gone, and shows the turns ${ANY_WIDTH}`, async ({
  page,
}, testInfo) => {
  await openAccount(page, OFFICE_MANAGER.email);
  const shoot = async (name: string) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectReadable(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  };
  await shoot("account-one-person");

  const removed = await inbox.leads("staff", "remove", FRONT_DESK.email);
  expect(removed.output).toContain("1 lead it owned has no owner now.");
  await page.reload();
  const rule = panel(page, "Who new leads go to");
  await expect(rule.getByRole("alert")).toHaveText(
    `New leads were set to go to ${FRONT_DESK.email}, whose account has been removed, so they go to no one for now. Choose someone else, or another way.`,
  );
  await expect(rule.getByLabel("No one")).toBeChecked();
  await rule.screenshot({ path: testInfo.outputPath("account-person-removed.png") });

  await rule.getByLabel("Each of us in turn").check();
  await rule.getByRole("button", { name: "Save" }).click();
  await expect(rule.getByRole("status")).toBeVisible();
  // By address: Dana, then Priya; no lead has gone in turn yet.
  await expect(rule.getByRole("listitem")).toHaveText([
    `1${OFFICE_MANAGER.name}Next`,
    `2${HYGIENIST.name}`,
  ]);
  await shoot("account-turns");
});
