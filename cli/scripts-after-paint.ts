// Next writes its framework scripts into the head as `<script async>`: they download alongside
// the stylesheet and font the first paint needs, and run the moment they arrive, often before that
// paint. The production server rewrites each HTML document so those scripts are requested only
// once the browser reports the page's first contentful paint: the stylesheet, font and document
// have the connection to themselves, and the first frame waits for no JavaScript. The page
// hydrates that much later; every link and form on it is plain HTML that works before it does.
import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding, type DocumentCompressor, type Encoding } from "./compressed-documents";

/**
 * Appends the scripts listed in its own `data-after-paint` attribute once the first contentful
 * paint is reported. Where paint timing is not available it appends them at once, as the page
 * would have loaded them; a page that is never painted (a tab opened in the background) gets them
 * after three seconds. The same text on every page, so one hash allows it.
 */
export const AFTER_PAINT_LOADER = [
  "(function(){",
  "var sources=JSON.parse(document.currentScript.dataset.afterPaint),ran=false;",
  "function run(){if(ran)return;ran=true;sources.forEach(function(source){",
  // `async` as an attribute: React, hydrating, finds these and adds no second copy of a chunk.
  'var script=document.createElement("script");script.async=true;script.src=source;document.head.appendChild(script)})}',
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;",
  'if(types&&types.indexOf("paint")>=0){',
  'new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)run()})',
  '.observe({type:"paint",buffered:true});setTimeout(run,3000)}',
  "else run()",
  "})()",
].join("");

const SCRIPT_ELEMENT = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b([^>]*?)\/?>/g;
const ATTRIBUTE = /\s+([a-zA-Z-]+)(?:="([^"]*)")?/y;

/** An element's attributes as written (`name="value"` or bare `name`), or null if unusual. */
function attributesOf(text: string): Map<string, string> | null {
  const body = text.trimEnd();
  const parsed = new Map<string, string>();
  let parsedTo = 0;
  ATTRIBUTE.lastIndex = 0;
  for (let match; (match = ATTRIBUTE.exec(body)); parsedTo = ATTRIBUTE.lastIndex) {
    parsed.set(match[1]!.toLowerCase(), match[2] ?? "");
  }
  return parsedTo === body.length ? parsed : null;
}

/** The source of a framework chunk's `<script async>`, or null for any other script. */
function frameworkChunk(attributes: string): string | null {
  const parsed = attributesOf(attributes);
  const src = parsed?.get("src");
  // Integrity, crossorigin or a type would have to be carried over; Next writes none here.
  const plain = [...(parsed?.keys() ?? [])].every((name) =>
    ["src", "async", "nonce"].includes(name),
  );
  return plain && parsed?.has("async") && src?.startsWith("/_next/static/") ? src : null;
}

/**
 * The document with Next's framework scripts (and Next's preload of them) taken out and listed
 * on the loader, which runs them after the first paint. A document without them, or without a
 * head, is returned as it is.
 */
export function runScriptsAfterPaint(html: string): string {
  const sources: string[] = [];
  let rewritten = html.replace(SCRIPT_ELEMENT, (element, attributes: string) => {
    const src = frameworkChunk(attributes);
    if (src === null) return element;
    sources.push(src);
    return "";
  });
  const head = rewritten.indexOf("</head>");
  if (sources.length === 0 || head < 0) return html;
  rewritten = rewritten.replace(SCRIPT_PRELOAD, (element, attributes: string) => {
    const parsed = attributesOf(attributes);
    const preloadsChunk =
      parsed?.get("rel") === "preload" &&
      parsed.get("as") === "script" &&
      sources.includes(parsed.get("href") ?? "");
    return preloadsChunk ? "" : element;
  });
  const list = JSON.stringify(sources).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const loader = `<script data-after-paint="${list}">${AFTER_PAINT_LOADER}</script>`;
  const at = rewritten.indexOf("</head>");
  return `${rewritten.slice(0, at)}${loader}${rewritten.slice(at)}`;
}

/**
 * Whether the request may be for a page: a GET of an extensionless path outside Next's assets and
 * the API, and not Next's own payload request (which carries the RSC header).
 */
function mayBeDocument(request: IncomingMessage): boolean {
  if (request.method !== "GET" || request.headers.rsc !== undefined) return false;
  const { pathname } = new URL(request.url ?? "/", "http://site");
  if (pathname.startsWith("/_next/") || pathname.startsWith("/api/")) return false;
  return !/\.[^/]*$/.test(pathname);
}

function isHtml(response: ServerResponse): boolean {
  return /^text\/html\b/i.test(String(response.getHeader("content-type") ?? ""));
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Holds an HTML answer to a page request until it is complete, rewrites it
 * (`runScriptsAfterPaint`) and sends it compressed for the client by `compressor`; `same` says
 * the page is prerendered, the same for every request. Next is asked for the page uncompressed
 * (the request loses its Accept-Encoding), so its bytes can be read; any other answer to such a
 * request (an icon, a redirect) passes through as Next writes it.
 */
export function rewriteDocuments(
  request: IncomingMessage,
  response: ServerResponse,
  { compressor, same }: { compressor: DocumentCompressor; same: boolean },
): void {
  if (!mayBeDocument(request)) return;
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
    holding = isHtml(this) && statusCode !== 204 && statusCode !== 304;
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
    const document = Buffer.from(runScriptsAfterPaint(Buffer.concat(chunks).toString("utf8")));
    const send = (body: Buffer, contentEncoding: Encoding) => {
      if (contentEncoding !== "identity") this.setHeader("content-encoding", contentEncoding);
      this.setHeader("content-length", body.length);
      const vary = String(this.getHeader("vary") ?? "");
      if (!/\baccept-encoding\b/i.test(vary)) {
        this.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
      writeHead.call(
        this,
        this.statusCode,
        ...(statusMessage === undefined ? [] : [statusMessage]),
      );
      end.call(this, body, ...(callback ? [callback] : []));
    };
    if (encoding === "identity") {
      send(document, "identity");
    } else {
      compressor.compress(document, encoding, { same }).then(
        (body) => send(body, encoding),
        () => send(document, "identity"),
      );
    }
    return this;
  } as ServerResponse["end"];
}
