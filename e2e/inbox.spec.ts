import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import Database from "better-sqlite3";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { ANY_WIDTH } from "../playwright.config";
import { SIGN_IN_RATE_LIMIT, startInboxServer, type InboxServer } from "./inbox-server";
import { expect, expectAndDropErrors, test } from "./fixtures";
import { schedulerEvent, signatureFor } from "../test/scheduler-events";
import { storedSessionToken } from "../src/inbox/auth/session-tokens";

// The inbox against the build under test, served as http://localhost (e2e/inbox-server.ts):
// emailed links through a real SMTP server, passkeys through Chromium's virtual authenticator,
// leads sent through the site's own landing form.
test.describe.configure({ mode: "serial" });

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const OWNER = "dana@brightsmile.example";
const OWNER_NAME = "Dana Whitfield";
const FRONT_DESK = "sam@brightsmile.example";
/** The front desk's account's name, which a lead's page shows for what they did. */
const FRONT_DESK_NAME = "Sam Ortiz";
const SESSION_COOKIE = "__Host-inbox-session";
const CSRF_COOKIE = "__Host-inbox-csrf";

let inbox: InboxServer;
/** Links emailed so far to each address, so each test waits for its own. */
const linksSent = new Map<string, number>();

test.beforeAll(async () => {
  inbox = await startInboxServer();
  // The first account is an admin; the front desk's, staff.
  for (const [email, name, role] of [
    [OWNER, OWNER_NAME, "an admin"],
    [FRONT_DESK, FRONT_DESK_NAME, "staff"],
  ]) {
    const added = await inbox.leads("staff", "add", email!, "--name", name!);
    expect(added.output).toContain(`Added ${email} as ${role}.`);
    expect(added.output).toContain(`Emailed ${email} a sign-in link`);
    expect(added.code).toBe(0);
    linksSent.set(email!, 1);
  }
});
test.afterAll(async () => {
  await inbox?.stop();
});

/** Three leads through the landing form, oldest first, as visitors from three campaigns. */
const VISITORS = [
  {
    fullName: "Maria Alvarez",
    email: "maria@alvarezdental.example",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring-dental",
  },
  {
    fullName: "Sam Ortiz",
    email: "sam@ortizchiro.example",
    utm_source: "facebook",
    utm_medium: "paid-social",
    utm_campaign: "chiro-retarget",
  },
  {
    fullName: "Priya Patel",
    email: "priya@glowmedspa.example",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "",
  },
];

/**
 * What a browser sends with a landing lead besides the form (page URL with the ad's tags and
 * click id, the search that led there), as most real leads carry it: long values with no space.
 */
function visitOf(visitor: (typeof VISITORS)[number]) {
  const tags = new URLSearchParams({
    utm_source: visitor.utm_source,
    utm_medium: visitor.utm_medium,
    utm_campaign: visitor.utm_campaign || "monthly-newsletter",
    utm_content: "front-desk-never-misses-a-call-variant-b",
    gclid: "Cj0KCQiA4NWrBhD-ARIsAFCKwWt7Gm9x2EXAMPLE0clickid0abcdefghijklmnopqrstuvwxyz0123456789",
  });
  return {
    page_url: `https://voltcare.example/landing?${tags}`,
    referrer: "https://www.google.com/search?q=ai+receptionist+for+dental+practices+after+hours",
  };
}

/** A visitor's message as some arrive: a pasted address with no space to break it at. */
const PASTED_LINK_MESSAGE = `Our current answering service: https://portal.answering-service.example/accounts/brightsmile-dental-round-rock/call-logs/2026/11/export?format=csv&range=last-90-days&include=voicemails,transcripts,missed-calls&token=${"a1b2c3d4".repeat(12)}`;

/** Each visitor's lead id, as the landing form's answer carried it to the scheduler. */
const leadIds = new Map<string, string>();

test.beforeAll(async ({ request }) => {
  for (const visitor of VISITORS) {
    const answer = await request.post(`${inbox.origin}/api/landing-contact`, {
      headers: { origin: inbox.origin },
      form: {
        form: "landing",
        ...visitor,
        ...visitOf(visitor),
        phone: "5125550148",
        businessType: "Dental Practice",
        notes: PASTED_LINK_MESSAGE,
        smsDisclosure: "on",
      },
      maxRedirects: 0,
    });
    expect(answer.status(), visitor.email).toBe(303);
    const scheduler = new URL(answer.headers().location ?? "");
    leadIds.set(visitor.email, scheduler.searchParams.get("salesforce_uuid") ?? "");
  }
});

/**
 * Asks for a link on the sign-in page, as a person would, and opens it from the email. The page
 * sends an address three links a minute: tests that only need to be signed in use `signIn`.
 */
async function signInByEmail(page: Page, email: string): Promise<void> {
  await page.goto(`${inbox.origin}/inbox/sign-in`);
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your email");
  await openEmailedLink(page, email);
}

/** Signs in with a link from `npm run leads -- staff link`, emailed the same way. */
async function signIn(page: Page, email: string): Promise<void> {
  const asked = await inbox.leads("staff", "link", email);
  expect(asked.output).toContain(`Emailed ${email} a sign-in link`);
  await openEmailedLink(page, email);
}

async function openEmailedLink(page: Page, email: string, landing = "/inbox"): Promise<void> {
  const sent = linksSent.get(email) ?? 0;
  linksSent.set(email, sent + 1);
  await page.goto(await inbox.signInLink(email, sent));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${inbox.origin}${landing}`);
}

/** Opens the list's filters beyond the search, folded away while none is in force. */
async function chooseFilter(page: Page, label: string, value: string): Promise<void> {
  const more = page.locator("details", { has: page.getByLabel(label) });
  if ((await more.getAttribute("open")) === null) await more.locator("summary").click();
  await page.getByLabel(label).selectOption(value);
}

async function expectFitsTheWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(
    overflow,
    `${page.url()} scrolls sideways at ${page.viewportSize()?.width} px`,
  ).toBeLessThanOrEqual(0);
}

async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(inbox.origin)).find((cookie) => cookie.name === SESSION_COOKIE);
}

/**
 * A platform passkey in Chromium's virtual authenticator, for `page`; whether it verifies its user
 * (a fingerprint, face or PIN) can change.
 */
async function addAuthenticator(
  context: BrowserContext,
  page: Page,
  { userVerified }: { userVerified: boolean },
) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: userVerified,
      automaticPresenceSimulation: true,
    },
  });
  return {
    verifyUser: (verified: boolean) =>
      cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: verified }),
  };
}

async function csrfCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(inbox.origin)).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
}

test(`without a session, pages send to sign-in and the passkey API answers 401 ${ANY_WIDTH}`, async ({
  request,
}) => {
  for (const [path, location] of [
    ["/inbox", "/inbox/sign-in"],
    ["/inbox/account", "/inbox/sign-in?next=%2Finbox%2Faccount"],
    ["/inbox/leads/nothing-here", "/inbox/sign-in?next=%2Finbox%2Fleads%2Fnothing-here"],
  ]) {
    const answer = await request.get(`${inbox.origin}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(303);
    expect(answer.headers()["location"], path).toBe(location);
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  }
  for (const path of ["/api/auth/passkey/generate-register-options", "/api/auth/get-session"]) {
    expect((await request.get(`${inbox.origin}${path}`)).status(), path).toBe(401);
  }
});

