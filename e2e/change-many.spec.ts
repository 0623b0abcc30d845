import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { MAX_AT_ONCE } from "../src/inbox/server/change-many";
import { recallReplies } from "../test/search-leads";
import {
  startInboxServer,
  storeLeads,
  storeSearchableLeads,
  type InboxServer,
} from "./inbox-server";
import { expect, test } from "./fixtures";
import { chooseAllInPlace, expectAccessible, screenshots } from "./inbox-checks";

// Many leads at once against the build under test, with a server and database of its own
// (e2e/inbox-server.ts) holding 320 leads as the site receives them: chosen in the list and given a
// status or an owner in one step, all under the filters after a confirmation, a lead changed
// meanwhile left and named; saved views; a search of more than 1,000 leads, counted to "1,000+" and
// refused as a whole. With scripts off every step is a page load; with them on, a box chooses the
// whole page in place.
test.describe.configure({ mode: "serial" });

const OFFICE_MANAGER = { email: "dana@brightsmile.example", name: "Dana Whitfield" };
const FRONT_DESK = { email: "sam@brightsmile.example", name: "Sam Ortiz" };

let inbox: InboxServer;

test.beforeAll(async () => {
  inbox = await startInboxServer();
  await inbox.addStaff(OFFICE_MANAGER, FRONT_DESK);
  await storeSearchableLeads(inbox, 320);
});
test.afterAll(async () => {
  await inbox?.stop();
});

/** A query's rows, read from the server's database. */
function stored<Row>(query: string, ...values: unknown[]): Row[] {
  const db = new Database(inbox.databaseFile, { readonly: true });
  try {
    return db.prepare(query).all(...values) as Row[];
  } finally {
    db.close();
  }
}
const counted = (where: string, ...values: unknown[]) =>
  stored<{ n: number }>(`select count(*) as n from leads where ${where}`, ...values)[0]!.n;

/** Someone else's change to a lead, as their own page makes it: the version moves on. */
function changedElsewhere(id: string): void {
  const db = new Database(inbox.databaseFile);
  db.prepare(
    "update leads set status = 'won', status_by = ?, status_at = ?, version = version + 1 where id = ?",
  ).run(FRONT_DESK.email, new Date().toISOString(), id);
  db.close();
}

