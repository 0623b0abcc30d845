import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { serve, type Served } from "../../../test/serve";
import { parseServerEnv } from "@/server/env";
import { earlyLimit } from "@/server/rate-limit";
import { VISITS_PATH } from "../paths";
import { VISIT_RATE_LIMIT, visitsEndpoint } from "./endpoint";

const SITE = "https://www.voltcare.example";
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const PAGES = new Set(["/", "/landing", "/services/ai-receptionist"]);

describe.each(dialects)("counting visits on %s", (dialect) => {
  let t: TestDatabase;
  let server: Served;
  let now: Date;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    now = new Date("2026-11-28T03:00:00Z");
    server = await serve({
      [VISITS_PATH]: visitsEndpoint({
        database: async () => t.handle,
        env: () => parseServerEnv({ INBOX_TIME_ZONE: "America/Chicago" }),
        isSitePage: (path) => PAGES.has(path),
        allowedOrigins: () => [SITE],
        earlyLimit: earlyLimit(),
        now: () => now,
      }),
    });
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
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${VISITS_PATH}`, {
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
});
