import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page, Request } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { SQLITE_FILE } from "../src/server/db/client";
import { VISITS_PATH } from "../src/visits/paths";
import { expect, test } from "./fixtures";

// Page views, as the site's script counts them after load (src/visits), read back from the
// server's database. Chromium under test calls itself HeadlessChrome, which the count takes for
// a bot: a person's browser is played by a phone's user agent.
const PERSON =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

type Counted = { path: string; source: string; medium: string; views: number; visits: number };

function countedFor(campaign: string): Counted[] {
  const db = new Database(join(process.env.E2E_DATA_DIR!, SQLITE_FILE), { readonly: true });
  try {
    return db
      .prepare(
        "select path, source, medium, sum(views) as views, sum(visits) as visits from page_views where campaign = ? group by path, source, medium order by path",
      )
      .all(campaign) as Counted[];
  } finally {
    db.close();
  }
}

const isCount = (request: Request) => new URL(request.url()).pathname === VISITS_PATH;

/** Resolves once the page has loaded and the browser has been idle after it: when a count goes. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))),
  );
}

const campaignOf = (name: string) => `${name}-${Date.now()}`;

test(`each page of a visit is counted once under its campaign, its first page as the visit ${ANY_WIDTH}`, async ({
  browser,
  baseURL,
}) => {
  const campaign = campaignOf("visits");
  const context = await browser.newContext({ baseURL, userAgent: PERSON });
  const page = await context.newPage();
  const counts: Request[] = [];
  page.on("request", (request) => isCount(request) && counts.push(request));
  await page.goto(`/landing?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await expect
    .poll(() => countedFor(campaign))
    .toEqual([{ path: "/landing", source: "google", medium: "cpc", views: 1, visits: 1 }]);
  await page.goto("/privacy");
  await expect
    .poll(() => countedFor(campaign))
    .toEqual([
      { path: "/landing", source: "google", medium: "cpc", views: 1, visits: 1 },
      { path: "/privacy", source: "google", medium: "cpc", views: 1, visits: 0 },
    ]);
  // What went: the page and where the visit came from, nothing of the person.
  expect(JSON.parse(counts[0]!.postData() ?? "")).toEqual({
    path: "/landing",
    entry: true,
    source: "google",
    medium: "cpc",
    campaign,
  });
  expect(await counts[0]!.allHeaders()).not.toHaveProperty("cookie");
  await context.close();
});

test(`nothing is counted with scripts off, under Global Privacy Control, or for a bot ${ANY_WIDTH}`, async ({
  browser,
  baseURL,
}) => {
  const campaign = campaignOf("uncounted");
  const off = await browser.newContext({ baseURL, userAgent: PERSON, javaScriptEnabled: false });
  const gpc = await browser.newContext({ baseURL, userAgent: PERSON });
  await gpc.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  for (const context of [off, gpc]) {
    const page = await context.newPage();
    const counts: Request[] = [];
    page.on("request", (request) => isCount(request) && counts.push(request));
    await page.goto(`/landing?utm_source=google&utm_campaign=${campaign}`);
    if (context === gpc) await settled(page);
    else await page.waitForLoadState("load");
    expect(counts).toEqual([]);
    await context.close();
  }
  // Headless Chromium's own user agent: the count is sent, answered, and not kept.
  const bot = await browser.newContext({ baseURL });
  const page = await bot.newPage();
  const answered = page.waitForResponse((response) => isCount(response.request()));
  await page.goto(`/landing?utm_source=google&utm_campaign=${campaign}`);
  expect((await answered).status()).toBe(204);
  expect(countedFor(campaign)).toEqual([]);
  await bot.close();
});
