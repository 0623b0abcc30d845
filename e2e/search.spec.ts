import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { ANALYTICS_BASE_URL, ANY_WIDTH } from "../playwright.config";
import { MAX_RESULTS, SETTLE_MS } from "../src/components/search/search";
import { searchIndexSchema, type SearchEntry } from "../src/lib/search-entry";
import { expect, gotoHydrated, holdClock, hydrated, routePaths, settle, test } from "./fixtures";

const INDEX = "/search-index.json";
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const GTAG = "https://www.googletagmanager.com/**";

const main = (page: Page) => page.getByRole("main");
const searchBox = (page: Page) => main(page).getByRole("searchbox", { name: "Search the site" });
const resultList = (page: Page) => page.getByRole("list", { name: "Search results" });
/** The results' titles, in order: each is the result's link. */
const resultTitles = (page: Page) => resultList(page).getByRole("link");
/** The polite live region that announces a settled query's outcome. */
const announcement = (page: Page) => main(page).getByRole("status");

async function fetchIndex(request: APIRequestContext): Promise<SearchEntry[]> {
  const response = await request.get(INDEX);
  expect(response.status()).toBe(200);
  return searchIndexSchema.parse(await response.json());
}

/** Entries with `term` anywhere, case-insensitively: what the page must find for a one-word query. */
function containing(index: readonly SearchEntry[], term: string): SearchEntry[] {
  const needle = term.toLowerCase();
  return index.filter((entry) =>
    [entry.title, entry.description, ...entry.keywords].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/** Opens /search (or a link to it) once its island has hydrated, with the clock stopped. */
async function openSearch(page: Page, path = "/search"): Promise<void> {
  await page.clock.install();
  await gotoHydrated(page, path);
  await hydrated(searchBox(page));
  await holdClock(page);
}

/** The site_search events the page has sent, read from the analytics queue gtag writes to. */
function searchEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === "event" && args[1] === "site_search")
      .map((args) => args[2]),
  );
}

test.describe("the search index", { tag: ANY_WIDTH }, () => {
  test("is JSON served with Cache-Control: no-cache, one entry per page in the sitemap", async ({
    request,
  }) => {
    const response = await request.get(INDEX);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    expect(response.headers()["content-type"]).toMatch(/^application\/json\b/);
    const index = searchIndexSchema.parse(await response.json());
    expect(index.map((entry) => entry.url).sort()).toEqual([...routePaths].sort());
    expect(index.map((entry) => entry.url)).not.toContain("/search");
  });
});

