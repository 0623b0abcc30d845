import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { startInboxServer, type InboxServer } from "./inbox-server";
import { expect, test } from "./fixtures";
import { chooseAllInPlace, expectAccessible, screenshots } from "./inbox-checks";

// The inbox's suspected folder and its trash against the build under test (e2e/inbox-server.ts):
// a folder of more than a page, discarded to the trash, restored, deleted for good after a second
// step, by two staff at once; a submission's own page; all of it with scripts off, and choosing
// all in place with them on.
test.describe.configure({ mode: "serial" });

const OFFICE_MANAGER = { email: "dana@lakeshoredental.example", name: "Dana Whitfield" };
const FRONT_DESK = { email: "sam@lakeshoredental.example", name: "Sam Ortiz" };
/** Kept apart by the database: more than a page of them. */
const SEEDED = 57;

let inbox: InboxServer;

test.beforeAll(async () => {
  inbox = await startInboxServer();
  await inbox.addStaff(OFFICE_MANAGER, FRONT_DESK);
});
test.afterAll(async () => {
  await inbox?.stop();
});

const signIn = (page: Page, email: string) => inbox.signIn(page, email);

/** A landing lead from an ad; `bot` fills the field only robots see, so it is kept apart. */
const sendLanding = (fullName: string, email: string, bot: boolean) =>
  inbox.sendLanding({
    fullName,
    email,
    notes: "Calls after 5 pm go to voicemail; we lose new patients to the practice next door.",
    utm_source: "google",
    utm_campaign: "after-hours-dental",
    page_url:
      "https://voltcare.example/landing?utm_source=google&utm_medium=cpc&utm_campaign=after-hours-dental&gclid=Cj0KCQiA4NWrBhD-ARIsAFCKwWt7Gm9x2EXAMPLE",
    referrer: "https://www.google.com/search?q=after+hours+answering+dental",
    ...(bot ? { company_website: "https://bots.example" } : {}),
  });

/** What the folder holds, as a count of rows, read from the server's database. */
function stored(where: string): number {
  const db = new Database(inbox.databaseFile, { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from leads where ${where}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
const inFolder = () => stored("suspected is not null and discarded_at is null");
const inTrash = () => stored("discarded_at is not null");

/** Submissions kept apart over the last ten days, as bots send them: tags, a search, a long pitch. */
function seedSuspected(count: number): void {
  const db = new Database(inbox.databaseFile);
  const insert = db.prepare(`insert into leads (id, created_at, form, name, email, phone, subject,
    message, page_url, referrer, utm_source, utm_medium, utm_campaign, suspected)
    values (?, ?, 'contact', ?, ?, ?, 'Partnership opportunity', ?, ?, ?, 'google', 'cpc', ?, ?)`);
  const now = Date.now();
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const campaign = ["spring-dental", "chiro-retarget", "medspa-launch"][n % 3]!;
      insert.run(
        `seeded-${String(n).padStart(3, "0")}`,
        new Date(now - (n + 1) * 4 * 3_600_000).toISOString(),
        `Growth Partner ${n}`,
        `outreach${n}@cheap-links-${n % 7}.example`,
        `(512) 555-${String(1000 + n).slice(-4)}`,
        `We offer SEO packages for practices: https://cheap-links-${n % 7}.example/offer?ref=${"x9".repeat(30)} `.repeat(
          8,
        ),
        `https://voltcare.example/contact?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`,
        "https://www.google.com/search?q=dental+marketing+agency",
        campaign,
        n % 2 ? "fill-time" : "honeypot",
      );
    }
  })();
  db.close();
}

/** A suspected submission's own panel on its page. */
const keptApart = (page: Page) =>
  page.locator("section", {
    has: page.getByRole("heading", { name: /^(Kept apart as suspected|In the trash)$/ }),
  });
const menuLink = (page: Page) =>
  page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: /^Suspected/ });