test(`a POST from another site, or without the CSRF token, is refused 403 ${ANY_WIDTH}`, async ({
  request,
}) => {
  const page = await request.get(`${inbox.origin}/inbox/sign-in`);
  const token = /name="csrf" value="([\w-]+)"/.exec(await page.text())?.[1];
  expect(token).toBeTruthy();
  const post = (headers: Record<string, string>, form: Record<string, string>) =>
    request.post(`${inbox.origin}/inbox/sign-in`, { headers, form, maxRedirects: 0 });
  const crossSite = await post(
    { origin: "https://attacker.example" },
    { csrf: token!, email: OWNER },
  );
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.text()).toContain("This request was refused");
  const noToken = await post({ origin: inbox.origin }, { email: OWNER });
  expect(noToken.status()).toBe(403);
  const wrongToken = await post({ origin: inbox.origin }, { csrf: "x".repeat(43), email: OWNER });
  expect(wrongToken.status()).toBe(403);
  // As many characters as the cookie's, in more bytes: a mismatch like any other.
  const otherBytes = await post({ origin: inbox.origin }, { csrf: "é".repeat(43), email: OWNER });
  expect(otherBytes.status()).toBe(403);
  // The same request with both is taken: the refusals were the checks, not the form.
  const taken = await post({ origin: inbox.origin }, { csrf: token!, email: "nobody@example.com" });
  expect(taken.status()).toBe(303);
});

/** The most memory the server's process has held (VmHWM), in bytes. */
async function peakMemory(): Promise<number> {
  const status = await readFile(`/proc/${inbox.pid}/status`, "utf8");
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
}

/**
 * Posts `megabytes` of form to `path` as an anonymous page of the site would, its length declared
 * or sent in chunks, writing only as fast as the server reads and stopping at its answer: the
 * answer's status.
 */
