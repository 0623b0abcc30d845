import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import {
  expect,
  expectAndDropErrors,
  expectScriptsRan,
  recordPolicyViolations,
  test,
} from "./fixtures";

// What the production server (cli/serve.ts) does with requests a browser never sends, over raw
// HTTP. The answers do not depend on the viewport, so the phone project runs them once.
test.skip(({ isMobile }) => !isMobile, "the same server answers both projects");

/** Writes a request by hand and returns the whole answer as text. */
function rawRequest(baseURL: string, head: string): Promise<string> {
  const { port, hostname } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    // Written without half-closing: Node drops a request whose client has already ended its side.
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

test("a request naming another host in its target is served this site's page, never sent there", async ({
  baseURL,
}) => {
  for (const path of ["/", "/about", "/no-such-page"]) {
    const answer = await rawRequest(
      baseURL!,
      `GET http://evil.test${path} HTTP/1.1\r\nHost: evil.test\r\nConnection: close`,
    );
    const [status, ...headers] = answer.slice(0, answer.indexOf("\r\n\r\n")).split("\r\n");
    expect(status, path).toMatch(path === "/no-such-page" ? / 404 / : / 200 /);
    expect(
      headers.filter((header) => /^location:/i.test(header)),
      path,
    ).toEqual([]);
    expect(answer).not.toContain("evil.test");
  }
});

/** Posts `megabytes` of body in 64 KB chunks with no declared length; resolves to the status. */
function postChunked(baseURL: string, megabytes: number): Promise<number | string> {
  const { port, hostname } = new URL(baseURL);
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    const chunk = Buffer.alloc(64 * 1024, "a");
    for (let sent = 0; sent < megabytes * 16; sent++) request.write(chunk);
    request.end();
  });
}

test("oversize chunked bodies are answered 413, every time, never with a reset", async ({
  baseURL,
}) => {
  const statuses = [];
  for (let i = 0; i < 10; i++) statuses.push(await postChunked(baseURL!, 10));
  expect(statuses).toEqual(Array(10).fill(413));
});

test("the 404 page, rendered per request, runs its scripts under a nonce no other answer shares", async ({
  page,
  pageErrors,
  request,
}) => {
  await recordPolicyViolations(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expectScriptsRan(page);
  // The browser reports the page's own 404 status as a console error.
  expectAndDropErrors(pageErrors, "status of 404");
  const nonces = await Promise.all(
    [0, 1].map(async () => {
      const policy = (await request.get("/no-such-page")).headers()["content-security-policy"];
      return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
    }),
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
});

for (const path of ["/", "/about", "/no-such-page"]) {
  test(`${path} requests its framework scripts only after its first contentful paint, then hydrates`, async ({
    page,
    pageErrors,
  }) => {
    await recordPolicyViolations(page);
    await page.goto(path);
    await expectScriptsRan(page);
    if (path === "/no-such-page") expectAndDropErrors(pageErrors, "status of 404");
    const { paintedAt, chunks } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      chunks: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.startTime, `${chunk.url} is requested after the first paint`).toBeGreaterThan(
        paintedAt,
      );
    }
    // The document as served names no framework script the browser would fetch on its own.
    const served = await (await page.request.get(path)).text();
    expect(served).not.toMatch(/<script[^>]+src="\/_next\/static\/chunks\/[^"]+"[^>]*async/);
    expect(served).not.toMatch(/<link[^>]+rel="preload"[^>]+as="script"/);
    // Hydrating, React finds each chunk the loader added and adds no second copy to run again.
    const copies = await page.evaluate(() =>
      [...document.scripts]
        .map((script) => script.getAttribute("src"))
        .filter((src) => src?.startsWith("/_next/static/chunks/")),
    );
    expect(copies.length, copies.join(", ")).toBe(new Set(copies).size);
  });
}

test("a page and its framework scripts and stylesheet arrive Brotli-compressed", async ({
  page,
}) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === "/about" || pathname.startsWith("/_next/static/")) {
      encodings.set(pathname, response.headers()["content-encoding"]);
    }
  });
  await page.goto("/about");
  expect(encodings.get("/about")).toBe("br");
  const assets = [...encodings].filter(([path]) => /\.(js|css)$/.test(path));
  expect(assets.length).toBeGreaterThan(1);
  for (const [path, encoding] of assets) expect(encoding, path).toBe("br");
});