const top = (page: Page) => page.getByRole("group", { name: "With the chosen ones" }).first();
const bottom = (page: Page) => page.getByRole("group", { name: "With the chosen ones" }).last();
const rowBoxes = (page: Page) => page.getByRole("checkbox", { name: /^Choose (?!all)/ });

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test(`the folder's submissions go to a trash, come back, and are deleted for good after a second step ${ANY_WIDTH}`, async ({
    page,
    browser,
  }, testInfo) => {
    // Two staff, every step a page load.
    test.slow();
    seedSuspected(SEEDED);
    await sendLanding("Maria Alvarez", "maria@alvarezdental.example", false);
    expect(inFolder()).toBe(SEEDED);

    await signIn(page, OFFICE_MANAGER.email);
    // The menu counts what waits in the folder, in its name too.
    await expect(menuLink(page)).toHaveAccessibleName(`Suspected ${SEEDED}`);
    await menuLink(page).click();
    const places = page.getByRole("navigation", { name: "Suspected submissions" });
    await expect(places.getByRole("link")).toHaveText([`Suspected ${SEEDED}`, "Trash 0"]);
    await expect(rowBoxes(page)).toHaveCount(50);
    await screenshots(page, testInfo, "suspected-folder");

    // Nothing chosen: nothing done, and said so.
    await top(page).getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("alert")).toHaveText("Choose at least one first.");

    // Choose all, without a script: the page again with every box checked; discarded from below.
    await page.getByRole("link", { name: "Choose all on this page" }).click();
    await expect(page).toHaveURL(/\/inbox\/suspected\?all=1$/);
    for (const box of await rowBoxes(page).all()) await expect(box).toBeChecked();
    await expect(page.getByRole("link", { name: "Clear the choice" })).toBeVisible();
    await bottom(page).getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Moved 50 to the trash. Restore them from there within 30 days if one was real.",
    );
    expect([inFolder(), inTrash()]).toEqual([SEEDED - 50, 50]);
    await expect(menuLink(page)).toHaveAccessibleName(`Suspected ${SEEDED - 50}`);

    // The trash: who discarded each and when; three restored.
    await page.getByRole("link", { name: /^Trash/ }).click();
    await expect(page).toHaveURL(/\/inbox\/suspected\/trash$/);
    await expect(page.getByText(`Discarded by ${OFFICE_MANAGER.name}`)).toHaveCount(50);
    for (const n of ["000", "001", "002"]) {
      await page.getByLabel(`Choose Growth Partner ${Number(n)}`, { exact: true }).check();
    }
    await top(page).getByRole("button", { name: "Restore" }).click();
    await expect(page.getByRole("status")).toHaveText("Restored 3 to the suspected folder.");
    await screenshots(page, testInfo, "suspected-trash");

    // Delete for good asks first, saying how many; Keep them deletes nothing.
    await page.getByRole("link", { name: "Choose all on this page" }).click();
    await bottom(page).getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText("This deletes 47 submissions for good.")).toBeVisible();
    expect(inTrash()).toBe(47);
    await page.getByRole("link", { name: "Keep them" }).click();
    await expect(page).toHaveURL(/\/inbox\/suspected\/trash$/);
    await page.getByRole("link", { name: "Choose all on this page" }).click();
    await top(page).getByRole("button", { name: "Delete for good" }).click();
    await expect(page).toHaveTitle(/^Delete for good\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trash");
    await expect(
      page.getByText("This deletes 47 submissions for good. They cannot be brought back."),
    ).toBeVisible();
    await screenshots(page, testInfo, "suspected-delete-confirm");

    // Meanwhile the front desk restores two of them, from a trash page opened before.
    const frontDesk = await staffPage(browser, FRONT_DESK.email);
    await frontDesk.goto(`${inbox.origin}/inbox/suspected/trash`);
    for (const n of [10, 11]) {
      await frontDesk.getByLabel(`Choose Growth Partner ${n}`, { exact: true }).check();
    }
    await bottom(frontDesk).getByRole("button", { name: "Restore" }).click();
    await expect(frontDesk.getByRole("status")).toHaveText("Restored 2 to the suspected folder.");
    const staleTrash = `${inbox.origin}/inbox/suspected/trash`;
    await frontDesk.goto(staleTrash);

    // The confirmation deletes what is still in the trash, and says what someone else did first.
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByRole("status")).toHaveText("Deleted 45 for good.");
    await expect(page.getByRole("alert")).toHaveText(
      "Not deleted, as someone else restored them first: 2. They are back in the suspected folder.",
    );
    expect([inFolder(), inTrash()]).toEqual([SEEDED - 50 + 5, 0]);
    await expect(page.getByText("The trash is empty.")).toBeVisible();

    // The front desk's page still shows them: restoring what is gone restores nothing, and says why.
    await frontDesk.getByLabel("Choose Growth Partner 20", { exact: true }).check();
    await top(frontDesk).getByRole("button", { name: "Restore" }).click();
    await expect(frontDesk.getByRole("alert")).toHaveText(
      "No longer here, as someone else deleted them for good or their 30 days were up, so nothing of them can be brought back: 1.",
    );
    await expect(frontDesk.getByRole("status")).toHaveCount(0);
    await frontDesk.context().close();
  });

  test(`a suspected submission's page releases or discards it, and says what was and would be sent ${ANY_WIDTH}`, async ({
    page,
  }, testInfo) => {
    // A person's landing form taken for a bot's, a bot's, then a lead sent after them.
    await sendLanding("Real Person", "real@kept-apart.example", true);
    await sendLanding("Spam Bot", "bot@kept-apart.example", true);
    await sendLanding("Priya Patel", "priya@glowmedspa.example", false);
    await signIn(page, OFFICE_MANAGER.email);
    await menuLink(page).click();
    await page.getByRole("link", { name: "Real Person" }).click();
    await expect(page.getByRole("link", { name: "Suspected", exact: true })).toHaveAttribute(
      "href",
      "/inbox/suspected",
    );
    await expect(keptApart(page)).toContainText("Filled in the field only robots see");
    await expect(keptApart(page)).toContainText(
      "Nothing has been sent, to you or to them. Releasing it sends it to you as a new lead (Email to the agency, Email to the visitor), at the top of the leads.",
    );
    // The menu marks the folder it is in.
    await expect(menuLink(page)).toHaveAttribute("aria-current", "page");
    // Nothing of a lead's work, nor a list of deliveries that never were.
    for (const heading of ["Where it stands", "Notes", "Deliveries"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toHaveCount(0);
    }
    await screenshots(page, testInfo, "suspected-item");

    await page.getByRole("button", { name: "Release as a lead" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "Released. It is a lead now, and its emails are on their way.",
    );
    await expect(page.getByRole("heading", { name: "Where it stands" })).toBeVisible();
    await expect(
      page.getByText(`${OFFICE_MANAGER.name} released it from the suspected folder`),
    ).toBeVisible();
    await expect(page.getByText("Sent and kept apart as suspected: Landing page")).toBeVisible();
    // Listed as arriving now: above Priya, who was sent after it.
    await page.getByRole("link", { name: "All leads" }).click();
    await expect(page.locator("tbody tr").first()).toContainText("Real Person");
    await expect(page.locator("tbody tr").nth(1)).toContainText("Priya Patel");

    // Discarded from its page, it shows its trash, and is deleted for good after a second step.
    await menuLink(page).click();
    await page.getByRole("link", { name: "Spam Bot" }).click();
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Moved to the trash." })).toHaveText(
      "Moved to the trash. Restore it within 30 days if it was a real lead.",
    );
    await expect(keptApart(page)).toContainText(`Discarded by ${OFFICE_MANAGER.name},`);
    await screenshots(page, testInfo, "suspected-item-trash");
    await page.getByRole("link", { name: "Delete for good" }).click();
    await expect(
      page.getByText("This deletes 1 submission for good. It cannot be brought back."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page).toHaveURL(
      /\/inbox\/suspected\/trash\?notice=deleted&count=1&moved=0&gone=0$/,
    );
    await expect(page.getByRole("status")).toHaveText("Deleted 1 for good.");
    expect(stored("email = 'bot@kept-apart.example'")).toBe(0);
  });
});