function postLarge(path: string, megabytes: number, declared: boolean): Promise<number> {
  const { hostname, port, host } = new URL(inbox.origin);
  const size = megabytes * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, "a");
  const framed = declared
    ? chunk
    : Buffer.concat([
        Buffer.from(`${chunk.byteLength.toString(16)}\r\n`),
        chunk,
        Buffer.from("\r\n"),
      ]);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: ${host}`,
          `Origin: ${inbox.origin}`,
          "Content-Type: application/x-www-form-urlencoded",
          declared ? `Content-Length: ${size}` : "Transfer-Encoding: chunked",
          "",
          "",
        ].join("\r\n"),
      );
      let written = 0;
      const write = () => {
        while (!answer && written < size && !socket.destroyed) {
          written += chunk.byteLength;
          if (!socket.write(framed)) return void socket.once("drain", write);
        }
      };
      write();
    });
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const head = answer.slice(0, answer.indexOf("\r\n\r\n"));
      if (!head) return;
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]));
    });
    // Writing on once the server has answered and closed fails, as it should.
    socket.on("error", (error) => (answer ? undefined : reject(error)));
  });
}

test(`a body larger than any inbox form is refused before it is read ${ANY_WIDTH}`, async () => {
  const before = await peakMemory();
  expect(await postLarge("/inbox/sign-in", 200, true)).toBe(413);
  expect(await postLarge("/inbox/leads/any-lead", 200, false)).toBe(411);
  expect((await peakMemory()) - before).toBeLessThan(100 * 1024 * 1024);
  // What a person who pasted too much sees.
  const answer = await fetch(`${inbox.origin}/inbox/sign-in`, {
    method: "POST",
    headers: { origin: inbox.origin, "content-type": "application/x-www-form-urlencoded" },
    body: `email=${"a".repeat(65 * 1024)}`,
  });
  expect(answer.status).toBe(413);
  expect(await answer.text()).toContain("An inbox form takes up to 64 KB");
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("an emailed link signs in, the inbox pages work, and signing out ends the session", async ({
    page,
    context,
    pageErrors,
  }, testInfo) => {
    const width = page.viewportSize()!.width;
    await page.goto(`${inbox.origin}/inbox/account`);
    await expect(page).toHaveURL(`${inbox.origin}/inbox/sign-in?next=%2Finbox%2Faccount`);
    await page.screenshot({ path: testInfo.outputPath(`sign-in-${width}.png`), fullPage: true });

    // An address the browser's own check lets through but the server's does not: the page says
    // so and keeps what was typed.
    await page.getByLabel("Work email").fill("dana@brightsmile");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByText("Enter your work email address")).toBeVisible();
    await expect(page.getByLabel("Work email")).toHaveValue("dana@brightsmile");
    expectAndDropErrors(pageErrors, "status of 422");

    await signInByEmail(page, OWNER);
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    await page.screenshot({ path: testInfo.outputPath(`leads-${width}.png`), fullPage: true });
    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page.getByText(`Signed in as Dana Whitfield (${OWNER})`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add a passkey" })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath(`account-${width}.png`), fullPage: true });

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("You are signed out.");
    // The old cookie, sent again, opens nothing.
    await context.addCookies([{ ...cookie!, expires: -1 }]);
    await page.goto(`${inbox.origin}/inbox`);
    await expect(page).toHaveURL(/\/inbox\/sign-in/);
  });

  test(`a spent or unknown link signs no one in ${ANY_WIDTH}`, async ({ page, context }) => {
    await signInByEmail(page, FRONT_DESK);
    await context.clearCookies();
    const spent = await inbox.signInLink(FRONT_DESK, (linksSent.get(FRONT_DESK) ?? 1) - 1);
    await page.goto(spent);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${inbox.origin}/inbox/sign-in?error=INVALID_TOKEN`);
    await expect(page.getByRole("alert")).toContainText("expired or was used already");
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test(`a session id planted before sign-in is never the one after it ${ANY_WIDTH}`, async ({
    page,
    context,
  }) => {
    const planted = "planted-by-someone-else.c2lnbmF0dXJl";
    await context.addCookies([
      {
        name: SESSION_COOKIE,
        value: planted,
        domain: "localhost",
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await page.goto(`${inbox.origin}/inbox`);
    await expect(page).toHaveURL(/\/inbox\/sign-in/);
    const csrfBefore = await csrfCookie(context);
    expect(csrfBefore).toBeTruthy();
    await signInByEmail(page, OWNER);
    expect((await sessionCookie(context))?.value).not.toBe(planted);
    // Nor is the CSRF token read before sign-in the one after it.
    expect(await csrfCookie(context)).not.toBe(csrfBefore);
  });
});

test("a passkey is added, then signs in; signing out everywhere ends every session", async ({
  page,
  browser,
  context,
}, testInfo) => {
  // Two browsers, three sign-ins and two accessibility checks: over half a minute on a busy
  // 2-core machine, which the default minute does not always cover.
  test.slow();
  const width = page.viewportSize()!.width;
  await page.goto(`${inbox.origin}/inbox/sign-in`);
  await expectFitsTheWidth(page);
  await expectAccessible(page);
  await signIn(page, OWNER);
  // Signed in, Better Auth's routes beyond the passkeys' are still not served.
  expect((await page.request.get(`${inbox.origin}/api/auth/get-session`)).status()).toBe(404);
  await addAuthenticator(context, page, { userVerified: true });
  await page.goto(`${inbox.origin}/inbox/account`);
  await expect(page.getByText("You have no passkey yet")).toBeVisible();
  await expectFitsTheWidth(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey added. Next time, sign in with it.");
  await expect(page.getByRole("button", { name: "Remove" })).toHaveCount(1);
  await page.screenshot({
    path: testInfo.outputPath(`passkey-added-${width}.png`),
    fullPage: true,
  });
  expect((await inbox.leads("staff", "list")).output).toMatch(
    /dana@brightsmile\.example .* 1 passkey,/,
  );

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${inbox.origin}/inbox`);

  // A second browser, signed in by email: signing out everywhere from the first ends it too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, OWNER);
  await page.goto(`${inbox.origin}/inbox/account`);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out on every device.");
  await otherPage.goto(`${inbox.origin}/inbox/account`);
  await expect(otherPage).toHaveURL(/\/inbox\/sign-in\?notice=ended/);
  await expect(otherPage.getByRole("status")).toHaveText(
    "Your session ended. Sign in again to carry on.",
  );
  await other.close();
});

test("a passkey is added only soon after signing in, with the user verified; signing out everywhere can remove them", async ({
  page,
  context,
}) => {
  await signIn(page, FRONT_DESK);
  // As if signed in eleven minutes ago.
  const db = new Database(inbox.databaseFile);
  db.prepare(
    "update staff_sessions set created_at = ? where staff_id = (select id from staff where email = ?)",
  ).run(new Date(Date.now() - 11 * 60_000).toISOString(), FRONT_DESK);
  db.close();
  const authenticator = await addAuthenticator(context, page, { userVerified: false });
  await page.goto(`${inbox.origin}/inbox/account`);
  await expect(page.getByText("only be added in the first 10 minutes")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  // Whatever a page shows, the server adds none on that session.
  const options = await page.request.get(
    `${inbox.origin}/api/auth/passkey/generate-register-options`,
  );
  expect(options.status()).toBe(403);

  await page.getByRole("button", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/inbox\/sign-in\?notice=again&next=%2Finbox%2Faccount$/);
  await expect(page.getByRole("status")).toContainText("Sign in again");
  await page.getByLabel("Work email").fill(FRONT_DESK);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your email");
  // The emailed link comes back to the page it was asked from.
  await openEmailedLink(page, FRONT_DESK, "/inbox/account");

  // A passkey that does not check who holds the device is refused.
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("The passkey was not added.")).toBeVisible();
  await authenticator.verifyUser(true);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey added. Next time, sign in with it.");

  await page.getByLabel("Remove my passkeys too").check();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out on every device.");
  expect((await inbox.leads("staff", "list")).output).toMatch(
    /sam@brightsmile\.example .* 0 passkeys,/,
  );
});

test(`a removed account's session stops at once ${ANY_WIDTH}`, async ({ page }) => {
  const temp = "locum@brightsmile.example";
  expect((await inbox.leads("staff", "add", temp, "--role", "admin")).output).toContain(
    `Added ${temp} as an admin.`,
  );
  const wrongRole = await inbox.leads("staff", "role", temp, "--role", "owner");
  expect(wrongRole.code).toBe(2);
  expect(wrongRole.output).toContain('--role must be admin or staff (got "owner")');
  expect((await inbox.leads("staff", "role", temp, "--role", "staff")).output).toContain(
    `${temp} is now staff.`,
  );
  expect((await inbox.leads("staff", "list")).output).toMatch(
    /locum@brightsmile\.example .* staff,/,
  );
  linksSent.set(temp, 1);
  await signIn(page, temp);
  expect((await inbox.leads("staff", "remove", temp)).output).toContain(`Removed ${temp}`);
  await page.goto(`${inbox.origin}/inbox`);
  await expect(page).toHaveURL(/\/inbox\/sign-in\?notice=ended/);
});

for (const scripts of ["on", "off"] as const) {
  test.describe(`the leads, with scripts ${scripts}`, () => {
    test.use({ javaScriptEnabled: scripts === "on" });

    test("the list finds, filters and pages them, and no search shows in its address", async ({
      page,
    }, testInfo) => {
      await signIn(page, FRONT_DESK);
      const rows = page.locator("tbody tr");
      await expect(rows.getByRole("link")).toHaveText([
        "Priya Patel",
        "Sam Ortiz",
        "Maria Alvarez",
      ]);
      await expect(page.getByRole("navigation", { name: "Leads by status" })).toContainText(
        "All 3",
      );
      await expect(rows.first()).toContainText("newsletter");
      if (scripts === "on") {
        await page.screenshot({
          path: testInfo.outputPath(`leads-${page.viewportSize()!.width}.png`),
          fullPage: true,
        });
        await expectFitsTheWidth(page);
        await expectAccessible(page);
      }

      await page.getByLabel("Search").fill("ORTIZCHIRO");
      await page.getByRole("button", { name: "Show leads" }).click();
      await expect(rows.getByRole("link")).toHaveText(["Sam Ortiz"]);
      expect(page.url()).toMatch(/[?&]find=[\w-]+/);
      expect(page.url().toLowerCase()).not.toContain("ortiz");
      await expect(page.getByLabel("Search")).toHaveValue("ORTIZCHIRO");

      await page.getByRole("link", { name: "Clear" }).click();
      await chooseFilter(page, "Source / medium", "google / cpc");
      await page.getByRole("button", { name: "Show leads" }).click();
      await expect(rows.getByRole("link")).toHaveText(["Maria Alvarez"]);
      await expect(page).toHaveURL(/source=google\+%2F\+cpc/);

      await page.getByRole("link", { name: "Clear" }).click();
      await page
        .getByRole("navigation", { name: "Leads by status" })
        .getByRole("link", { name: /Won/ })
        .click();
      await expect(page.getByText("No leads match.")).toBeVisible();
    });

    test("a lead's page shows everything; its status and notes keep who and when", async ({
      page,
    }, testInfo) => {
      await signIn(page, FRONT_DESK);
      await page.getByRole("link", { name: "Sam Ortiz" }).click();
      await expect(page).toHaveURL(/\/inbox\/leads\/[\w-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sam Ortiz");
      await expect(page.getByRole("link", { name: "Email" })).toHaveAttribute(
        "href",
        "mailto:sam@ortizchiro.example",
      );
      await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute(
        "href",
        "tel:5125550148",
      );
      await expect(page.getByText("chiro-retarget", { exact: true })).toBeVisible();
      // Named as the list and the report name it, above the tags as they came.
      await expect(
        page.getByText("facebook / paid-social · chiro-retarget", { exact: true }),
      ).toBeVisible();
      await expect(page.getByText("Email to the agency", { exact: true })).toBeVisible();
      // The page's address, cut short on one line, copies whole with a button where scripts run.
      const copyPage = page.getByRole("button", { name: "Copy Page" });
      if (scripts === "on") {
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await copyPage.click();
        await expect(page.getByRole("button", { name: "Copied Page" })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          visitOf(VISITORS[1]!).page_url,
        );
      } else {
        await expect(copyPage).toBeHidden();
      }
      // A landing lead's message is made of its other fields, which show on their own.
      await expect(page.getByText(PASTED_LINK_MESSAGE)).toBeVisible();
      await expect(page.getByText("Business type: Dental Practice")).toHaveCount(0);

      const status = scripts === "on" ? "Contacted" : "Booked";
      await page.getByLabel("Status").selectOption({ label: status });
      await page.getByRole("button", { name: "Save status" }).click();
      await expect(page.getByRole("status")).toHaveText("Status saved.");
      await expect(page.getByText(`${status}: set by ${FRONT_DESK_NAME},`)).toBeVisible();

      const note = `Called back (${scripts}); booked a demo for Tuesday.`;
      await page.getByLabel("Add a note").fill(note);
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByRole("status")).toHaveText("Note added.");
      await expect(page.getByText(note)).toBeVisible();
      await expect(page.getByText(note).locator("..")).toContainText(FRONT_DESK_NAME);
      if (scripts === "on") {
        await page.screenshot({
          path: testInfo.outputPath(`lead-${page.viewportSize()!.width}.png`),
          fullPage: true,
        });
        await expectFitsTheWidth(page);
        await expectAccessible(page);
      }

      await page.getByRole("link", { name: "All leads" }).click();
      await expect(page.locator("tbody tr", { hasText: "Sam Ortiz" })).toContainText(status);
    });
  });
}

test("with scripts, j and k move between leads, e goes to the status, which saves in place", async ({
  page,
}) => {
  await signIn(page, FRONT_DESK);
  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  await page.keyboard.press("j");
  await expect.poll(focused).toBe("Priya Patel");
  await page.keyboard.press("j");
  await expect.poll(focused).toBe("Sam Ortiz");
  await page.keyboard.press("k");
  await expect.poll(focused).toBe("Priya Patel");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Priya Patel");

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.keyboard.press("e");
  await expect(page.getByLabel("Status")).toBeFocused();
  await page.getByLabel("Status").selectOption({ label: "Won" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.locator('[data-status-part="badge"]')).toHaveText("Won");
  await expect(page.getByText(`Won: set by ${FRONT_DESK_NAME},`)).toBeVisible();
  await expect(page).toHaveURL(/\?notice=status$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test(`two staff on one lead: a change from a page opened before another's is refused and says so ${ANY_WIDTH}`, async ({
  page,
  browser,
  pageErrors,
}, testInfo) => {
  const lead = `${inbox.origin}/inbox/leads/${leadIds.get(VISITORS[2]!.email)}`;
  const statusChanges = () => {
    const db = new Database(inbox.databaseFile, { readonly: true });
    const rows = db
      .prepare(
        "select actor, detail from audit_log where action = 'status-changed' and lead_id = ? order by rowid",
      )
      .all(leadIds.get(VISITORS[2]!.email)) as { actor: string; detail: string }[];
    db.close();
    return rows.map(({ actor, detail }) => `${actor} ${detail}`);
  };
  const before = statusChanges();
  // The front desk's page, with scripts, its clock in the test's hands; the owner's, without.
  await page.clock.install();
  await signIn(page, FRONT_DESK);
  await page.goto(lead);
  const owners = await browser.newContext({ javaScriptEnabled: false });
  const owner = await owners.newPage();
  await signIn(owner, OWNER);
  await owner.goto(lead);

  await owner.getByLabel("Status").selectOption({ label: "Lost" });
  await owner.getByRole("button", { name: "Save status" }).click();
  await expect(owner.getByRole("status")).toHaveText("Status saved.");

  // The page opened before says so once its script checks, without a reload.
  const changed = page.getByText("Someone changed this lead after you opened this page.");
  await expect(changed).toBeHidden();
  await page.clock.runFor(60_000);
  await expect(changed).toBeVisible();
  await expect(page.getByRole("link", { name: "Reload to see it" })).toHaveAttribute(
    "href",
    new URL(lead).pathname,
  );

  // Saved from it anyway: refused, the owner's change named, the front desk's choice kept.
  await page.getByLabel("Status").selectOption({ label: "Contacted" });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `${OWNER_NAME} changed the status to Lost at`,
  );
  await expect(page.getByRole("alert")).toContainText("so your status, Contacted, was not saved");
  await expect(page.getByText(`Lost: set by ${OWNER_NAME},`)).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("contacted");
  await expect(changed).toBeHidden();
  expectAndDropErrors(pageErrors, "status of 409");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`stale-status-${width}.png`) });
    await expectFitsTheWidth(page);
  }
  await expectAccessible(page);

  // Saved again, now from what the page shows: it applies, and the owner's page is the stale one.
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  await expect(page.getByText(`Contacted: set by ${FRONT_DESK_NAME},`)).toBeVisible();
  await owner.getByLabel("Status").selectOption({ label: "Won" });
  await owner.getByRole("button", { name: "Save status" }).click();
  await expect(owner.getByRole("alert")).toContainText(
    `${FRONT_DESK_NAME} changed the status to Contacted at`,
  );
  await expect(owner.getByLabel("Status")).toHaveValue("won");

  // An owner carries the same version: given from the page as it now is, it makes the front
  // desk's page stale, whose own choice of owner is refused with the assignment named.
  await owner.goto(lead);
  await expect(owner.getByText("No one works this lead yet.")).toBeVisible();
  const take = owner.getByRole("button", { name: "Assign to me" });
  await take.click();
  await expect(owner.getByRole("status")).toHaveText("Owner saved.");
  await expect(owner.getByText(`${OWNER_NAME} took it,`)).toBeVisible();
  await expect(take).toHaveCount(0);
  await owner.getByLabel("Owner").selectOption({ label: FRONT_DESK_NAME });
  await owner.getByRole("button", { name: "Save owner" }).click();
  await expect(owner.getByRole("status")).toHaveText("Owner saved.");
  await expect(owner.getByText(`${FRONT_DESK_NAME}: given by ${OWNER_NAME},`)).toBeVisible();
  await owners.close();
  await page.getByLabel("Owner").selectOption({ label: OWNER_NAME });
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `${OWNER_NAME} gave this lead to ${FRONT_DESK_NAME} at`,
  );
  await expect(page.getByRole("alert")).toContainText(
    `so your choice of owner, ${OWNER_NAME}, was not saved`,
  );
  await expect(page.getByLabel("Owner")).toHaveValue(OWNER);
  expectAndDropErrors(pageErrors, "status of 409");

  // The list: the lead is among the front desk's own, with its owner named, and not unassigned.
  await page.goto(`${inbox.origin}/inbox`);
  const byOwner = page.getByRole("navigation", { name: "Leads by owner" });
  await byOwner.getByRole("link", { name: "Mine" }).click();
  await expect(byOwner.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row").filter({ hasText: VISITORS[2]!.email })).toContainText(
    FRONT_DESK_NAME,
  );
  await byOwner.getByRole("link", { name: "Unassigned" }).click();
  await expect(page.getByText(VISITORS[2]!.email)).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: VISITORS[0]!.email })).toContainText(
    "Unassigned",
  );

  // Each change is in the lead's history, by name, newest first.
  await page.goto(lead);
  await expect(page.locator("#history li")).toContainText([
    `${OWNER_NAME} gave it to ${FRONT_DESK_NAME}`,
    `${OWNER_NAME} took it`,
    `${FRONT_DESK_NAME} set the status to Contacted`,
    `${OWNER_NAME} set the status to Lost`,
    `${FRONT_DESK_NAME} set the status to Won`,
  ]);
  await expect(page.locator("#history li").last()).toContainText("Arrived: Landing page");

  expect(statusChanges()).toEqual([...before, `${OWNER} lost`, `${FRONT_DESK} contacted`]);
});

