import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompressSync, brotliDecompress, constants, gunzip } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { chooseEncoding, compressAnswers, Compressor } from "./compression";
import { runScriptsAfterPaint } from "./scripts-after-paint";

/** A page as Next writes it: a framework chunk in the head, which the server moves to a loader. */
const NEXT_DOCUMENT = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  "</head><body><main><h1>Hello</h1></main></body></html>",
].join("");
const SCRIPT = "self.TURBOPACK=[];".repeat(200);

const WORDS = (
  "patients practice calls booked consults answered front desk reminders follow up missed " +
  "after hours new enquiries team schedule review results month clinic dental medspa care " +
  "every message seconds automation receptionist campaign leads cost revenue weekly staff"
).split(" ");

/** A page-like document: markup around prose, varied by a seeded generator as copy is. */
function page(seed: number): Buffer {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  const sentence = () => Array.from({ length: 12 }, () => WORDS[next() % WORDS.length]).join(" ");
  const items = Array.from(
    { length: 300 },
    (_, i) => `<li class="flex gap-3 text-ink-700" data-i="${i}"><span>${sentence()}.</span></li>`,
  );
  return Buffer.from(
    `<!DOCTYPE html><html><body><main><ul>${items.join("")}</ul></main></body></html>`,
  );
}

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, honouring q-values and the wildcard", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