const actions = (page: Page) => page.getByRole("group", { name: "With the chosen leads" });
/** The saved views' menu, a disclosure: a click opens or closes it. */
const savedViewsMenu = (page: Page) => page.locator("summary").filter({ hasText: "Saved views" });
const rowBoxes = (page: Page) => page.getByRole("checkbox", { name: /^Choose (?!all)/ });

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test(`twenty leads change status in one step, and one changed meanwhile is left and named ${ANY_WIDTH}`, async ({
    page,
  }, testInfo) => {
    const isNew = "status = 'new' and suspected is null";
    const before = counted(isNew);
    expect(before).toBeGreaterThan(50);
    await inbox.signIn(page, OFFICE_MANAGER.email);
    await page.goto(`${inbox.origin}/inbox?status=new`);
    await expect(rowBoxes(page)).toHaveCount(50);
    const boxes = await rowBoxes(page).all();
    for (const box of boxes.slice(0, 20)) await box.check();
    await screenshots(page, testInfo, "change-many-chosen");
    await actions(page).getByLabel("New status").selectOption("Contacted");
    await actions(page).getByRole("button", { name: "Set status" }).click();

    await expect(page).toHaveURL(/\/inbox\?status=new&changed=status&to=contacted&count=20$/);
    await expect(page.getByRole("status").first()).toHaveText("Set to Contacted: 20.");
    expect(counted(isNew)).toBe(before - 20);
    expect(
      counted("status = 'contacted' and status_by = ? and version = 2", OFFICE_MANAGER.email),
    ).toBe(20);
    expect(
      counted(
        "id in (select lead_id from audit_log where action = 'status-changed' and actor = ?)",
        OFFICE_MANAGER.email,
      ),
    ).toBe(20);

    // Three chosen; before the owner is set, Sam marks one of them won on its own page.
    const [first, second, third] = await rowBoxes(page).all();
    for (const box of [first!, second!, third!]) await box.check();
    const [id] = (await second!.getAttribute("value"))!.split(":");
    changedElsewhere(id!);
    await actions(page).getByLabel("New owner").selectOption(FRONT_DESK.name);
    await actions(page).getByRole("button", { name: "Set owner" }).click();
    await expect(page.getByRole("heading", { name: "Some leads were not changed" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(`Given to ${FRONT_DESK.name}: 2.`);
    await expect(page.getByRole("alert")).toContainText(
      "Not changed, as someone else changed them after your list showed them: 1.",
    );
    // Left as Sam made it, and chosen again as it is now.
    await expect(rowBoxes(page)).toHaveCount(1);
    await expect(rowBoxes(page)).toBeChecked();
    await expect(page.getByRole("table")).toContainText("Won");
    expect(stored<{ owner: string | null }>("select owner from leads where id = ?", id)).toEqual([
      { owner: null },
    ]);
    await screenshots(page, testInfo, "change-many-skipped");
    await actions(page).getByRole("button", { name: "Set owner" }).click();
    await expect(page.getByRole("status").first()).toHaveText(`Given to ${FRONT_DESK.name}: 1.`);
    expect(stored<{ owner: string }>("select owner from leads where id = ?", id)).toEqual([
      { owner: FRONT_DESK.email },
    ]);
  });

  test(`all under the filters change after a confirmation saying how many, and the filters save as a view ${ANY_WIDTH}`, async ({
    page,
  }, testInfo) => {
    await inbox.signIn(page, OFFICE_MANAGER.email);
    await page.goto(`${inbox.origin}/inbox?status=new&campaign=spring-dental`);
    const under = counted(
      "status = 'new' and utm_campaign = 'spring-dental' and suspected is null",
    );
    expect(under).toBeGreaterThan(20);

    // Saved under a name from the views' menu: the team sees it there, with its count.
    await savedViewsMenu(page).click();
    await page.getByLabel("Save these filters as a view").fill("New · dental campaign");
    await page.getByRole("button", { name: "Save view" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Saved. The whole team sees it under Saved views.",
    );
    await expect(
      page.getByText(/^Saved view New · dental campaign Saved by Dana Whitfield$/),
    ).toBeVisible();
    await savedViewsMenu(page).click();
    const views = page.getByRole("navigation", { name: "Saved views" });
    await expect(views.getByRole("link")).toHaveText([`New · dental campaign ${under}`]);
    await screenshots(page, testInfo, "change-many-view");
    await savedViewsMenu(page).click();

    const samsBefore = counted("owner = ?", FRONT_DESK.email);
    await actions(page).getByLabel(`All ${under} under these filters`).check();
    await actions(page).getByLabel("New owner").selectOption(FRONT_DESK.name);
    await actions(page).getByRole("button", { name: "Set owner" }).click();
    await expect(
      page.getByText(
        `Leads under these filters now: ${under}. Give each one to ${FRONT_DESK.name}?`,
      ),
    ).toBeVisible();
    // Asking changed nothing.
    expect(counted("owner = ?", FRONT_DESK.email)).toBe(samsBefore);
    await screenshots(page, testInfo, "change-many-confirm");
    await page.getByRole("button", { name: "Change them" }).click();
    await expect(page.getByRole("status")).toHaveText(`Given to ${FRONT_DESK.name}: ${under}.`);
    expect(
      counted("owner = ? and status = 'new' and utm_campaign = 'spring-dental'", FRONT_DESK.email),
    ).toBe(under);
    // The view counts the same leads, now Sam's.
    await savedViewsMenu(page).click();
    await expect(views.getByRole("link")).toHaveText([`New · dental campaign ${under}`]);
  });
});

test(`with scripts, a box chooses every lead on the page in place ${ANY_WIDTH}`, async ({
  page,
  pageErrors,
}) => {
  await inbox.signIn(page, FRONT_DESK.email);
  await page.goto(`${inbox.origin}/inbox?status=lost`);
  await expectAccessible(page);
  const boxes = rowBoxes(page);
  const { all, count } = await chooseAllInPlace(page, boxes);
  expect(count).toBe(50);
  await boxes.first().uncheck();
  expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  // Some chosen: the box chooses them all, then none.
  await all.check();
  for (const box of await boxes.all()) await expect(box).toBeChecked();
  await all.uncheck();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await all.check();
  await actions(page).getByLabel("New status").selectOption("New");
  await actions(page).getByRole("button", { name: "Set status" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Set to New: 50.");
  await expectAccessible(page);

  // The confirmation, and the page of those left, read as well.
  await page.goto(`${inbox.origin}/inbox?status=won`);
  await actions(page)
    .getByLabel(/^All \d+ under these filters$/)
    .check();
  await actions(page).getByRole("button", { name: "Set status" }).click();
  await expect(page.getByRole("button", { name: "Change them" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(/\/inbox\?status=won$/);
  expect(pageErrors).toEqual([]);
});

test(`a search of over 1,000 leads counts to 1,000+, and all under it are refused, changing none ${ANY_WIDTH}`, async ({
  page,
  pageErrors,
}, testInfo) => {
  await storeLeads(inbox, recallReplies(MAX_AT_ONCE + 40));
  const recalls = "subject = 'Spring retainer recall'";
  expect(counted(`${recalls} and status = 'new'`)).toBe(MAX_AT_ONCE + 40);
  const statusChanges = () =>
    stored<{ n: number }>("select count(*) as n from audit_log where action = 'status-changed'")[0]!
      .n;
  const changesBefore = statusChanges();

  await inbox.signIn(page, OFFICE_MANAGER.email);
  await page.getByLabel("Search").fill("retainer");
  await page.getByRole("button", { name: "Show leads" }).click();
  // Counted as far as 1,000: "1,000+", heard as "more than 1,000".
  const byStatus = page.getByRole("navigation", { name: "Leads by status" });
  await expect(byStatus.getByRole("link", { name: "All more than 1,000" })).toBeVisible();
  await expect(byStatus.getByRole("link", { name: "New more than 1,000" })).toContainText("1,000+");
  await expect(byStatus.getByRole("link", { name: "Lost 0" })).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(50);
  await expectAccessible(page);
  await screenshots(page, testInfo, "change-many-more");

  await actions(page)
    .getByRole("radio", { name: "All more than 1,000 under these filters" })
    .check();
  await actions(page).getByLabel("New status").selectOption("Lost");
  await actions(page).getByRole("button", { name: "Set status" }).click();
  await expect(
    page.getByText(
      "More than 1,000 leads are under these filters; at most 1,000 change in one step. " +
        "Narrow the filters (a status, an owner or dates) and try again.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Change them" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, testInfo, "change-many-too-many");
  // Nothing changed, nor was recorded as changed.
  expect(counted(`${recalls} and status = 'new' and status_by is null`)).toBe(MAX_AT_ONCE + 40);
  expect(statusChanges()).toBe(changesBefore);
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page.getByLabel("Search")).toHaveValue("retainer");
  expect(pageErrors).toEqual([]);
});