test.describe("/search", { tag: ANY_WIDTH }, () => {
  test("matches title, description and keywords, whatever the case", async ({ page, request }) => {
    const index = await fetchIndex(request);
    // Each term occurs in one field only, so each row proves that field is searched.
    const rows = [
      { typed: "sOLUTION", field: "title", found: ["Our Solution"] },
      { typed: "InJecTaBle", field: "description", found: ["Medspas"] },
      {
        typed: "INJECTOR",
        field: "keywords",
        found: ["Lumen Aesthetics", "Rosewater Aesthetic Studio"],
      },
    ] as const;
    await openSearch(page);
    for (const { typed, field, found } of rows) {
      const matches = containing(index, typed);
      expect(matches.map((entry) => entry.title).sort(), typed).toEqual([...found].sort());
      for (const entry of matches) {
        const fields = { title: [entry.title], description: [entry.description] };
        const elsewhere = Object.entries({ ...fields, keywords: entry.keywords })
          .filter(([name]) => name !== field)
          .flatMap(([, texts]) => texts);
        expect(
          elsewhere.some((text) => text.toLowerCase().includes(typed.toLowerCase())),
          `${typed} is only in the ${field} of ${entry.title}`,
        ).toBe(false);
      }
      await searchBox(page).fill(typed);
      await expect(resultTitles(page)).toHaveText([...found]);
    }
  });

  test("a multi-word query finds the pages that contain every word", async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill("dental");
    // The results show once the index has arrived; the count is read until they do.
    await expect.poll(() => resultTitles(page).count()).toBeGreaterThan(3);
    await searchBox(page).fill("Dental San Diego");
    await expect(resultTitles(page)).toHaveText(["Harbor Smile Dental"]);
  });

  test("a result shows its title as a link, its description and its path", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await (await hydrated(searchBox(page))).fill("dental");
    const first = resultList(page).getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("Dental practices");
    await expect(first.getByRole("link")).toHaveAttribute("href", "/industries/dental");
    await expect(first).toContainText("/industries/dental");
    await expect(first).toContainText("An AI front desk built for dental practices.");
    await expect(first.locator("mark").first()).toHaveText(/^dental$/i);
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/industries\/dental$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "Find what your practice needs",
    );
  });

  test("shows at most 30 results, and says how many matched", async ({ page, request }) => {
    const total = containing(await fetchIndex(request), "seconds").length;
    // Every one of the 45 case studies replies "in under N seconds".
    expect(total).toBeGreaterThan(MAX_RESULTS);
    await openSearch(page);
    await searchBox(page).fill("seconds");
    await expect(resultList(page).getByRole("listitem")).toHaveCount(MAX_RESULTS);
    await expect(main(page).getByText(`${total} results for`, { exact: false })).toBeVisible();
    await expect(main(page).getByText(`Showing the best ${MAX_RESULTS}.`)).toBeVisible();
  });

  test("an empty query shows no results, only suggestions", async ({ page }) => {
    await openSearch(page);
    await expect(searchBox(page)).toHaveValue("");
    await expect(resultList(page)).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Dental", exact: true })).toBeVisible();
    // The note for browsers without scripts stays out of the way.
    await expect(main(page).getByText("Results appear as you type")).toBeHidden();
    await searchBox(page).fill("dental");
    await expect(resultList(page)).toBeVisible();
    await searchBox(page).fill("");
    await expect(resultList(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/search$/);
    await searchBox(page).fill("   ");
    await expect(resultList(page)).toHaveCount(0);
  });

  test("says 'No results found.' when nothing matches, announced once the query settles", async ({
    page,
  }) => {
    await openSearch(page);
    await searchBox(page).pressSequentially("xyzzy");
    await expect(main(page).getByText("No results found.", { exact: true })).toBeVisible();
    await expect(resultList(page)).toHaveCount(0);
    // Not read out letter by letter: the live region waits for the query to rest.
    await settle(page);
    await expect(announcement(page)).toHaveText("");
    await page.clock.runFor(SETTLE_MS);
    await expect(announcement(page)).toHaveText("No results found.");
    await expect(announcement(page)).toHaveAttribute("role", "status");

    await searchBox(page).fill("dental");
    await page.clock.runFor(SETTLE_MS);
    await expect(announcement(page)).toHaveText(/^\d+ results for\s*dental$/);
  });

  test("the URL follows the box as the visitor types, one history entry per search", async ({
    page,
  }) => {
    await openSearch(page);
    const entries = () => page.evaluate(() => history.length);
    const before = await entries();
    await searchBox(page).pressSequentially("den");
    await expect(page).toHaveURL(/\/search\?q=den$/);
    await searchBox(page).pressSequentially("tal ai");
    await expect(page).toHaveURL(/\/search\?q=dental\+ai$/);
    expect(await entries(), "typing a search adds one entry").toBe(before + 1);
    await searchBox(page).press("Backspace");
    await searchBox(page).press("Backspace");
    await searchBox(page).press("Backspace");
    await expect(page).toHaveURL(/\/search\?q=dental$/);
    await page.clock.runFor(SETTLE_MS);
    // The next search, once this one has settled, gets an entry of its own.
    await searchBox(page).fill("medspa");
    await expect(page).toHaveURL(/\/search\?q=medspa$/);
    expect(await entries()).toBe(before + 2);
  });

  test("back and forward restore the box and the results; the index is fetched once", async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === INDEX) indexRequests.push(request.url());
    });
    await openSearch(page);
    await searchBox(page).fill("dental");
    await page.clock.runFor(SETTLE_MS);
    await searchBox(page).fill("medspa");
    await page.clock.runFor(SETTLE_MS);
    await expect(resultTitles(page).first()).toHaveText("Medspas");

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=dental$/);
    await expect(searchBox(page)).toHaveValue("dental");
    await expect(resultTitles(page).first()).toHaveText("Dental practices");
    await expect(announcement(page)).toHaveText(/results for\s*dental$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(resultList(page)).toHaveCount(0);

    await page.goForward();
    await expect(searchBox(page)).toHaveValue("dental");
    await expect(resultTitles(page).first()).toHaveText("Dental practices");
    await page.goForward();
    await expect(page).toHaveURL(/\/search\?q=medspa$/);
    await expect(searchBox(page)).toHaveValue("medspa");
    await expect(resultTitles(page).first()).toHaveText("Medspas");
    expect(indexRequests).toHaveLength(1);
  });

  test("a shared link opens with its query and results", async ({ page }) => {
    await openSearch(page, "/search?q=Dental%20San%20Diego");
    await expect(searchBox(page)).toHaveValue("Dental San Diego");
    await expect(resultTitles(page)).toHaveText(["Harbor Smile Dental"]);
    await page.clock.runFor(SETTLE_MS);
    await expect(announcement(page)).toHaveText(/^1 result for\s*Dental San Diego$/);
  });

  test("results and 'No results found.' pass axe-core's WCAG 2.2 AA checks", async ({ page }) => {
    // The crawl checks the empty page; these are the states only the browser draws.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const query of ["dental", "xyzzy"]) {
      await gotoHydrated(page, `/search?q=${query}`);
      await hydrated(searchBox(page));
      await expect(main(page).locator("[data-search-state]")).toHaveAttribute(
        "data-search-state",
        "ready",
      );
      const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
        query,
      ).toEqual([]);
    }
  });

  test("a suggestion runs its search", async ({ page }) => {
    await openSearch(page);
    await main(page).getByRole("link", { name: "Missed calls", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=Missed\+calls$/);
    await expect(searchBox(page)).toHaveValue("Missed calls");
    await expect(searchBox(page)).toBeFocused();
    await expect(resultTitles(page).first()).toBeVisible();
  });

  test("without JavaScript the form still searches by GET, from the page and from a 404", async ({
    browser,
    baseURL,
    viewport,
    isMobile,
    hasTouch,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
    });
    const page = await context.newPage();
    await page.goto("/search");
    await searchBox(page).fill("dental");
    await searchBox(page).press("Enter");
    await page.waitForURL(/\/search\?q=dental$/);
    await expect(main(page).getByText("Results appear as you type")).toBeVisible();
    await expect(searchBox(page), "the page itself is the same for every query").toHaveValue("");

    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await page.getByRole("search").getByRole("searchbox").fill("medspa");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search\?q=medspa$/);
    await context.close();
  });
});

