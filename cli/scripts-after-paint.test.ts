import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompressSync, brotliDecompress, constants, gunzip } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { DocumentCompressor } from "./compressed-documents";
import { AFTER_PAINT_LOADER, rewriteDocuments, runScriptsAfterPaint } from "./scripts-after-paint";

/** A document as Next writes it: chunks in the head, the bootstrap preloaded and at the end. */
const NEXT_DOCUMENT = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<link rel="preload" href="/fonts/sans.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async="" nonce="n0"></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/checked.js" async="" integrity="sha384-x"></script>',
  '<script src="https://cdn.example/widget.js" async=""></script>',
  "<script>document.documentElement.dataset.js=''</script>",
  "</head><body><main><h1>Hello</h1></main>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>self.__next_f.push([1,"x"])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "</body></html>",
].join("");

const LOADER_ELEMENT =
  '<script data-after-paint="[&quot;/_next/static/chunks/runtime.js&quot;,&quot;/_next/static/chunks/page.js&quot;,&quot;/_next/static/chunks/main.js&quot;]">' +
  AFTER_PAINT_LOADER +
  "</script>";

describe("runScriptsAfterPaint", () => {
  it("takes Next's chunks and their preload out and lists them, in order, on the loader", () => {
    const rewritten = runScriptsAfterPaint(NEXT_DOCUMENT);
    expect(rewritten).toBe(
      NEXT_DOCUMENT.replace(
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
        "",
      )
        .replace('<script src="/_next/static/chunks/runtime.js" async=""></script>', "")
        .replace('<script src="/_next/static/chunks/page.js" async="" nonce="n0"></script>', "")
        .replace('<script src="/_next/static/chunks/main.js" async=""></script>', "")
        .replace("</head>", `${LOADER_ELEMENT}</head>`),
    );
  });

  it("leaves every other script where it is: polyfills, checked chunks, other hosts, inline", () => {
    const rewritten = runScriptsAfterPaint(NEXT_DOCUMENT);
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/checked.js" async="" integrity="sha384-x"></script>',
      '<script src="https://cdn.example/widget.js" async=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<link rel="preload" href="/fonts/sans.woff2" as="font" crossorigin="" type="font/woff2"/>',
    ]) {
      expect(rewritten).toContain(kept);
    }
  });

  it("returns a document without chunks, or without a head, as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><script>a()</script></body></html>";
    expect(runScriptsAfterPaint(plain)).toBe(plain);
    const headless = '<p>x</p><script src="/_next/static/chunks/a.js" async=""></script>';
    expect(runScriptsAfterPaint(headless)).toBe(headless);
  });

  it("is stable: a rewritten document is rewritten to itself", () => {
    const once = runScriptsAfterPaint(NEXT_DOCUMENT);
    expect(runScriptsAfterPaint(once)).toBe(once);
  });
});

describe("rewriteDocuments over real HTTP", () => {
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
    { compressor = new DocumentCompressor(), same = false } = {},
  ): Promise<{
    port: number;
    seen: Seen[];
  }> {
    const seen: Seen[] = [];
    const server = createServer((request, response) => {
      rewriteDocuments(request, response, { compressor, same });
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
    const compressor = new DocumentCompressor();
    const served = Buffer.from(runScriptsAfterPaint(NEXT_DOCUMENT));
    await compressor.prepare([served]);
    const { port } = await listen(streamDocument(200), { compressor, same: true });
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
    expect(answer.body.toString()).toContain(LOADER_ELEMENT);
  });

  it("leaves Next's payload requests, assets, HEAD and non-HTML answers as Next writes them", async () => {
    const { port, seen } = await listen(streamDocument(200));
    const payload = await get(port, "/about", { rsc: "1", "accept-encoding": "br" });
    const asset = await get(port, "/_next/static/chunks/page.js", { "accept-encoding": "br" });
    const file = await get(port, "/sitemap.xml", { "accept-encoding": "br" });
    const head = await get(port, "/about", { "accept-encoding": "br" }, "HEAD");
    for (const answer of [payload, asset, file]) {
      expect(answer.body.toString()).toBe(NEXT_DOCUMENT);
    }
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(NEXT_DOCUMENT)));
    expect(seen.map((s) => s.acceptEncoding)).toEqual(["br", "br", "br", "br"]);

    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const other = await listen((response) => {
      response.setHeader("content-type", "image/png");
      response.end(image);
    });
    const icon = await get(other.port, "/apple-icon", { "accept-encoding": "br" });
    expect(icon.headers["content-encoding"]).toBeUndefined();
    expect(icon.body).toEqual(image);
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
