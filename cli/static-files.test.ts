import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frontDoor } from "./front-door";
import { notFoundPages, readPagePolicies, staticFiles } from "./static-files";

const DEFAULT_POLICY = "default-src 'self'; script-src 'self'";
const HOME_POLICY = "default-src 'self'; script-src 'self' 'sha256-home='";
const ABOUT_POLICY = "default-src 'self'; script-src 'self' 'sha256-about='";
const NOT_FOUND_POLICY = "default-src 'self'; script-src 'self' 'sha256-not-found='";
const POST_NOT_FOUND_POLICY = "default-src 'self'; script-src 'self' 'sha256-post-not-found='";

const page = (title: string) =>
  Buffer.from(
    `<!doctype html><html lang="en-US"><head><title>${title}</title></head><body>${"<p>Every call answered, every lead kept.</p>".repeat(60)}</body></html>`,
  );
const HOME = page("Home");
const ABOUT = page("About");
const NOT_FOUND = page("Page not found");
const POST_NOT_FOUND = page("Post not found");
const SCRIPT = Buffer.from(`export const answer = ${JSON.stringify("x".repeat(2000))};\n`);
const FONT = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
const ICON = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>');
const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");
/** An icon's header and directory entry, then pixels that compress as a real icon's do. */
const FAVICON = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(2048, 0x20)]);
const xml = (root: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><${root}>${"<x>Café</x>".repeat(40)}</${root}>`,
  );
const FEED = xml("rss");
const SITEMAP = xml("urlset");

/** A build as Astro and the precompress integration leave it: client files and _headers.json. */
function writeBuild(root: string) {
  const client = join(root, "client");
  const write = (path: string, body: Buffer) => {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), body);
  };
  const withCopies = (path: string, body: Buffer) => {
    write(path, body);
    write(`${path}.br`, brotliCompressSync(body));
    write(`${path}.gz`, gzipSync(body));
  };
  withCopies("index.html", HOME);
  withCopies("about/index.html", ABOUT);
  withCopies("404.html", NOT_FOUND);
  withCopies("404/blog/index.html", POST_NOT_FOUND);
  withCopies("_astro/app.B1x9kQ.js", SCRIPT);
  write("fonts/brand.0084e8dd35.woff2", FONT);
  write("icon.svg", ICON);
  write("documents/guide.0084e8dd35.pdf", PDF);
  withCopies("favicon.ico", FAVICON);
  withCopies("rss.xml", FEED);
  withCopies("sitemap.xml", SITEMAP);
  const policy = (pathname: string, value: string) => ({
    pathname,
    headers: [{ key: "Content-Security-Policy", value }],
  });
  writeFileSync(
    join(root, "_headers.json"),
    JSON.stringify([
      policy("/about", ABOUT_POLICY),
      policy("/", HOME_POLICY),
      policy("/404", NOT_FOUND_POLICY),
      policy("/404/blog", POST_NOT_FOUND_POLICY),
      { pathname: "/no-policy", headers: [{ key: "X-Other", value: "1" }] },
    ]),
  );
  return client;
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe("the built files over real HTTP", () => {
  let root = "";
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "static-files-"));
    const client = writeBuild(root);
    const policies = readPagePolicies(join(root, "_headers.json"));
    const files = staticFiles(client, policies);
    const notFound = notFoundPages(client, policies);
    // As cli/serve.ts composes them: the front door, the files, Astro's routes (here one
    // redirect), then the 404 pages.
    server = createServer(
      frontDoor(
        (request, response) => {
          if (files(request, response)) return;
          if (request.url === "/demos") {
            response.writeHead(308, { location: "/demo" });
            response.end();
            return;
          }
          notFound(request, response);
        },
        { hops: 0, hsts: "host", defaultPolicy: DEFAULT_POLICY },
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  /** A request as a browser or crawler sends it, the answer's bytes as they came (not decoded). */
  function get(
    path: string,
    headers: Record<string, string> = {},
    method = "GET",
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
  }

  const decoded = ({ headers, body }: Answer) =>
    headers["content-encoding"] === "br"
      ? brotliDecompressSync(body)
      : headers["content-encoding"] === "gzip"
        ? gunzipSync(body)
        : body;

  it("sends the Brotli copy to a client that takes it, gzip to a gzip-only one, the file itself otherwise", async () => {
    for (const [path, original] of [
      ["/about", ABOUT],
      ["/", HOME],
      ["/_astro/app.B1x9kQ.js", SCRIPT],
    ] as const) {
      const br = await get(path, { "accept-encoding": "gzip, deflate, br, zstd" });
      const gzip = await get(path, { "accept-encoding": "gzip, deflate" });
      const identity = await get(path);
      for (const [answer, encoding] of [
        [br, "br"],
        [gzip, "gzip"],
        [identity, undefined],
      ] as const) {
        expect(answer.status, path).toBe(200);
        expect(answer.headers["content-encoding"], path).toBe(encoding);
        expect(answer.headers.vary, path).toBe("Accept-Encoding");
        expect(Number(answer.headers["content-length"]), path).toBe(answer.body.byteLength);
        expect(decoded(answer).equals(original), `${path} ${encoding}`).toBe(true);
      }
      expect(br.body.byteLength).toBeLessThan(original.byteLength);
      expect(gzip.body.byteLength).toBeLessThan(original.byteLength);
    }
    expect((await get("/about")).headers["content-type"]).toBe("text/html;charset=utf-8");
    expect((await get("/_astro/app.B1x9kQ.js")).headers["content-type"]).toBe("text/javascript");
  });

  it("sends a file that has no compressed copy as it is, whatever the client accepts", async () => {
    const icon = await get("/icon.svg", { "accept-encoding": "br, gzip" });
    expect(icon.status).toBe(200);
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
    expect(icon.body.equals(ICON)).toBe(true);
  });

  it("gives each page the policy Astro wrote for it, and every other file the default", async () => {
    expect((await get("/about")).headers["content-security-policy"]).toBe(ABOUT_POLICY);
    expect(
      (await get("/about", { "accept-encoding": "br" })).headers["content-security-policy"],
    ).toBe(ABOUT_POLICY);
    expect((await get("/")).headers["content-security-policy"]).toBe(HOME_POLICY);
    expect((await get("/icon.svg")).headers["content-security-policy"]).toBe(DEFAULT_POLICY);
  });

  it("sends hashed bundles, fonts and PDFs with only the security headers that apply outside a document", async () => {
    for (const [path, policy] of [
      // Opened on its own, a file runs and loads nothing, in a frame or not.
      ["/_astro/app.B1x9kQ.js", "default-src 'none'; frame-ancestors 'none'; sandbox"],
      ["/fonts/brand.0084e8dd35.woff2", "default-src 'none'; frame-ancestors 'none'; sandbox"],
      // A PDF is kept from frames alone: Safari's viewer shows nothing under a sandbox.
      ["/documents/guide.0084e8dd35.pdf", "frame-ancestors 'none'"],
    ] as const) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(200);
      expect(headers["content-security-policy"], path).toBe(policy);
      expect(headers["strict-transport-security"], path).toMatch(/max-age=/);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
      for (const name of ["permissions-policy", "referrer-policy", "cross-origin-opener-policy"]) {
        expect(headers[name], `${path} ${name}`).toBeUndefined();
      }
    }
    // A missing one is handed on with every header, for the 404 page and its policy.
    const missing = await get("/_astro/gone.js");
    expect(missing.headers["content-security-policy"]).toBe(NOT_FOUND_POLICY);
    expect(missing.headers["permissions-policy"]).toContain("camera=()");
  });

  it("lets no other site load any of its answers: files, pages, revalidations, redirects, 404s", async () => {
    const page = await get("/about", { "accept-encoding": "br" });
    const answers = {
      page,
      revalidated: await get("/about", {
        "accept-encoding": "br",
        "if-none-match": String(page.headers.etag),
      }),
      bundle: await get("/_astro/app.B1x9kQ.js"),
      font: await get("/fonts/brand.0084e8dd35.woff2"),
      image: await get("/icon.svg"),
      slash: await get("/about/"),
      astroRedirect: await get("/demos"),
      notFound: await get("/no-such-page"),
      headOfNotFound: await get("/no-such-page", {}, "HEAD"),
    };
    expect(Object.values(answers).map(({ status }) => status)).toEqual([
      200, 304, 200, 200, 200, 308, 308, 404, 404,
    ]);
    for (const [kind, { headers }] of Object.entries(answers)) {
      expect(headers["cross-origin-resource-policy"], kind).toBe("same-origin");
    }
  });

  it("caches hashed bundles, fonts and PDFs for good, and has everything else revalidated", async () => {
    for (const path of [
      "/_astro/app.B1x9kQ.js",
      "/fonts/brand.0084e8dd35.woff2",
      "/documents/guide.0084e8dd35.pdf",
    ]) {
      expect((await get(path)).headers["cache-control"], path).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    for (const path of ["/", "/about", "/icon.svg"]) {
      expect((await get(path, { "accept-encoding": "br" })).headers["cache-control"], path).toBe(
        "no-cache",
      );
    }
  });

  it("sends the feed and the sitemap as XML of their kind in UTF-8, compressed or not", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const feed = await get("/rss.xml", { "accept-encoding": encoding });
      expect(feed.headers["content-type"], encoding).toBe("application/rss+xml; charset=utf-8");
      expect(decoded(feed).equals(FEED), encoding).toBe(true);
      const sitemap = await get("/sitemap.xml", { "accept-encoding": encoding });
      expect(sitemap.headers["content-type"], encoding).toBe("application/xml; charset=utf-8");
      expect(decoded(sitemap).equals(SITEMAP), encoding).toBe(true);
    }
  });

  it("sends the favicon as an icon, compressed or not", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const icon = await get("/favicon.ico", { "accept-encoding": encoding });
      expect(icon.headers["content-encoding"] ?? "identity", encoding).toBe(encoding);
      expect(icon.headers["content-type"], encoding).toBe("image/x-icon");
      expect(decoded(icon).equals(FAVICON), encoding).toBe(true);
    }
  });

  it("answers 304 to a request that holds the current ETag, and the file to one that does not", async () => {
    const first = await get("/about", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/about", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    const stale = await get("/about", { "accept-encoding": "br", "if-none-match": 'W/"1-1"' });
    expect(stale.status).toBe(200);
    expect(decoded(stale).equals(ABOUT)).toBe(true);
  });

  it("answers HEAD with the headers a GET gets and no body", async () => {
    const head = await get("/about", { "accept-encoding": "gzip" }, "HEAD");
    const full = await get("/about", { "accept-encoding": "gzip" });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    for (const name of [
      "content-type",
      "content-encoding",
      "content-length",
      "etag",
      "cache-control",
      "content-security-policy",
      "vary",
    ]) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
  });

  it("redirects a path with a trailing slash to the one without, keeping the query", async () => {
    for (const [path, location] of [
      ["/about/", "/about"],
      ["/about/?utm_source=mail&x=1", "/about?utm_source=mail&x=1"],
      ["/blog/post//", "/blog/post"],
      ["/no-such-page/", "/no-such-page"],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe(location);
    }
  });

  it("never redirects off the site, however the path begins", async () => {
    for (const [path, location] of [
      ["//", "/"],
      ["///", "/"],
      ["//evil.example/", "/evil.example"],
      ["/.//evil.example/", "/evil.example"],
      ["/a/..//evil.example/x/", "/evil.example/x"],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe(location);
    }
  });

  it("leaves a path the build has no file for to Astro's routes, then the 404 page", async () => {
    const redirect = await get("/demos");
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe("/demo");
    for (const path of ["/no-such-page", "/about.txt", "/_astro/gone.js"]) {
      const answer = await get(path, { "accept-encoding": "br" });
      expect(answer.status, path).toBe(404);
      expect(decoded(answer).equals(NOT_FOUND), path).toBe(true);
    }
  });

  it("answers an unknown address with the 404 page, compressed as the client takes it, never kept", async () => {
    for (const [encoding, accept] of [
      ["br", "gzip, deflate, br, zstd"],
      ["gzip", "gzip, deflate"],
      [undefined, ""],
    ] as const) {
      const answer = await get("/no-such-page", { "accept-encoding": accept });
      expect(answer.status, accept).toBe(404);
      expect(answer.headers["content-encoding"], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe("Accept-Encoding");
      expect(answer.headers["content-type"], accept).toBe("text/html; charset=utf-8");
      expect(Number(answer.headers["content-length"]), accept).toBe(answer.body.byteLength);
      expect(answer.headers["cache-control"], accept).toBe("no-store");
      expect(answer.headers["content-security-policy"], accept).toBe(NOT_FOUND_POLICY);
      expect(answer.headers["x-frame-options"], accept).toBe("DENY");
      expect(decoded(answer).equals(NOT_FOUND), accept).toBe(true);
    }
    const head = await get("/no-such-page", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(404);
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("answers an unknown address under a section with that section's own 404 page", async () => {
    for (const [path, expected, policy] of [
      ["/blog/no-such-post", POST_NOT_FOUND, POST_NOT_FOUND_POLICY],
      ["/blog/no-such-post/part", POST_NOT_FOUND, POST_NOT_FOUND_POLICY],
      ["/blog/no-such-post?utm_source=mail", POST_NOT_FOUND, POST_NOT_FOUND_POLICY],
      ["/blogs/x", NOT_FOUND, NOT_FOUND_POLICY],
      ["/blog", NOT_FOUND, NOT_FOUND_POLICY],
    ] as const) {
      const answer = await get(path, { "accept-encoding": "br" });
      expect(answer.status, path).toBe(404);
      expect(decoded(answer).equals(expected), path).toBe(true);
      expect(answer.headers["content-security-policy"], path).toBe(policy);
    }
  });

  it("answers the 404 pages' own addresses 404: they are no pages of the site", async () => {
    for (const path of [
      "/404",
      "/404.html",
      "/404.html.br",
      "/404/blog",
      "/404/blog/index",
      "/404/blog/index.html",
    ]) {
      const answer = await get(path, { "accept-encoding": "br" });
      expect(answer.status, path).toBe(404);
      expect(decoded(answer).equals(NOT_FOUND), path).toBe(true);
    }
    const escaped = await get("/%34%30%34");
    expect([escaped.status, escaped.headers.location]).toEqual([308, "/404"]);
  });
});

describe("readPagePolicies", () => {
  it("reads each page's Content-Security-Policy from Astro's _headers.json, and only that", () => {
    const root = mkdtempSync(join(tmpdir(), "page-policies-"));
    try {
      writeBuild(root);
      expect(readPagePolicies(join(root, "_headers.json"))).toEqual(
        new Map([
          ["/about", ABOUT_POLICY],
          ["/", HOME_POLICY],
          ["/404", NOT_FOUND_POLICY],
          ["/404/blog", POST_NOT_FOUND_POLICY],
        ]),
      );
      writeFileSync(join(root, "bad.json"), JSON.stringify([{ pathname: "/" }]));
      expect(() => readPagePolicies(join(root, "bad.json"))).toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
