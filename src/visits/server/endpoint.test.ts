import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { serve, type Served } from "../../../test/serve";
import { parseServerEnv } from "@/server/env";
import { earlyLimit } from "@/server/rate-limit";
import { VISITS_PATH } from "../paths";
import { visitsEndpoint } from "./endpoint";
import { NEW_ROWS_A_DAY, VISIT_RATE_LIMIT } from "./page-views";
import { OTHER } from "@/lib/traffic-source";

const SITE = "https://www.voltcare.example";
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const PAGES = [
  "/",
  "/landing",
  "/services/ai-receptionist",
  "/services/missed-call-text-back",
  "/pricing",
  "/contact",
  "/about",
  "/blog",
  "/blog/after-hours-calls",
  "/case-studies",
  "/case-studies/brightsmile-dental",
  "/privacy",
];
/** The same endpoint as another copy of it would answer: Astro's route beside `npm start`'s. */
const SECOND_COPY = "/second-copy/api/visits";

describe.each(dialects)("counting visits on %s", (dialect) => {
  let t: TestDatabase;
  let server: Served;
  let now: Date;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    now = new Date("2026-11-28T03:00:00Z");
    // Each copy keeps its own limit in memory, as two bundles or processes do.
    const copy = () =>
      visitsEndpoint({
        database: async () => t.handle,
        env: () => parseServerEnv({ INBOX_TIME_ZONE: "America/Chicago" }),
        isSitePage: (path) => PAGES.includes(path),
        allowedOrigins: () => [SITE],
        earlyLimit: earlyLimit(),
        now: () => now,
      });
    server = await serve({ [VISITS_PATH]: copy(), [SECOND_COPY]: copy() });
  });
  afterEach(async () => {
    await server.close();
    await t.drop();
  });

  const visit = (fields: Record<string, unknown> = {}) => ({
    path: "/landing",
    entry: true,
    source: "google",
    medium: "cpc",
    campaign: "spring-implants",
    ...fields,
  });
  // As navigator.sendBeacon sends a string: text/plain, from the page's origin.
  const send = (body: unknown, headers: Record<string, string> = {}, path = VISITS_PATH) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        origin: SITE,
        "user-agent": CHROME,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const rows = () =>
    t.handle.db
      .selectFrom("page_views")
      .selectAll()
      .orderBy("day")
      .orderBy("path")
      .orderBy("source")
      .execute();

  it("adds each view to its day, page and source, and a visit's first page to its visits", async () => {
    expect((await send(visit())).status).toBe(204);
    expect((await send(visit({ entry: false }))).status).toBe(204);
    await send(visit({ path: "/", entry: false }));
    await send(visit({ source: "(direct)", medium: "(none)", campaign: "" }));
    // 03:00 UTC is still the 27th in Chicago; 07:00 the 28th.
    now = new Date("2026-11-28T07:00:00Z");
    await send(visit());
    expect(await rows()).toEqual([
      {
        day: "2026-11-27",
        path: "/",
        source: "google",
        medium: "cpc",
        campaign: "spring-implants",
        views: 1,
        visits: 0,
      },
      {
        day: "2026-11-27",
        path: "/landing",
        source: "(direct)",
        medium: "(none)",
        campaign: "",
        views: 1,
        visits: 1,
      },
      {
        day: "2026-11-27",
        path: "/landing",
        source: "google",
        medium: "cpc",
        campaign: "spring-implants",
        views: 2,
        visits: 1,
      },
      {
        day: "2026-11-28",
        path: "/landing",
        source: "google",
        medium: "cpc",
        campaign: "spring-implants",
        views: 1,
        visits: 1,
      },
    ]);
  });

  it("does not count known bots, or a browser that asks not to be tracked", async () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const headless =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
    expect((await send(visit(), { "user-agent": googlebot })).status).toBe(204);
    expect((await send(visit(), { "user-agent": headless })).status).toBe(204);
    expect((await send(visit(), { "sec-gpc": "1" })).status).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it("refuses what is not a visit to one of the site's pages, and stores nothing", async () => {
    const refused = [
      await send(visit({ path: "/no-such-page" })),
      await send(visit({ path: "/landing?email=dana@brightsmile.example" })),
      await send(visit({ campaign: "x".repeat(65) })),
      await send(visit({ source: "" })),
      await send(visit({ visitor: "id-123" })),
      await send("{not json"),
      await send("x".repeat(2000)),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 413]);
    expect((await send(visit(), { origin: "https://elsewhere.example" })).status).toBe(403);
    expect((await fetch(`${server.url}${VISITS_PATH}`)).status).toBe(405);
    expect(await rows()).toEqual([]);
  });

  it("counts a page on the endpoint's own host, as the lead API takes it, though SITE_URL differs", async () => {
    // The server on 127.0.0.1 is reached as its pages would reach it: from its own origin.
    expect((await send(visit(), { origin: server.url })).status).toBe(204);
    expect((await send(visit(), { origin: "http://127.0.0.1:1" })).status).toBe(403);
    expect((await rows()).map((row) => row.views)).toEqual([1]);
  });

  it("takes a source, medium and campaign only as slugs, and names the field it refuses", async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ campaign: "spring\u202Eelas" }, "campaign"],
      [{ campaign: "spring\u200Bsale" }, "campaign"],
      [{ source: "goo\u0000gle" }, "source"],
      [{ medium: "c\u00ADpc" }, "medium"],
      [{ campaign: "Spring Sale" }, "campaign"],
    ];
    for (const [fields, named] of refusals) {
      const answer = await send(visit(fields));
      expect(answer.status).toBe(400);
      const { ok, error } = (await answer.json()) as { ok: boolean; error: string };
      expect(ok).toBe(false);
      expect(error).toMatch(new RegExp(`^A visit's fields are wrong: ${named}: must be a slug`));
    }
    expect(await rows()).toEqual([]);
    // As the site's script sends that last one.
    expect((await send(visit({ campaign: "spring-sale", source: "(direct)" }))).status).toBe(204);
    expect((await rows()).map((row) => row.campaign)).toEqual(["spring-sale"]);
  });

  it("stops counting a network past its limit a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VISIT_RATE_LIMIT; i++) statuses.push((await send(visit())).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(VISIT_RATE_LIMIT);
    expect(statuses.at(-1)).toBe(429);
    expect((await rows())[0]?.views).toBe(VISIT_RATE_LIMIT);
  });

  it("holds a network to its limit a minute through every copy of the endpoint", async () => {
    for (let i = 0; i < VISIT_RATE_LIMIT; i++) expect((await send(visit())).status).toBe(204);
    const second = await send(visit(), {}, SECOND_COPY);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBe(60);
    // Another network, through either copy, is still counted; and the next minute, this one.
    expect((await send(visit(), { "x-forwarded-for": "198.51.100.20" }, SECOND_COPY)).status).toBe(
      204,
    );
    now = new Date(now.getTime() + 60_000);
    expect((await send(visit(), {}, SECOND_COPY)).status).toBe(204);
    expect((await rows()).map((row) => row.views)).toEqual([VISIT_RATE_LIMIT + 2]);
  });

  /** Sends each visit a second after the last, from one network, as a script would. */
  const sendAll = async (visits: Record<string, unknown>[], network: string) => {
    for (const fields of visits) {
      now = new Date(now.getTime() + 1000);
      expect((await send(visit(fields), { "x-forwarded-for": network })).status).toBe(204);
    }
  };
  const totals = async () => {
    const all = await rows();
    return {
      rows: all.length,
      views: all.reduce((sum, row) => sum + row.views, 0),
      visits: all.reduce((sum, row) => sum + row.visits, 0),
    };
  };
  const madeUp = (i: number) => ({
    source: `deals-${i}.example`,
    medium: "referral",
    campaign: `win-an-ipad-${i}`,
    entry: i % 2 === 0,
  });

  it("adds at most 20 rows for 125 visits with made-up sources from one network, and counts every view", async () => {
    const network = "203.0.113.7";
    // Each a new source, on one page.
    await sendAll(
      Array.from({ length: 125 }, (_, i) => madeUp(i)),
      network,
    );
    expect(await totals()).toEqual({
      rows: NEW_ROWS_A_DAY.networkSources + 1,
      views: 125,
      visits: 63,
    });
    const other = (await rows()).find((row) => row.path === OTHER);
    expect(other).toMatchObject({ source: OTHER, medium: OTHER, campaign: OTHER, views: 122 });
  });

  it("adds at most 20 rows for 125 visits from one network spread over the site's pages", async () => {
    const network = "2001:db8:7:1::1";
    // A few made-up sources, each taken to every page, the way to more rows than new sources.
    await sendAll(
      Array.from({ length: 125 }, (_, i) => ({
        ...madeUp(i % 3),
        path: PAGES[Math.floor(i / 3) % PAGES.length],
      })),
      network,
    );
    const { rows: added, views } = await totals();
    expect(added).toBe(NEW_ROWS_A_DAY.networkRows + 1);
    expect(added).toBeLessThanOrEqual(20);
    expect(views).toBe(125);
    // Another /64 in the same /48 is the same network; a new source each time changes nothing.
    await sendAll(
      Array.from({ length: 40 }, (_, i) => ({ ...madeUp(200 + i), path: PAGES[i % PAGES.length] })),
      "2001:db8:7:2::1",
    );
    expect(await totals()).toMatchObject({ rows: NEW_ROWS_A_DAY.networkRows + 1, views: 165 });
  });

  it("counts a reader from a direct visit or a known campaign on every page, past the network's new rows", async () => {
    const network = "203.0.113.7";
    const spring = { source: "google", medium: "cpc", campaign: "spring-implants" };
    // Yesterday's visits made spring-implants a known campaign.
    now = new Date("2026-11-27T03:00:00Z");
    await sendAll([{ ...spring, path: "/landing" }], "198.51.100.20");
    now = new Date("2026-11-28T03:00:00Z");
    // The network's own new rows for the day are spent on made-up sources.
    await sendAll(
      Array.from({ length: 60 }, (_, i) => ({
        ...madeUp(i % 3),
        path: PAGES[Math.floor(i / 3) % PAGES.length],
      })),
      network,
    );
    expect((await rows()).find((row) => row.path === OTHER)?.views).toBeGreaterThan(0);
    const reading = (traffic: Record<string, string>) =>
      PAGES.map((path, i) => ({ ...traffic, path, entry: i === 0 }));
    await sendAll(reading({ source: "(direct)", medium: "(none)", campaign: "" }), network);
    await sendAll(reading(spring), network);
    const counted = (await rows()).filter((row) => row.day === "2026-11-27" && row.path !== OTHER);
    for (const source of ["(direct)", "google"]) {
      expect(counted.filter((row) => row.source === source).map((row) => row.path)).toEqual(
        [...PAGES].sort(),
      );
    }
  });

  it("gives each network its own new rows, and each a fresh allowance the agency's next day", async () => {
    await sendAll(
      Array.from({ length: 10 }, (_, i) => madeUp(i)),
      "203.0.113.7",
    );
    await sendAll(
      Array.from({ length: 10 }, (_, i) => madeUp(100 + i)),
      "198.51.100.20",
    );
    // 05:59 UTC is still the 27th in Chicago; 06:00 the 28th.
    now = new Date("2026-11-28T05:59:00Z");
    await sendAll([madeUp(300)], "203.0.113.7");
    now = new Date("2026-11-28T06:00:00Z");
    await sendAll([madeUp(301)], "203.0.113.7");
    const sources = (day: string) =>
      rows().then((all) => all.filter((row) => row.day === day).map((row) => row.source));
    expect(await sources("2026-11-27")).toEqual([
      OTHER,
      ...["deals-0", "deals-1", "deals-100", "deals-101", "deals-102", "deals-2"].map(
        (name) => `${name}.example`,
      ),
    ]);
    expect(await sources("2026-11-28")).toEqual(["deals-301.example"]);
  });
});