test(`with scripts, a box chooses every submission on the page in place ${ANY_WIDTH}`, async ({
  page,
  pageErrors,
}) => {
  await signIn(page, FRONT_DESK.email);
  await menuLink(page).click();
  await expectAccessible(page);
  const boxes = rowBoxes(page);
  const { all, count } = await chooseAllInPlace(page, boxes);
  expect(count).toBe(inFolder());
  await expect(page).toHaveURL(/\/inbox\/suspected$/);
  // One unchosen: the box says some are.
  await boxes.first().uncheck();
  expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await boxes.first().check();
  await expect(all).toBeChecked();
  await top(page).getByRole("button", { name: "Discard" }).click();
  await expect(page.getByRole("status")).toContainText(`Moved ${count} to the trash.`);
  await expect(menuLink(page)).toHaveAccessibleName("Suspected");
  await expect(page.getByText("Nothing is kept apart.")).toBeVisible();

  // The trash, a discarded one's page and Delete for good's second step read as well.
  await page.getByRole("link", { name: `Trash ${count}` }).click();
  await expectAccessible(page);
  await page
    .getByRole("link", { name: /^Growth Partner/ })
    .first()
    .click();
  await expect(keptApart(page)).toContainText(`Discarded by ${FRONT_DESK.name},`);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Trash", exact: true }).click();
  await page.getByRole("checkbox", { name: "Choose all on this page" }).check();
  await bottom(page).getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText(`This deletes ${count} submissions for good.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Keep them" }).click();
  expect(inTrash()).toBe(count);
  expect(pageErrors).toEqual([]);
});

/** A second staff member's page, in a browser of their own, signed in. */
async function staffPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}