test.describe("the 404 page", { tag: ANY_WIDTH }, () => {
  test("offers a search form that opens the results", async ({ page, pageErrors }) => {
    for (const path of ["/no-such-page", "/case-studies/no-such-story"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // The browser reports the 404 document itself; that one is expected here.
      const own = pageErrors.findIndex(
        (e) => e.includes("status of 404") && e.endsWith(`${path})`),
      );
      expect(own, path).toBeGreaterThanOrEqual(0);
      pageErrors.splice(own, 1);
      const form = page.getByRole("search");
      await expect(form).toHaveAttribute("action", "/search");
      await expect(form).toHaveAttribute("method", "get");
      await expect(form.getByRole("searchbox", { name: "Search the site" })).toHaveAttribute(
        "name",
        "q",
      );
    }
    await page.getByRole("search").getByRole("searchbox").fill("Medspa");
    await page.getByRole("search").getByRole("searchbox").press("Enter");
    await page.waitForURL(/\/search\?q=Medspa$/);
    await expect(searchBox(page)).toHaveValue("Medspa");
    await expect(resultTitles(page).first()).toHaveText("Medspas");
  });
});

test.describe("site_search", { tag: ANY_WIDTH }, () => {
  test.use({ baseURL: ANALYTICS_BASE_URL });

  test.beforeEach(async ({ page }) => {
    await page.route(GTAG, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" }),
    );
    await page.addInitScript(() => localStorage.setItem("analytics_consent", "granted"));
  });

  test("is sent once per settled query, not per keystroke or for the same term again", async ({
    page,
  }) => {
    await openSearch(page);
    await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe("function");
    const box = searchBox(page);

    // Typed with pauses shorter than the settle time: nothing is sent until it rests.
    for (const letter of "Dental") {
      await box.press(letter);
      await page.clock.runFor(SETTLE_MS - 100);
    }
    expect(await searchEvents(page)).toEqual([]);
    await page.clock.runFor(100);
    expect(await searchEvents(page)).toEqual([{ search_term: "dental" }]);

    // Enter on the same search, or a letter typed and taken back, sends nothing new.
    await box.press("Enter");
    await box.press("s");
    await box.press("Backspace");
    await page.clock.runFor(SETTLE_MS);
    expect(await searchEvents(page)).toEqual([{ search_term: "dental" }]);

    // Enter settles a new search at once; the timer then has nothing left to send.
    await box.fill("Missed  Calls");
    await box.press("Enter");
    expect(await searchEvents(page)).toEqual([
      { search_term: "dental" },
      { search_term: "missed calls" },
    ]);
    await page.clock.runFor(SETTLE_MS);

    // Clearing the box is not a search; back to an earlier search shows it without resending.
    await box.fill("");
    await page.clock.runFor(SETTLE_MS);
    await page.goBack();
    await expect(box).toHaveValue("Missed  Calls");
    await page.goBack();
    await expect(box).toHaveValue("Dental");
    await page.clock.runFor(SETTLE_MS);
    expect(await searchEvents(page)).toEqual([
      { search_term: "dental" },
      { search_term: "missed calls" },
    ]);
  });

  test("a shared link sends its search once", async ({ page }) => {
    await openSearch(page, "/search?q=Medspa");
    await page.clock.runFor(SETTLE_MS);
    await expect(resultTitles(page).first()).toHaveText("Medspas");
    await page.clock.runFor(5 * SETTLE_MS);
    expect(await searchEvents(page)).toEqual([{ search_term: "medspa" }]);
  });
});
