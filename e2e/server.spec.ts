import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import type { APIRequestContext, Response } from "@playwright/test";
import { MIN_BYTES } from "../integrations/precompress";
import { records } from "./content";
import { uniqueEmail } from "./lead-store";
import {
  expect,
  expectAndDropErrors,
  expectScriptsRan,
  gotoHydrated,
  hydrated,
  recordPolicyViolations,
  scrollThrough,
  sitemapPaths,
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

/** A GET through `agent`: its status, Keep-Alive header, and the connection it went on. */
function getThrough(agent: Agent, url: string) {
  return new Promise<{ status?: number; keepAlive?: string; reused: boolean; port?: number }>(
    (resolve, reject) => {
      const request = httpRequest(url, { agent }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode,
            keepAlive: String(response.headers["keep-alive"]),
            reused: request.reusedSocket,
            port: request.socket?.localPort,
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

test("a connection a proxy keeps idle for 10 s is still open when it sends the next request", async ({
  baseURL,
}) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await getThrough(agent, `${baseURL}/robots.txt`);
    expect(first).toMatchObject({ status: 200, keepAlive: "timeout=75", reused: false });
    // The idle time is what is tested: a proxy holds its connections to the server this long
    // and longer. The server's old 5 s timeout closed it here, and the agent dialled anew.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const second = await getThrough(agent, `${baseURL}/robots.txt`);
    expect(second).toMatchObject({ status: 200, reused: true, port: first.port });
  } finally {
    agent.destroy();
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

test("a body refused on its declared size is answered 413 every time, and a pooled client's next request is answered", async ({
  baseURL,
}) => {
  const { port, hostname } = new URL(baseURL!);
  // One connection, kept alive between requests, as a CRM's HTTP client pools them.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body?: Buffer) =>
    new Promise<{ status: number; connection?: string } | string>((resolve) => {
      const headers = body
        ? { "content-type": "application/json", "content-length": body.byteLength }
        : {};
      const request = httpRequest(
        { host: hostname, port, method, path, agent, headers },
        (answer) => {
          answer.resume();
          answer.on("end", () =>
            resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection }),
          );
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      request.end(body);
    });
  try {
    for (let round = 0; round < 3; round++) {
      expect(await send("POST", "/api/contact", Buffer.alloc(2 * 1024 * 1024, "a"))).toMatchObject({
        status: 413,
      });
      expect(await send("GET", "/about")).toEqual({ status: 200, connection: "keep-alive" });
    }
  } finally {
    agent.destroy();
  }
});

test("health checks answer small JSON no cache keeps, and stay out of the sitemap", async ({
  request,
}) => {
  const live = await request.get("/healthz");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  // To anyone, the status alone; the details to the monitor's key (READYZ_TOKEN, e2e/run.ts).
  expect(await ready.json()).toEqual({ status: "ready" });
  const { READYZ_TOKEN } = JSON.parse(process.env.E2E_SITE_ENV ?? "{}") as Record<string, string>;
  const detailed = await request.get("/readyz", {
    headers: { authorization: `Bearer ${READYZ_TOKEN}` },
  });
  const details = (await detailed.json()) as Record<string, unknown>;
  expect(Object.keys(details)).toEqual([
    "status",
    "database",
    "oldestUndeliveredSeconds",
    "replica",
  ]);
  // No BACKUP_URL in this run: the replica is off, and readiness does not depend on it.
  expect(details).toMatchObject({
    status: "ready",
    database: "reachable",
    replica: { state: "off" },
  });
  for (const answer of [live, ready, detailed]) {
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
  }
  expect((await request.head("/readyz")).status()).toBe(200);
  const listed = await sitemapPaths(request);
  expect(listed).not.toContain("/healthz");
  expect(listed).not.toContain("/readyz");
});

test("images are never made on request: Astro's image address answers 404", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  const cover = (await page.locator("#articles img").first().getAttribute("src")) ?? "";
  expect(cover).toMatch(/^\/_astro\//);
  for (const format of ["png", "avif"]) {
    const made = await request.get(
      `/_image?href=${encodeURIComponent(cover)}&w=4000&h=2100&f=${format}`,
    );
    expect(made.status()).toBe(404);
    expect(made.headers()["content-type"]).toMatch(/^text\/plain/);
  }
  // The cover itself is a built file, kept for good.
  const built = await request.get(cover);
  expect(built.status()).toBe(200);
  expect(built.headers()["cache-control"]).toContain("immutable");
});

test("the 404 page, prerendered, runs its scripts under a policy of hashes", async ({
  page,
  pageErrors,
  request,
}) => {
  await recordPolicyViolations(page);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  // Its Brotli copy, made at build as every page's; never kept, as the address may become a page.
  expect(response?.headers()["content-encoding"]).toBe("br");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expectScriptsRan(page);
  // The browser reports the page's own 404 status as a console error.
  expectAndDropErrors(pageErrors, "status of 404");
  const policy = (await request.get("/no-such-page")).headers()["content-security-policy"] ?? "";
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scripts).toMatch(/'sha256-[^']+'/);
  expect(scripts).not.toContain("'unsafe-inline'");
});

test("the 404 pages' own addresses answer 404, and the editor's API is left to Astro", async ({
  request,
}) => {
  for (const path of ["/404", "/404.html", "/404/blog", "/404/blog/index.html"]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toContain("We couldn’t find that page");
  }
  // Past the server's 405 for posts elsewhere: this build has no editor, so Astro has no route.
  expect((await request.post("/api/keystatic/update")).status()).toBe(404);
  expect((await request.post("/about")).status()).toBe(405);
});

test("a page without a stateful island loads no React; islands load when they come near", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const islandModules = () =>
    page
      .locator("astro-island")
      .evaluateAll((islands) =>
        islands.map((island) => island.getAttribute("component-url") ?? ""),
      );

  await page.goto("/about");
  await scrollThrough(page);
  expect(await islandModules()).toEqual([]);
  const renderer = requested.filter((path) => /\/_astro\/client\.[\w-]+\.js$/.test(path));
  expect(renderer, "React's client renderer on /about").toEqual([]);

  requested.length = 0;
  await page.goto("/");
  const [formModule] = (await islandModules()).filter((url) => url.includes("scheduler-lead-form"));
  expect(formModule).toBeTruthy();
  expect(requested, "the form's module waits below the fold").not.toContain(formModule);
  await hydrated(page.locator("#growth-plan form"));
  expect(requested).toContain(formModule);
});

test("pages, scripts and stylesheets arrive as their Brotli copies; hashed files are cached for good", async ({
  page,
}) => {
  const answers = new Map<string, Response>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === "/about" || pathname.startsWith("/_astro/")) answers.set(pathname, response);
  });
  // The site's script comes after the first paint.
  await gotoHydrated(page, "/about");
  const document = answers.get("/about")!.headers();
  expect(document["content-encoding"]).toBe("br");
  expect(document["cache-control"]).toBe("no-cache");
  const assets = [...answers].filter(([path]) => /\.(js|css)$/.test(path));
  expect(assets.length).toBeGreaterThan(1);
  for (const [path, response] of assets) {
    const headers = response.headers();
    // Files too small to be worth it have no compressed copy (see integrations/precompress.ts).
    const compressed = (await response.body()).byteLength >= MIN_BYTES;
    expect(headers["content-encoding"], path).toBe(compressed ? "br" : undefined);
    expect(headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
});

/** The headers of a raw answer, by lower-case name. */
function rawHeaders(answer: string): Record<string, string> {
  const lines = answer.slice(0, answer.indexOf("\r\n\r\n")).split("\r\n").slice(1);
  return Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
}

type Answer = Awaited<ReturnType<APIRequestContext["get"]>>;

/** A built file of each kind: a hashed stylesheet, and a download's PDF under its hashed name. */
async function builtFiles(request: APIRequestContext) {
  const html = await (await request.get("/about")).text();
  const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
  const lasting = `/documents/${records.downloads[0]!.slug}.pdf`;
  const pdf = (await request.get(lasting, { maxRedirects: 0 })).headers()["location"];
  expect(stylesheet, "the page's stylesheet").toBeTruthy();
  expect(pdf, "the PDF the lasting address leads to").toMatch(/^\/documents\/.+\.pdf$/);
  return { stylesheet: stylesheet!, lasting, pdf: pdf! };
}

test("no other site may load any answer as its own: Cross-Origin-Resource-Policy on every kind", async ({
  request,
  baseURL,
}, testInfo) => {
  const { stylesheet, lasting, pdf } = await builtFiles(request);
  const etag = (await request.get("/about")).headers()["etag"]!;
  const form = {
    form: "home",
    return_to: "/#growth-plan",
    subject: "Personalized growth plan request",
    message: "Asked for a growth plan on the home page.",
    name: "Dana Whitfield",
    email: uniqueEmail(testInfo, "corp"),
    practice: "Bright Smile Dental",
    phone: "",
    // Kept apart as a trap's catch, so nobody is emailed; answered as any form is.
    company_website: "https://spam.example",
  };
  const kinds: [string, () => Promise<Answer>, number][] = [
    ["page", () => request.get("/about"), 200],
    ["page revalidated", () => request.get("/about", { headers: { "if-none-match": etag } }), 304],
    ["hashed stylesheet", () => request.get(stylesheet), 200],
    ["icon", () => request.get("/favicon.ico"), 200],
    ["PDF", () => request.get(pdf), 200],
    ["lasting PDF address", () => request.get(lasting, { maxRedirects: 0 }), 302],
    ["trailing slash", () => request.get("/about/", { maxRedirects: 0 }), 308],
    ["Astro's redirect", () => request.get("/demos", { maxRedirects: 0 }), 308],
    ["404 page", () => request.get("/no-such-page"), 404],
    ["405 of a page", () => request.post("/about"), 405],
    ["lead API JSON", () => request.post("/api/contact", { data: {} }), 422],
    ["lead API form", () => request.post("/api/contact", { form, maxRedirects: 0 }), 303],
    ["lead API preflight", () => request.fetch("/api/contact", { method: "OPTIONS" }), 204],
    ["liveness", () => request.get("/healthz"), 200],
    ["readiness", () => request.get("/readyz"), 200],
    ["delivery endpoint", () => request.post("/api/outbox"), 404],
  ];
  for (const [kind, send, status] of kinds) {
    const answer = await send();
    expect(answer.status(), kind).toBe(status);
    expect(answer.headers()["cross-origin-resource-policy"], kind).toBe("same-origin");
  }
  // The front door's own refusals: a target no site serves, a method the site serves nowhere.
  for (const [head, status] of [
    ["GET ftp://evil.test/ HTTP/1.1", "400"],
    ["TRACE /about HTTP/1.1", "405"],
  ] as const) {
    const refused = await rawRequest(baseURL!, `${head}\r\nHost: evil.test\r\nConnection: close`);
    expect(refused, head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(rawHeaders(refused)["cross-origin-resource-policy"], head).toBe("same-origin");
  }
});

test("PDFs and hashed files are framed by no page, the favicon is an icon", async ({ request }) => {
  const { stylesheet, pdf } = await builtFiles(request);
  const pdfHeaders = (await request.get(pdf)).headers();
  expect(pdfHeaders["content-security-policy"]).toBe("frame-ancestors 'none'");
  expect(pdfHeaders["x-frame-options"]).toBe("DENY");
  const styleHeaders = (await request.get(stylesheet)).headers();
  expect(styleHeaders["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  );
  expect(styleHeaders["x-frame-options"]).toBe("DENY");
  const icon = await request.get("/favicon.ico");
  expect(icon.headers()["content-encoding"]).toBe("br");
  expect(icon.headers()["content-type"]).toBe("image/x-icon");
});

test("another site's frame of a PDF or a hashed file is refused; the PDF opened directly is shown", async ({
  page,
  pageErrors,
  request,
  baseURL,
}) => {
  const { stylesheet, pdf } = await builtFiles(request);
  // Another origin (localhost, not 127.0.0.1) whose page sets no policy of its own, with a page
  // of its own in a frame beside the site's files: that one shows, so a refusal is the files'.
  let framer: Server | undefined;
  try {
    framer = createServer((incoming, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        incoming.url === "/own"
          ? "<!doctype html><title>own</title><p>shown"
          : `<!doctype html><title>framer</title>${[
              "/own",
              `${baseURL}${pdf}`,
              `${baseURL}${stylesheet}`,
            ]
              .map((src) => `<iframe src="${src}" onload="this.dataset.loaded=1"></iframe>`)
              .join("")}`,
      );
    });
    await new Promise<void>((resolve) => framer!.listen(0, "127.0.0.1", resolve));
    const origin = `http://localhost:${(framer.address() as AddressInfo).port}`;
    await page.goto(`${origin}/`);
    const frames = page.locator("iframe");
    await expect(frames).toHaveCount(3);
    for (const frame of await frames.all()) await expect(frame).toHaveAttribute("data-loaded", "1");
    const shown = await Promise.all(
      (await frames.elementHandles()).map(async (frame) => (await frame.contentFrame())?.url()),
    );
    expect(shown).toEqual([
      `${origin}/own`,
      expect.not.stringContaining(baseURL!),
      expect.not.stringContaining(baseURL!),
    ]);
    expectAndDropErrors(pageErrors, "frame-ancestors 'none'");
  } finally {
    await new Promise((resolve) => framer?.close(resolve));
  }

  // Opened directly, the PDF is shown by the browser's viewer (a browser without one, such as
  // Playwright's headless shell, downloads it instead).
  const download = page.waitForEvent("download", { timeout: 5_000 }).catch(() => undefined);
  const opened = await page.goto(pdf).catch(() => undefined);
  if (opened) {
    expect(opened.status()).toBe(200);
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith("chrome-extension://")))
      .toBe(true);
  } else {
    expect(await download, "the PDF downloaded where no viewer shows it").toBeTruthy();
  }
});
