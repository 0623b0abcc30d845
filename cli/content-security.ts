// Which inline scripts a page may run. Pages are prerendered, so their inline scripts (Next's
// bootstrap and payload, the site's own) are known once the build is done: the server hashes
// each page's scripts at start-up and allows exactly those on that page. A page rendered per
// request (the 404) gets a fresh nonce instead, which Next writes onto its own scripts.
import { createHash, randomBytes } from "node:crypto";
import { closeSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { SCRIPTS_RUN_MARKER } from "../src/lib/document-scripts";
import { AFTER_PAINT_LOADER, runScriptsAfterPaint } from "./scripts-after-paint";

/** CSP sources (`'sha256-…'`, `'nonce-…'`) keyed by the path of the prerendered page. */
export type ScriptHashes = ReadonlyMap<string, readonly string[]>;

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types the browser runs; any other (`application/ld+json`) is a data block CSP ignores. */
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const hashSource = (script: string) =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/** The hash sources of every inline script the document runs, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!SCRIPT_TYPES.has(type.toLowerCase())) continue;
    sources.add(hashSource(body));
  }
  return [...sources];
}

/** The start of a file, to tell an HTML document from an image without reading it all. */
function startsAsHtml(file: string): boolean {
  const head = Buffer.alloc(64);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return /^\s*<(!doctype html|html)/i.test(head.toString("latin1"));
}

/**
 * Every prerendered document in a build (`.next/server/app`) as Next serves it, by path: pages
 * (`about.html`, `index.html`) and documents served by route handlers (`book-call.body`).
 */
export function readPrerenderedDocuments(appDir: string): ReadonlyMap<string, Buffer> {
  const documents = new Map<string, Buffer>();
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" });
  for (const name of files) {
    const match = /^(.*)\.(html|body)$/.exec(name.split(sep).join("/"));
    // Underscored files (_not-found, _global-error) are fallbacks, never served at their path.
    if (!match?.[1] || match[1].split("/").some((part) => part.startsWith("_"))) continue;
    const file = join(appDir, name);
    if (match[2] === "body" && !startsAsHtml(file)) continue;
    const path = match[1] === "index" ? "/" : `/${match[1]}`;
    documents.set(path, readFileSync(file));
  }
  if (documents.size === 0) throw new Error(`No prerendered pages in ${relative(".", appDir)}.`);
  return documents;
}

/**
 * The hashes of each prerendered document's inline scripts as the server sends it: with the
 * loader that runs the framework's scripts after the first paint. By path.
 */
export function prerenderedScriptHashes(documents: ReadonlyMap<string, Buffer>): ScriptHashes {
  return new Map(
    [...documents].map(([path, html]) => [
      path,
      inlineScriptHashes(runScriptsAfterPaint(html.toString("utf8"))),
    ]),
  );
}

/**
 * The inline scripts a page rendered per request runs without Next's nonce: the site's own, which
 * React renders, and the loader the server adds.
 */
const UNNONCED_SCRIPT_HASHES = [SCRIPTS_RUN_MARKER, AFTER_PAINT_LOADER].map(hashSource);

/** The script sources of a page rendered per request: a new nonce, and the unnonced scripts. */
export function perRequestScriptSources(): { nonce: string; sources: string[] } {
  const nonce = randomBytes(18).toString("base64");
  return { nonce, sources: [`'nonce-${nonce}'`, ...UNNONCED_SCRIPT_HASHES] };
}

/**
 * The policy with `'unsafe-inline'` in `script-src` replaced by the given sources (the page's
 * hashes or its nonce). Other directives, `style-src` included, are left as they are.
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const kept = values.filter((value) => value !== "'unsafe-inline'");
      return ` ${[name, ...kept, ...sources].join(" ")}`;
    })
    .join(";")
    .trim();
}
