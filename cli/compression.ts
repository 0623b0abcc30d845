// How the production server compresses its pages and Next's scripts and stylesheets, instead of
// Next (which gzips each answer as it goes). An answer is compressed quickly for the request in
// hand (Brotli quality 5, gzip level 6) and, when it is the same for every visitor (a
// prerendered page, a content-hashed asset), once more in the background as small as the format
// allows (Brotli 11, gzip 9), which later requests are served. Brotli 11 takes about 100 ms a
// page, too long to spend on a request, and saves a tenth or more (1.7 KB of /about's 13.6 KB),
// often the difference between a page that arrives in its connection's first round trip and one
// that needs a second; on the framework's scripts it saves about 15% against Next's gzip.
// The server prepares those copies for every prerendered page and asset when it starts.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { runScriptsAfterPaint } from "./scripts-after-paint";

export type Encoding = "br" | "gzip" | "identity";
type Compressed = Exclude<Encoding, "identity">;

/** The best encoding the client accepts (`Accept-Encoding`, q-values honoured). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = entry.trim().toLowerCase().split(";");
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

const brotli = (quality: number) => (body: Buffer) =>
  promisify(brotliCompress)(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
const gzipAt = (level: number) => (body: Buffer) => promisify(gzip)(body, { level });

/** What the server logs once every prerendered page and asset has its smallest copies. */
export const COMPRESSED_COPIES_READY = "smallest compressed copies ready";

/** The scripts and stylesheets of a build's static folder (`.next/static`), as files hold them. */
export function* readAssets(staticDir: string): Generator<Buffer> {
  for (const name of readdirSync(staticDir, { recursive: true, encoding: "utf8" })) {
    if (/\.(js|css)$/.test(name)) yield readFileSync(join(staticDir, name));
  }
}

/** A copy's key: its encoding, whether it is a rewritten page, and the source's hash. */
const copyKey = (encoding: Compressed, source: Buffer, page: boolean) =>
  `${encoding}:${page ? "page" : "as-is"}:${createHash("sha256").update(source).digest("base64")}`;

const QUICK: Record<Compressed, (body: Buffer) => Promise<Buffer>> = {
  br: brotli(5),
  gzip: gzipAt(6),
};
const SMALLEST: Record<Compressed, (body: Buffer) => Promise<Buffer>> = {
  br: brotli(zlibConstants.BROTLI_MAX_QUALITY),
  gzip: gzipAt(9),
};

/** What is sent for a body Next wrote: a page rewritten (`runScriptsAfterPaint`), an asset as it is. */
function asSent(source: Buffer, page: boolean): Buffer {
  return page ? Buffer.from(runScriptsAfterPaint(source.toString("utf8"))) : source;
}

/** Compresses answers, keeping the smallest copies of those that never change (the newest `limit`). */
export class Compressor {
  readonly #smallest = new Map<string, Buffer>();
  readonly #pending = new Map<string, Promise<void>>();
  readonly #limit: number;

  constructor({ limit = 1024 }: { limit?: number } = {}) {
    this.#limit = limit;
  }

  /** How many smallest copies are kept. */
  get keptCopies(): number {
    return this.#smallest.size;
  }

  /**
   * What is sent for `source` (a body as Next wrote it; `page` says it is a page, to be
   * rewritten), compressed for `encoding`: its smallest copy when one is ready, else a quick one.
   * `same` says the source is the same for every request (a prerendered page, an asset), so its
   * smallest copy is worth making and keeping. Copies are found by the source, so a page served
   * from one is not rewritten again.
   */
  async compress(
    source: Buffer,
    encoding: Compressed,
    { same, page }: { same: boolean; page: boolean },
  ): Promise<Buffer> {
    if (!same) return QUICK[encoding](asSent(source, page));
    const key = copyKey(encoding, source, page);
    const ready = this.#smallest.get(key);
    if (ready) {
      // Most recently used last, so the oldest is the first evicted.
      this.#smallest.delete(key);
      this.#smallest.set(key, ready);
      return ready;
    }
    const body = asSent(source, page);
    void this.#makeSmallest(key, body, encoding);
    return QUICK[encoding](body);
  }

  /**
   * Makes the smallest copies of these sources, in both encodings, ahead of their first request,
   * and answers how many sources there were.
   */
  async prepare(sources: Iterable<Buffer>, { page }: { page: boolean }): Promise<number> {
    let count = 0;
    for (const source of sources) {
      const body = asSent(source, page);
      // One body at a time: the compression threads stay free for requests.
      for (const encoding of ["br", "gzip"] as const) {
        await this.#makeSmallest(copyKey(encoding, source, page), body, encoding);
      }
      count += 1;
    }
    return count;
  }

  /** Makes (or awaits the making of) the smallest copy of a body, then keeps it. */
  #makeSmallest(key: string, body: Buffer, encoding: Compressed): Promise<void> {
    if (this.#smallest.has(key)) return Promise.resolve();
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const making = this.#keepSmallest(key, body, encoding).finally(() => this.#pending.delete(key));
    this.#pending.set(key, making);
    return making;
  }

  async #keepSmallest(key: string, body: Buffer, encoding: Compressed): Promise<void> {
    try {
      // The best setting is not smaller on every input; the smaller copy is kept.
      const [best, quick] = await Promise.all([SMALLEST[encoding](body), QUICK[encoding](body)]);
      this.#smallest.set(key, best.length <= quick.length ? best : quick);
      for (const oldest of this.#smallest.keys()) {
        if (this.#smallest.size <= this.#limit) break;
        this.#smallest.delete(oldest);
      }
    } catch {
      // A body that cannot be compressed smaller keeps being served its quick copy.
    }
  }
}

