import type { Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { expectFitsAndAccessible } from "./inbox-checks";
import { startInboxServer, storeSearchableLeads, type InboxServer } from "./inbox-server";
import { expect, test } from "./fixtures";

// The inbox's search against the build under test, with a server and database of its own
// (e2e/inbox-server.ts) holding 320 leads as the site receives them, and one more sent through the
// contact form's endpoint and noted on its page as the front desk would.
const STAFF = { email: "dana@brightsmile.example", name: "Dana Whitfield" };
const VISITOR = "marisol.quenneville@lakeshore-ortho.example";
const MESSAGE = [
  "Our Halverson Street satellite office misses most calls over lunch and after 4:30.",
  "Scheduling runs on Dentrix in both offices, so whatever answers has to see open chairs there.",
  "Last month the front desk logged 41 missed calls; a third were new patients asking about retainers.",
  "Dr. Quenneville wants this live before the spring retainer recall.",
].join(" ");
const NOTE = "Sent the BAA for her signature; she returns it Friday with her IT contact.";

let inbox: InboxServer;

test.beforeAll(async () => {
  inbox = await startInboxServer();
  const added = await inbox.leads("staff", "add", STAFF.email, "--name", STAFF.name);
  expect(added.code, added.output).toBe(0);
  await storeSearchableLeads(inbox, 320);
});
test.afterAll(async () => {
  await inbox?.stop();
});

async function search(page: Page, words: string): Promise<void> {
  await page.getByLabel("Search").fill(words);
  await page.getByRole("button", { name: "Show leads" }).click();
  await expect(page.getByLabel("Search")).toHaveValue(words);
}

test(`search finds a message's word and a staff note's, and shows each where it was found ${ANY_WIDTH}`, async ({
  page,
}, testInfo) => {
  const sent = await page.request.post(`${inbox.origin}/api/contact`, {
    headers: { origin: inbox.origin },
    data: {
      name: "Marisol Quenneville",
      email: VISITOR,
      phone: "(312) 555-0187",
      practice: "Lakeshore Orthodontics",
      subject: "Missed calls at two offices",
      message: MESSAGE,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto(await inbox.signInLink(STAFF.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${inbox.origin}/inbox`);
  const rows = page.locator("tbody tr");

  // A word of her message: her lead first (the newest), with the message around it.
  await search(page, "dentrix");
  await expect(page.getByRole("navigation", { name: "Leads by status" })).toContainText("All 17");
  await expect(rows).toHaveCount(17);
  await expect(rows.first().getByRole("link")).toHaveText("Marisol Quenneville");
  await expect(rows.first().getByRole("listitem")).toHaveText(
    /^In the message: ….* 4:30\. Scheduling runs on Dentrix in both offices, so whatever answers/,
  );
  await expect(rows.first().locator("mark")).toHaveText(["Dentrix"]);
  expect(page.url().toLowerCase()).not.toContain("dentrix");

  // A note the front desk adds on her page is found by its words at once.
  await rows.first().getByRole("link").click();
  await page.getByLabel("Add a note").fill(NOTE);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await page.getByRole("link", { name: "All leads" }).click();
  await search(page, "baa");
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole("link")).toHaveText("Marisol Quenneville");
  await expect(rows.first().getByRole("listitem")).toHaveText(`In a note: ${NOTE}`);
  await expect(rows.first().locator("mark")).toHaveText(["BAA"]);

  // Both words, each where it is; and a word of many leads, each with its excerpt.
  await search(page, "Dentrix BAA");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator("mark")).toHaveText(["Dentrix", "BAA"]);
  for (const [words, width] of [
    ["Dentrix BAA", 1440],
    ["Dentrix BAA", 390],
    ["halvers", 1440],
    ["halvers", 390],
  ] as const) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await search(page, words);
    await expect(rows.first().locator("mark").first()).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`search-${words.replace(" ", "-")}-${width}.png`),
      fullPage: true,
    });
    await expectFitsAndAccessible(page);
  }

  // Punctuation alone searches nothing, and says so; the other filters stay as they were.
  const source = page.getByLabel("Source / medium");
  const more = page.locator("details", { has: source });
  if ((await more.getAttribute("open")) === null) await more.locator("summary").click();
  await source.selectOption("google / cpc");
  await search(page, '"*" -- ()');
  await expect(
    page.getByText(
      "Nothing was searched: the search has no letters or digits. Search for a word, a name, an email address or part of a phone number.",
    ),
  ).toHaveAttribute("role", "alert");
  await expect(rows).toHaveCount(0);
  await expect(page.getByLabel("Search")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: testInfo.outputPath("search-no-words-390.png"), fullPage: true });
  await expect(source).toHaveValue("google / cpc");
  await expect(page).toHaveURL(/source=google\+%2F\+cpc/);
});