describe("Compressor", () => {
  it("compresses a page rendered per request quickly, in either encoding", async () => {
    const compressor = new Compressor();
    const body = page(3);
    const br = await compressor.compress(body, "br", { same: false, page: false });
    const gz = await compressor.compress(body, "gzip", { same: false, page: false });
    expect(await promisify(brotliDecompress)(br)).toEqual(body);
    expect(await promisify(gunzip)(gz)).toEqual(body);
    expect(compressor.keptCopies).toBe(0);
  });

  it("serves a prerendered page its smallest copy, smaller than the quick one", async () => {
    const compressor = new Compressor();
    const body = page(5);
    const quick = await new Compressor().compress(body, "br", { same: false, page: false });
    await compressor.prepare([body], { page: false });
    const served = await compressor.compress(body, "br", { same: true, page: false });
    expect(served).toEqual(
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    expect(served.length).toBeLessThan(quick.length);
    expect(
      await promisify(gunzip)(await compressor.compress(body, "gzip", { same: true, page: false })),
    ).toEqual(body);
  });

  it("keeps no more copies than its limit, the newest", async () => {
    const compressor = new Compressor({ limit: 2 });
    await compressor.prepare([page(7), page(11)], { page: false });
    expect(compressor.keptCopies).toBe(2);
    const newest = await compressor.compress(page(11), "br", { same: true, page: false });
    expect(newest).toBe(await compressor.compress(page(11), "br", { same: true, page: false }));
  });
});

describe("compressAnswers over real HTTP", () => {
  const servers: Server[] = [];
  afterEach(() =>
    Promise.all(
      servers
        .splice(0)
        .map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    ),
  );

  type Seen = { acceptEncoding?: string };

  /** A server that answers as `answer` does, behind rewriteDocuments; records what it was asked. */
  async function listen(
    answer: (response: ServerResponse) => void,
    { compressor = new Compressor(), prerendered = false } = {},
  ): Promise<{
    port: number;
    seen: Seen[];
  }> {
    const seen: Seen[] = [];
    const server = createServer((request, response) => {
      compressAnswers(request, response, { compressor, prerendered });
      seen.push({ acceptEncoding: request.headers["accept-encoding"] });
      answer(response);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    return { port: typeof address === "object" && address ? address.port : 0, seen };
  }

  /** A raw GET: headers and the undecoded body. */
  function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        httpRequest({ port, host: "127.0.0.1", path, headers, method }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on("error", reject)
          .end();
      },
    );
  }

  /** Writes the document in pieces with its own length, as Next's streamed answer does. */
  const streamDocument = (status: number) => (response: ServerResponse) => {
    response.statusCode = status;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("content-length", Buffer.byteLength(NEXT_DOCUMENT));
    response.setHeader("vary", "rsc");
    const half = Math.floor(NEXT_DOCUMENT.length / 2);
    response.write(NEXT_DOCUMENT.slice(0, half));
    response.end(Buffer.from(NEXT_DOCUMENT.slice(half)));
  };

  it("sends a page rewritten and compressed for the client, having asked for it plain", async () => {
    const { port, seen } = await listen(streamDocument(200));
    const br = await get(port, "/about", { "accept-encoding": "gzip, br" });
    expect(seen[0]?.acceptEncoding).toBeUndefined();
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    expect(br.headers.vary).toBe("rsc, Accept-Encoding");
    expect((await promisify(brotliDecompress)(br.body)).toString()).toBe(
      runScriptsAfterPaint(NEXT_DOCUMENT),
    );

    const gz = await get(port, "/about", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect((await promisify(gunzip)(gz.body)).toString()).toBe(runScriptsAfterPaint(NEXT_DOCUMENT));

    const plain = await get(port, "/about");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(runScriptsAfterPaint(NEXT_DOCUMENT));
  });

  it("serves a prerendered page its smallest copy once it is made", async () => {
    const compressor = new Compressor();
    const served = Buffer.from(runScriptsAfterPaint(NEXT_DOCUMENT));
    await compressor.prepare([Buffer.from(NEXT_DOCUMENT)], { page: true });
    const { port } = await listen(streamDocument(200), { compressor, prerendered: true });
    const answer = await get(port, "/about", { "accept-encoding": "br" });
    const smallest = brotliCompressSync(served, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(answer.body).toEqual(smallest);
  });

  it("rewrites the not-found page too, keeping its status", async () => {
    const { port } = await listen(streamDocument(404));
    const answer = await get(port, "/no-such-page");
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(runScriptsAfterPaint(NEXT_DOCUMENT));
    expect(answer.body.toString()).toContain("data-after-paint");
  });

  it("leaves Next's payload requests, other files, HEAD and non-text answers as Next writes them", async () => {
    const { port, seen } = await listen(streamDocument(200));
    const payload = await get(port, "/about", { rsc: "1", "accept-encoding": "br" });
    const file = await get(port, "/sitemap.xml", { "accept-encoding": "br" });
    const head = await get(port, "/about", { "accept-encoding": "br" }, "HEAD");
    for (const answer of [payload, file]) {
      expect(answer.body.toString()).toBe(NEXT_DOCUMENT);
    }
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(NEXT_DOCUMENT)));
    expect(seen.map((s) => s.acceptEncoding)).toEqual(["br", "br", "br"]);

    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const other = await listen((response) => {
      response.setHeader("content-type", "image/png");
      response.end(image);
    });
    for (const path of ["/apple-icon", "/_next/static/media/hero.png"]) {
      const answer = await get(other.port, path, { "accept-encoding": "br" });
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body).toEqual(image);
    }
  });

  it("sends Next's scripts compressed as they are, their smallest copy once made", async () => {
    const compressor = new Compressor();
    const { port, seen } = await listen(
      (response) => {
        response.setHeader("content-type", "application/javascript; charset=UTF-8");
        response.setHeader("cache-control", "public, max-age=31536000, immutable");
        response.setHeader("etag", '"abc"');
        response.setHeader("accept-ranges", "bytes");
        response.end(SCRIPT);
      },
      { compressor },
    );
    const first = await get(port, "/_next/static/chunks/main.js", { "accept-encoding": "br" });
    expect(seen[0]?.acceptEncoding).toBeUndefined();
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers.etag).toBe('W/"abc"');
    expect(first.headers["accept-ranges"]).toBeUndefined();
    expect((await promisify(brotliDecompress)(first.body)).toString()).toBe(SCRIPT);

    await compressor.prepare([Buffer.from(SCRIPT)], { page: false });
    const later = await get(port, "/_next/static/chunks/main.js", { "accept-encoding": "gzip" });
    expect(later.headers["content-encoding"]).toBe("gzip");
    expect((await promisify(gunzip)(later.body)).toString()).toBe(SCRIPT);
    expect(later.body).toEqual(
      await compressor.compress(Buffer.from(SCRIPT), "gzip", { same: true, page: false }),
    );
  });

  it("passes a partial answer to a range request through untouched", async () => {
    const { port } = await listen((response) => {
      response.writeHead(206, {
        "content-type": "application/javascript",
        "content-range": "bytes 0-3/3600",
      });
      response.end(SCRIPT.slice(0, 4));
    });
    const partial = await get(port, "/_next/static/chunks/main.js", {
      range: "bytes=0-3",
      "accept-encoding": "br",
    });
    expect(partial.status).toBe(206);
    expect(partial.headers["content-encoding"]).toBeUndefined();
    expect(partial.body.toString()).toBe(SCRIPT.slice(0, 4));
  });

  it("passes a bodiless answer (304) and a redirect through untouched", async () => {
    const { port } = await listen((response) => {
      response.writeHead(304, { etag: '"abc"', "content-type": "text/html" });
      response.end();
    });
    const notModified = await get(port, "/about", { "if-none-match": '"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe('"abc"');

    const redirect = await listen((response) => {
      response.writeHead(308, { location: "/demo" });
      response.end();
    });
    const moved = await get(redirect.port, "/demos");
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe("/demo");
  });
});