/**
 * What a request may be answered with that the server compresses itself: a page (a GET of an
 * extensionless path outside Next's assets and the API, and not Next's own payload request,
 * which carries the RSC header), or one of Next's content-hashed assets.
 */
function kindOf(request: IncomingMessage): "page" | "asset" | null {
  if (request.method !== "GET") return null;
  const { pathname } = new URL(request.url ?? "/", "http://site");
  if (pathname.startsWith("/_next/static/")) return "asset";
  if (request.headers.rsc !== undefined) return null;
  if (pathname.startsWith("/_next/") || pathname.startsWith("/api/")) return null;
  return /\.[^/]*$/.test(pathname) ? null : "page";
}

const contentType = (response: ServerResponse) => String(response.getHeader("content-type") ?? "");
const isHtml = (response: ServerResponse) => /^text\/html\b/i.test(contentType(response));
/** Text worth compressing; fonts and images arrive compressed already. */
const isText = (response: ServerResponse) =>
  /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/i.test(contentType(response));

type WriteCallback = (error?: Error | null) => void;

/**
 * Holds the answer to a page or asset request until it is complete and sends it compressed for
 * the client by `compressor`: a page's HTML rewritten first (`runScriptsAfterPaint`), an asset's
 * text as it is. `prerendered` says a page is the same for every request; an asset always is.
 * Next is asked for these uncompressed (the request loses its Accept-Encoding), so their bytes
 * can be read; any other answer to such a request (an icon, a redirect, a partial range) passes
 * through as Next writes it.
 */
export function compressAnswers(
  request: IncomingMessage,
  response: ServerResponse,
  { compressor, prerendered }: { compressor: Compressor; prerendered: boolean },
): void {
  const kind = kindOf(request);
  if (kind === null) return;
  const same = kind === "asset" || prerendered;
  const encoding = chooseEncoding([request.headers["accept-encoding"] ?? []].flat().join(","));
  delete request.headers["accept-encoding"];

  // Node's own methods, untyped so that every overload passes through as it came.
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse;
  const write = response.write as (...args: unknown[]) => boolean;
  const end = response.end as (...args: unknown[]) => ServerResponse;
  const chunks: Buffer[] = [];
  let decided = false;
  let holding = false;
  let statusMessage: string | undefined;

  response.writeHead = function (
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ): ServerResponse {
    decided = true;
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (headers && typeof headers === "object" && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) this.setHeader(name, value as string | string[]);
      }
    } else if (headers !== undefined) {
      // Raw header lists are passed through untouched.
      return writeHead.call(this, statusCode, ...rest);
    }
    this.statusCode = statusCode;
    holding =
      kind === "page"
        ? isHtml(this) && statusCode !== 204 && statusCode !== 304
        : isText(this) && statusCode === 200;
    if (holding) {
      statusMessage = message;
      return this;
    }
    return writeHead.call(this, statusCode, ...(message === undefined ? [] : [message]));
  } as ServerResponse["writeHead"];

  const decide = (self: ServerResponse) => {
    if (!decided && !self.headersSent) self.writeHead(self.statusCode);
  };
  const toBuffer = (chunk: unknown, encodingName?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), (encodingName as BufferEncoding | undefined) ?? "utf8");

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]): boolean {
    decide(this);
    if (!holding) return write.call(this, chunk, ...rest);
    const callback = rest.find((arg): arg is WriteCallback => typeof arg === "function");
    chunks.push(toBuffer(chunk, typeof rest[0] === "string" ? rest[0] : undefined));
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  response.end = function (this: ServerResponse, ...args: unknown[]): ServerResponse {
    decide(this);
    if (!holding) return end.apply(this, args);
    const callback = args.find((arg): arg is () => void => typeof arg === "function");
    const chunk = typeof args[0] === "function" ? undefined : args[0];
    if (chunk !== undefined && chunk !== null) {
      chunks.push(toBuffer(chunk, typeof args[1] === "string" ? args[1] : undefined));
    }
    const source = Buffer.concat(chunks);
    const page = kind === "page";
    const send = (payload: Buffer, contentEncoding: Encoding) => {
      if (contentEncoding !== "identity") {
        this.setHeader("content-encoding", contentEncoding);
        // Ranges would have to be of the compressed bytes, which are not kept; and a strong
        // validator names one exact representation, so it is weakened as nginx does.
        this.removeHeader("accept-ranges");
        const etag = this.getHeader("etag");
        if (typeof etag === "string" && !etag.startsWith("W/")) this.setHeader("etag", `W/${etag}`);
      }
      this.setHeader("content-length", payload.length);
      const vary = String(this.getHeader("vary") ?? "");
      if (!/\baccept-encoding\b/i.test(vary)) {
        this.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
      writeHead.call(
        this,
        this.statusCode,
        ...(statusMessage === undefined ? [] : [statusMessage]),
      );
      end.call(this, payload, ...(callback ? [callback] : []));
    };
    if (encoding === "identity") {
      send(asSent(source, page), "identity");
    } else {
      compressor.compress(source, encoding, { same, page }).then(
        (compressed: Buffer) => send(compressed, encoding),
        () => send(asSent(source, page), "identity"),
      );
    }
    return this;
  } as ServerResponse["end"];
}