// The notes' forms are plain HTML: this browser runs scripts for the axe checks, the colleague's none.
test(`a note's author or an admin corrects or deletes it, and no one else can ${ANY_WIDTH}`, async ({
  page,
  browser,
  pageErrors,
}, testInfo) => {
  const lead = `${inbox.origin}/inbox/leads/${leadIds.get(VISITORS[1]!.email)}`;
  await signIn(page, FRONT_DESK);
  await page.goto(lead);
  const notes = page.locator("#notes");
  const add = async (text: string) => {
    await page.getByLabel("Add a note").fill(text);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    return notes.locator("li", { hasText: text });
  };
  const slip = await add(
    "Spoke with Sam: his knee surgery is on the 12th, so the demo waits until January.",
  );
  await slip.getByRole("link", { name: "Correct" }).click();
  const correction = page.getByLabel("Correct your note");
  await expect(correction).toHaveValue(/knee surgery/);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await slip.screenshot({ path: testInfo.outputPath(`note-correcting-${width}.png`) });
    await expectFitsTheWidth(page);
  }
  await expectAccessible(page);
  await correction.fill("Spoke with Sam: the demo waits until January.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note corrected.");
  const corrected = notes.locator("li", { hasText: "the demo waits until January" });
  await expect(corrected).toContainText(`${FRONT_DESK_NAME} ·`);
  await expect(corrected).toContainText("corrected");
  await expect(notes).not.toContainText("knee");

  const duplicate = await add("Duplicate of the call above.");
  await duplicate.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByText("Delete this note?")).toBeVisible();
  await notes.screenshot({ path: testInfo.outputPath("note-deleting.png") });
  await expectAccessible(page);
  await expectFitsTheWidth(page);
  await page.getByRole("button", { name: "Delete note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note deleted.");
  await expect(notes).not.toContainText("Duplicate of the call above.");

  // The owner, an admin, may change anyone's note; their own, written here, the front desk may not.
  const owners = await browser.newContext({ javaScriptEnabled: false });
  const owner = await owners.newPage();
  await signIn(owner, OWNER);
  await owner.goto(lead);
  const ownersView = owner.locator("#notes li", { hasText: "the demo waits until January" });
  await expect(ownersView.getByRole("link")).toHaveText(["Correct", "Delete"]);
  const ownersNote = "Sent pricing for two chairs; the practice manager decides by Friday.";
  await owner.getByLabel("Add a note").fill(ownersNote);
  await owner.getByRole("button", { name: "Add note" }).click();
  await expect(owner.getByRole("status")).toHaveText("Note added.");
  await owners.close();

  await page.reload();
  const notMine = notes.locator("li", { hasText: ownersNote });
  await expect(notMine.getByRole("link")).toHaveCount(0);
  const noteId = (await notMine.getAttribute("id"))!.replace(/^note-/, "");
  const asked = await page.goto(`${lead}?delete-note=${noteId}`);
  expect(asked?.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText(
    "Only the staff member who wrote a note, or an admin, can correct or delete it. Add a note of your own instead.",
  );
  const posted = await page.request.post(lead, {
    headers: { origin: inbox.origin },
    form: { csrf: (await csrfCookie(page.context()))!, action: "delete-note", "note-id": noteId },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(403);
  await page.goto(lead);
  await expect(notMine).toBeVisible();
  expectAndDropErrors(pageErrors, "status of 403");

  // The audit log says it happened, never the words.
  const db = new Database(inbox.databaseFile, { readonly: true });
  const entries = db
    .prepare(
      "select actor, action, detail from audit_log where action in ('note-edited', 'note-deleted') order by rowid",
    )
    .all();
  db.close();
  expect(entries).toEqual([
    { actor: FRONT_DESK, action: "note-edited", detail: null },
    { actor: FRONT_DESK, action: "note-deleted", detail: null },
  ]);
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test(`what was kept apart is released as a lead or discarded ${ANY_WIDTH}`, async ({ page }) => {
    for (const fullName of ["Real Person", "Spam Bot"]) {
      const answer = await page.request.post(`${inbox.origin}/api/landing-contact`, {
        headers: { origin: inbox.origin },
        form: {
          form: "landing",
          fullName,
          email: `${fullName.split(" ")[0]!.toLowerCase()}@kept-apart.example`,
          phone: "5125550148",
          businessType: "Dental Practice",
          smsDisclosure: "on",
          company_website: "https://bots.example",
        },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
    }
    await signIn(page, FRONT_DESK);
    await expect(page.locator("tbody tr", { hasText: "Real Person" })).toHaveCount(0);
    await page.getByRole("link", { name: "Suspected 2" }).click();
    await expect(page.getByText("Filled in the field only robots see")).toHaveCount(2);
    await page.getByRole("button", { name: "Discard" }).first().click();
    await expect(page.getByRole("alert")).toHaveText("Choose at least one first.");

    await page.getByLabel("Choose Real Person").check();
    await page.getByRole("button", { name: "Release as leads" }).first().click();
    await expect(page.getByRole("status")).toContainText("Released 1");
    await page.getByLabel("Choose Spam Bot").check();
    await page.getByRole("button", { name: "Discard" }).last().click();
    await expect(page.getByRole("status")).toContainText("Moved 1 to the trash.");
    await expect(page.getByText("Nothing is kept apart.")).toBeVisible();
    // Discarded, it waits in the trash; the menu counts none left to look at.
    await expect(page.getByRole("link", { name: "Trash 1" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Suspected" }),
    ).toHaveAccessibleName("Suspected");

    await page.getByRole("link", { name: "Leads", exact: true }).click();
    // Released, it is the newest lead.
    await expect(page.locator("tbody tr").first()).toContainText("Real Person");
    await expect(page.locator("tbody tr", { hasText: "Spam Bot" })).toHaveCount(0);
  });

  test(`the list's leads export as the leads command's CSV, for an admin ${ANY_WIDTH}`, async ({
    page,
    pageErrors,
  }) => {
    // A staff account is told exporting is an admin's, and refused if it asks anyway.
    await signIn(page, FRONT_DESK);
    await expect(page.getByText("Exporting leads is for an admin.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Export these leads (CSV)" })).toHaveCount(0);
    const refused = await page.goto(`${inbox.origin}/inbox/export.csv`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This is for an admin");
    expectAndDropErrors(pageErrors, "status of 403");
    await page.goto(`${inbox.origin}/inbox/account`);
    await expect(page.getByText("Your account is staff")).toBeVisible();

    await signIn(page, OWNER);
    await chooseFilter(page, "Source / medium", "facebook / paid-social");
    await page.getByRole("button", { name: "Show leads" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export these leads (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    expect(header).toMatch(/^id,received_at \([\w/]+\),status,owner,last_change_at /);
    expect(header).toContain(",visitor_notes,");
    expect(header).toContain(",staff_notes,bookings,");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("sam@ortizchiro.example");
    await expect(page.getByText("Leads are deleted 365 days after they arrive")).toBeVisible();
  });

  test(`an admin erasing a person deletes every lead of their address ${ANY_WIDTH}`, async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await page.getByRole("link", { name: "Priya Patel" }).click();
    await page.getByRole("link", { name: "Erase this person" }).click();
    await expect(
      page.getByText("This deletes every lead from priya@glowmedspa.example (1 in all)"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Erase for good" }).click();
    await expect(page).toHaveURL(/\/inbox\?erased=1&deliveries=\d+$/);
    await expect(page.getByRole("status")).toContainText("Leads deleted: 1");
    await expect(page.locator("tbody tr", { hasText: "Priya Patel" })).toHaveCount(0);

    // A staff account is told erasing is an admin's, and refused if it posts the form anyway.
    await signIn(page, FRONT_DESK);
    await page.getByRole("link", { name: "Maria Alvarez" }).click();
    const lead = page.url();
    await expect(page.getByText("Erasing a person is for an admin.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Erase this person" })).toHaveCount(0);
    const refused = await page.request.post(lead, {
      headers: { origin: inbox.origin },
      form: { csrf: (await csrfCookie(page.context()))!, action: "erase" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("Erasing a person is for an admin.");
    await page.goto(lead);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maria Alvarez");
  });

  test(`the audit log says who did what, from where, and holds no lead's contents ${ANY_WIDTH}`, async ({
    page,
  }) => {
    await signIn(page, FRONT_DESK);
    await page.getByRole("link", { name: "Audit log" }).click();
    // Every page of it, a hundred entries each, newest first.
    const rows: string[] = [];
    for (;;) {
      rows.push(...(await page.locator("tbody tr").allInnerTexts()));
      const older = page.getByRole("link", { name: "Older", exact: true });
      if (!(await older.count())) break;
      await older.click();
    }
    const rowWith = (words: string) => rows.find((row) => row.includes(words)) ?? "";
    for (const line of [
      "Signed in · link",
      "Sign-in failed · link",
      "Opened a lead",
      "Changed the status · Booked",
      "Added a note",
      "Exported leads · leads: 1",
      "Released a suspected submission",
      "Discarded a suspected submission",
      "Erased a person · leads: 1",
      "Added a passkey",
      "Signed out everywhere",
      "Viewed the lead list · search",
      "Viewed the lead list · source=google",
      "Viewed the suspected submissions",
      `Sign-in link made by the leads command · ${FRONT_DESK}, emailed`,
    ]) {
      expect(rowWith(line), line).not.toBe("");
    }
    expect(rowWith("Account made")).toContain("Command line");
    expect(rowWith("Opened a lead")).toContain(FRONT_DESK);
    const text = rows.join("\n");
    for (const content of [
      "ortizchiro",
      "Sam Ortiz",
      "glowmedspa",
      "booked a demo",
      "5125550148",
    ]) {
      expect(text, content).not.toContain(content);
    }
    expect(text).toMatch(/[0-9a-f]{12}/);

    // A HEAD request shows no one anything, and records nothing.
    const entries = () => {
      const db = new Database(inbox.databaseFile, { readonly: true });
      const { count } = db.prepare("select count(*) as count from audit_log").get() as {
        count: number;
      };
      db.close();
      return count;
    };
    const before = entries();
    for (const path of ["/inbox", `/inbox/leads/${leadIds.get(VISITORS[0]!.email)}`]) {
      expect((await page.request.head(`${inbox.origin}${path}`)).status(), path).toBe(200);
    }
    expect(entries()).toBe(before);
  });
});

test(`a lead that does not exist answers 404 ${ANY_WIDTH}`, async ({ page, pageErrors }) => {
  await signIn(page, FRONT_DESK);
  const answer = await page.goto(`${inbox.origin}/inbox/leads/no-such-lead`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing here");
  expectAndDropErrors(pageErrors, "status of 404");
});

test(`a demo booked on the scheduler shows on its lead, set booked by the scheduler ${ANY_WIDTH}`, async ({
  page,
  request,
}, testInfo) => {
  // Booked through the link the landing form's answer led to, under the lead's own address
  // (docs/bookings.md: an id carried for another address picks no lead).
  const { body } = schedulerEvent("invitee.created", {
    email: "Maria@AlvarezDental.example",
    startsAt: "2026-12-03T16:00:00.000000Z",
    tracking: { salesforce_uuid: leadIds.get(VISITORS[0]!.email)! },
  });
  const answer = await request.post(`${inbox.origin}/api/scheduler-events`, {
    headers: {
      "content-type": "application/json",
      "calendly-webhook-signature": signatureFor(body),
    },
    data: body,
  });
  expect(await answer.json()).toMatchObject({ ok: true, outcome: "booked", newLead: false });
  await signIn(page, FRONT_DESK);
  await page.getByRole("link", { name: "Maria Alvarez" }).click();
  const calls = page.locator("#bookings");
  await expect(calls.getByRole("heading")).toHaveText("Demo calls");
  await expect(calls).toContainText("Call on Dec 3, 2026, 10:00 AM");
  await expect(calls).toContainText("Booked");
  await expect(page.getByText("Booked: set by the scheduler,")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("booked-lead.png"), fullPage: true });
  await expectAccessible(page);

  // Booked straight on the scheduler, by someone who sent no form: the lead says so in words.
  const direct = schedulerEvent("invitee.created", {
    email: "frontdesk@lakeviewortho.example",
    name: "Jordan Lake",
  });
  const made = await request.post(`${inbox.origin}/api/scheduler-events`, {
    headers: {
      "content-type": "application/json",
      "calendly-webhook-signature": signatureFor(direct.body),
    },
    data: direct.body,
  });
  expect(await made.json()).toMatchObject({ ok: true, outcome: "booked", newLead: true });
  await page.goto(`${inbox.origin}/inbox`);
  await page.getByRole("link", { name: "Jordan Lake" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jordan Lake");
  await expect(page.getByText("Booked on the scheduler", { exact: true })).toBeVisible();
  await expect(page.getByText("scheduler", { exact: true })).toHaveCount(0);
});

const PERSON =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test(`the report counts the campaign's visits, leads and booked demo, and downloads it ${ANY_WIDTH}`, async ({
  page,
  request,
}) => {
  // Five visits begun on /landing from Maria's campaign, as the site's script counts them.
  for (let visit = 0; visit < 5; visit++) {
    const counted = await request.post(`${inbox.origin}/api/visits`, {
      headers: { origin: inbox.origin, "user-agent": PERSON, "content-type": "text/plain" },
      data: JSON.stringify({
        path: "/landing",
        entry: true,
        source: "google",
        medium: "(none)",
        campaign: "spring-dental",
      }),
    });
    expect(counted.status()).toBe(204);
  }
  await signIn(page, FRONT_DESK);
  await page
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: "Report" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What brings booked demos");
  const byCampaign = page.getByRole("region", { name: "By campaign, as a table" });
  const row = byCampaign.getByRole("row", { name: /spring-dental/ });
  // Visits, leads, suspected, booked, booked rate, revenue at stake; each beside the period before.
  await expect(row.getByRole("cell")).toHaveText([
    "5, was 0",
    "1, was 0",
    "0, was 0",
    "1, was 0",
    "100%, was —",
    "$0, was $0",
  ]);
  // The headline figures say what they rest on, and what they were before.
  const revenue = page.getByRole("definition").filter({ hasText: "booked lead" });
  await expect(revenue).toHaveText("No booked lead gave an estimate");
  await expect(page.getByText(/^\+\d+ vs 0$/).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV (By campaign)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^report-campaign-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile(await download.path(), "utf8");
  const [header, ...rows] = csv.trimEnd().split("\r\n");
  expect(header).toMatch(
    /^Campaign,Visits,Leads,Suspected,Booked,Booked rate \(%\),Revenue at stake \(\$\),Estimates,"Visits, period before",/,
  );
  expect(rows).toContain("spring-dental,5,1,0,1,100,0,0,0,0,0,0,,0,0");
  expect(rows.at(-1)).toMatch(/^All,5,\d+,\d+,\d+,/);

  await page.getByRole("link", { name: "4 weeks" }).click();
  await expect(page).toHaveURL(/\/inbox\/report\?weeks=4$/);
  await expect(page.getByRole("link", { name: "4 weeks" })).toHaveAttribute("aria-current", "page");
  await expect(row.getByRole("cell").first()).toHaveText("5, was 0");
});

test(`the report takes any days, refuses days the wrong way round keeping them, and marks the week so far ${ANY_WIDTH}`, async ({
  page,
  pageErrors,
}) => {
  await signIn(page, FRONT_DESK);
  await page.goto(`${inbox.origin}/inbox/report`);
  const days = page.getByRole("form", { name: "Or choose the days" });
  const from = days.getByLabel("From");
  const to = days.getByLabel("To");
  const today = await to.getAttribute("max");
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // This week, not over: marked in its table and drawn lighter in its chart.
  const byWeek = page.getByRole("region", { name: "By week, as a table" });
  await expect(byWeek.getByRole("row").filter({ hasText: "Partial week" })).toHaveCount(1);
  await expect(byWeek.getByText(/^Partial week · So far: [1-7] of 7 days$/)).toBeVisible();
  await expect(page.getByText("Lighter bars are partial weeks.")).toBeVisible();

  // The wrong way round: the reason, the days as typed, and the last twelve weeks instead.
  await from.fill(today!);
  await to.fill("2026-01-05");
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().includes("/inbox/report?")),
    days.getByRole("button", { name: "Show" }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(
    "From must be on or before To: the days are the wrong way round. The report below is of the last 12 weeks.",
  );
  expectAndDropErrors(pageErrors, "status of 400");
  await expect(from).toHaveValue(today!);
  await expect(to).toHaveValue("2026-01-05");
  await expect(page.getByRole("link", { name: "12 weeks" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // One day, today: the leads sent today, beside the day before.
  await from.fill(today!);
  await to.fill(today!);
  await days.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/inbox/report\\?from=${today}&to=${today}$`));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(
    page.getByText(
      /^Beside each figure, the same number of days just before: (\w{3} \d+, \d{4}) to \1\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "4 weeks" })).not.toHaveAttribute("aria-current");
  await expect(byWeek.getByRole("row")).toHaveCount(3);
  const spring = page
    .getByRole("region", { name: "By campaign, as a table" })
    .getByRole("row", { name: /spring-dental/ });
  await expect(spring.getByRole("cell").nth(1)).toHaveText("1, was 0");
  await expect(page.getByRole("link", { name: "Download CSV (By week)" })).toHaveAttribute(
    "href",
    `/inbox/report.csv?by=week&from=${today}&to=${today}`,
  );
});

test(`every inbox page fits every width from 320 to 1920 px, whatever a lead holds ${ANY_WIDTH}`, async ({
  page,
}) => {
  await signIn(page, OWNER);
  const lead = `${inbox.origin}/inbox/leads/${leadIds.get("sam@ortizchiro.example")}`;
  await page.goto(lead);
  // A staff note with one long word: a tracking number pasted from the scheduler.
  await page.getByLabel("Add a note").fill(`Rebooked; confirmation ${"9F3K".repeat(40)}`);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  const pages = [
    "/inbox",
    lead,
    "/inbox/suspected",
    "/inbox/suspected/trash",
    "/inbox/report",
    "/inbox/account",
    "/inbox/audit",
  ];
  for (const width of [320, 390, 768, 1024, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path.startsWith("http") ? path : `${inbox.origin}${path}`);
      await expectFitsTheWidth(page);
    }
  }
});

test("the report reads at every width, its charts drawn without a script", async ({
  page,
  pageErrors,
}, testInfo) => {
  await signIn(page, FRONT_DESK);
  await page.goto(`${inbox.origin}/inbox/report`);
  await expect(page.getByRole("img", { name: "Leads and booked demos by week" })).toBeVisible();
  await expect(page.getByRole("figure")).toHaveCount(5);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`report-${width}.png`), fullPage: true });
    await expectFitsTheWidth(page);
    await expectAccessible(page);
  }
  expect(pageErrors).toEqual([]);
});

test(`a delivery that died shows above every page, and is sent again from there ${ANY_WIDTH}`, async ({
  page,
}, testInfo) => {
  const db = new Database(inbox.databaseFile);
  try {
    db.prepare(
      "update deliveries set status = 'dead' where id = (select id from deliveries where status = 'pending' order by created_at limit 1)",
    ).run();
  } finally {
    db.close();
  }
  // A staff account is told an admin can send them again, and refused if it asks anyway.
  await signIn(page, FRONT_DESK);
  const banner = page.getByRole("alert").filter({ hasText: "failed for good" });
  await expect(banner).toContainText("Deliveries that failed for good after every retry: 1.");
  await expect(banner).toContainText("An admin can send them again.");
  await expect(banner.getByRole("button")).toHaveCount(0);
  const refused = await page.request.post(`${inbox.origin}/inbox/deliveries/retry`, {
    headers: { origin: inbox.origin },
    form: { csrf: (await csrfCookie(page.context()))! },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`delivery-trouble-${width}.png`) });
    await expectFitsTheWidth(page);
  }

  await signIn(page, OWNER);
  await expect(banner).toContainText("Deliveries that failed for good after every retry: 1.");
  await page.goto(`${inbox.origin}/inbox/report`);
  await banner.getByRole("button", { name: "Send them again" }).click();
  await expect(page).toHaveURL(/\/inbox\?retried=1$/);
  await expect(page.getByRole("status")).toHaveText("Deliveries queued to send again: 1.");
  await expect(banner).toHaveCount(0);
});

/** Ends `email`'s sessions as their idle limit would: the rows past their deadline, the cookie gone. */
async function endSessionsIdle(context: BrowserContext, email: string): Promise<void> {
  const db = new Database(inbox.databaseFile);
  try {
    db.prepare(
      "update staff_sessions set expires_at = ? where staff_id = (select id from staff where email = ?)",
    ).run(new Date(Date.now() - 60_000).toISOString(), email);
  } finally {
    db.close();
  }
  // The cookie's Max-Age is the idle limit: the browser drops it with the session.
  await context.clearCookies({ name: SESSION_COOKIE });
}

/** What the inbox holds for people whose sessions ended, as the database keeps it. */
function heldRows(): { form: string }[] {
  const db = new Database(inbox.databaseFile, { readonly: true });
  try {
    return db.prepare("select form from held_changes").all() as { form: string }[];
  } finally {
    db.close();
  }
}

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("a note sent after the session ended idle is kept, and saved on its lead once its author signs in again by emailed link", async ({
    page,
    context,
  }, testInfo) => {
    const width = page.viewportSize()!.width;
    const lead = `/inbox/leads/${leadIds.get(VISITORS[0]!.email)}`;
    const note = `Left a voicemail (${width} px): she asked for a call back after 3 on Thursday.`;
    await signIn(page, OWNER);
    await page.goto(`${inbox.origin}${lead}`);
    await page.getByLabel("Add a note").fill(note);
    await endSessionsIdle(context, OWNER);

    // Another site's page, or one without this browser's CSRF token, plants nothing.
    const form = { action: "note", note: "Planted by another site." };
    for (const [headers, fields] of [
      [{ origin: "https://attacker.example" }, { ...form, csrf: (await csrfCookie(context))! }],
      [{ origin: inbox.origin }, { ...form, csrf: "x".repeat(43) }],
    ] as const) {
      const planted = await page.request.post(`${inbox.origin}${lead}`, {
        headers,
        form: fields,
        maxRedirects: 0,
      });
      expect(planted.status()).toBe(403);
    }
    expect(heldRows()).toEqual([]);

    await page.getByRole("button", { name: "Add note" }).click();
    // The form's #notes stays on, as a browser keeps a fragment through a redirect.
    await expect(page).toHaveURL(
      `${inbox.origin}/inbox/sign-in?notice=held&next=${encodeURIComponent(lead)}#notes`,
    );
    await expect(page.getByRole("status")).toContainText("What you sent is kept");
    expect(page.url()).not.toContain("voicemail");
    expect(heldRows()).toHaveLength(1);
    await page.screenshot({
      path: testInfo.outputPath(`sign-in-held-${width}.png`),
      fullPage: true,
    });

    await page.getByLabel("Work email").fill(OWNER);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status")).toContainText("Check your email");
    await openEmailedLink(page, OWNER, lead);
    await expect(page.getByRole("status")).toHaveText(
      "Your note, sent after you were signed out, is saved.",
    );
    await expect(page.getByText(note).locator("..")).toContainText("Dana Whitfield");
    await page.screenshot({ path: testInfo.outputPath(`lead-held-${width}.png`), fullPage: true });
    await expectFitsTheWidth(page);
    expect(heldRows()).toEqual([]);

    await page.reload();
    await expect(page.getByText(note)).toHaveCount(1);
    await expect(page.getByText("sent after you were signed out")).toHaveCount(0);
  });
});

test(`a status chosen after signing out everywhere elsewhere is kept, and saved once its author signs in with a passkey ${ANY_WIDTH}`, async ({
  page,
  browser,
  context,
}) => {
  // Two browsers, a passkey added and three sign-ins: as slow as the passkey test above.
  test.slow();
  const lead = `/inbox/leads/${leadIds.get(VISITORS[0]!.email)}`;
  await signIn(page, OWNER);
  await addAuthenticator(context, page, { userVerified: true });
  await page.goto(`${inbox.origin}/inbox/account`);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkey added. Next time, sign in with it.");
  await page.goto(`${inbox.origin}${lead}`);
  await page.getByLabel("Status").selectOption({ label: "Lost" });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, OWNER);
  await otherPage.goto(`${inbox.origin}/inbox/account`);
  await otherPage.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(otherPage.getByRole("status")).toHaveText("You are signed out on every device.");
  await other.close();

  // The script's save in place finds the session gone, and follows to sign in.
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page).toHaveURL(
    `${inbox.origin}/inbox/sign-in?notice=held&next=${encodeURIComponent(lead)}`,
  );
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${inbox.origin}${lead}`);
  await expect(page.getByRole("status")).toHaveText(
    "The status you chose after you were signed out is saved.",
  );
  await expect(page.locator('[data-status-part="badge"]')).toHaveText("Lost");
  await expect(page.getByText("Lost: set by Dana Whitfield,")).toBeVisible();
});

test("with scripts, the inbox warns two minutes before the idle limit, and stays signed in on a press", async ({
  page,
  context,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  await signIn(page, FRONT_DESK);
  await page.clock.install();
  // Maria's lead: the one no test erases.
  await page.goto(`${inbox.origin}/inbox/leads/${leadIds.get(VISITORS[0]!.email)}`);
  const warning = page.getByRole("alert").filter({ hasText: "You will be signed out" });
  const stay = page.getByRole("button", { name: "Stay signed in" });
  await page.clock.fastForward("27:00");
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward("01:30");
  await expect(warning).toHaveText(/You will be signed out in under 2 minutes for inactivity\./);
  await page.screenshot({ path: testInfo.outputPath(`session-ending-${width}.png`) });
  await expectAccessible(page);

  // As the server sees this session (by its cookie's token, stored hashed): its last use 28
  // minutes ago, 2 minutes left.
  const cookie = decodeURIComponent((await sessionCookie(context))!.value);
  const token = storedSessionToken(cookie.slice(0, cookie.lastIndexOf(".")));
  const db = new Database(inbox.databaseFile);
  const expiresAt = () =>
    Date.parse(
      (
        db.prepare("select expires_at from staff_sessions where token = ?").get(token) as {
          expires_at: string;
        }
      ).expires_at,
    );
  try {
    const changed = db
      .prepare("update staff_sessions set updated_at = ?, expires_at = ? where token = ?")
      .run(
        new Date(Date.now() - 28 * 60_000).toISOString(),
        new Date(Date.now() + 2 * 60_000).toISOString(),
        token,
      );
    expect(changed.changes).toBe(1);
    await stay.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect.poll(expiresAt).toBeGreaterThan(Date.now() + 25 * 60_000);
  } finally {
    db.close();
  }

  await page.clock.fastForward("28:30");
  await expect(warning).toBeVisible();
  await page.clock.fastForward("02:00");
  await expect(page.getByRole("alert")).toHaveText(
    "Your session ended. What you send from this page is kept: sign in again and it is saved.",
  );
  await expect(stay).toHaveCount(0);
});

test(`with scripts, a session's last minutes say that its hours are up, with no way to stay ${ANY_WIDTH}`, async ({
  page,
}) => {
  await signIn(page, FRONT_DESK);
  await page.clock.install();
  // Another tab in use all along: idleness will not end this session before its hours do.
  await page.addInitScript(() =>
    localStorage.setItem("inbox-session-ends", String(Date.now() + 24 * 3_600_000)),
  );
  await page.goto(`${inbox.origin}/inbox/leads/${leadIds.get(VISITORS[0]!.email)}`);
  await page.clock.fastForward("11:55:00");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.clock.fastForward("03:30");
  await expect(page.getByRole("alert")).toHaveText(
    "Sessions last 12 hours at most, and yours ends in under 2 minutes. What you send after that is kept: sign in again and it is saved.",
  );
  await expect(page.getByRole("button", { name: "Stay signed in" })).toBeHidden();
  await page.clock.fastForward("02:00");
  await expect(page.getByRole("alert")).toHaveText(/^Your session ended\./);
});

test(`a flood of sign-in attempts is answered 429 ${ANY_WIDTH}`, async ({ request }) => {
  const page = await request.get(`${inbox.origin}/inbox/sign-in`);
  const csrf = /name="csrf" value="([\w-]+)"/.exec(await page.text())?.[1] ?? "";
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= SIGN_IN_RATE_LIMIT; attempt++) {
    const answer = await request.post(`${inbox.origin}/inbox/sign-in`, {
      headers: { origin: inbox.origin },
      form: { csrf, email: `guess${attempt}@example.com` },
      maxRedirects: 0,
    });
    statuses.push(answer.status());
    if (answer.status() === 429) {
      expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
      expect(await answer.text()).toContain("Too many sign-in attempts");
    }
  }
  expect(statuses).toContain(429);
  // Anyone may ask for a passkey's options: each is a stored challenge, and counted too.
  const optionStatuses: number[] = [];
  for (let attempt = 0; attempt <= SIGN_IN_RATE_LIMIT; attempt++) {
    const answer = await request.get(
      `${inbox.origin}/api/auth/passkey/generate-authenticate-options`,
    );
    optionStatuses.push(answer.status());
  }
  expect(optionStatuses.filter((status) => status === 200).length).toBeLessThanOrEqual(
    SIGN_IN_RATE_LIMIT,
  );
  expect(optionStatuses).toContain(429);
  // No link went to any of the guessed addresses.
  const recipients = inbox.mail.messages.flatMap((m) => [m.to ?? []].flat().map((to) => to.text));
  expect(recipients.filter((to) => to.startsWith("guess"))).toEqual([]);
});
