import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, resolve, sep } from "node:path";
import sirv from "sirv";
import { z } from "zod";
import {
  ASSET_POLICY,
  ASSET_SECURITY_HEADERS,
  PDF_POLICY,
  SECURITY_HEADERS,
} from "@/config/security-headers";
import { HASHED_PDF_PATH } from "@/documents/catalogue";
import { paths } from "@/lib/paths";
import { pathOf } from "./front-door";

/** The per-page headers Astro writes at build time (the Node adapter's `staticHeaders`). */
const pageHeadersSchema = z.array(
  z.object({
    pathname: z.string(),
    headers: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
);

export function readPagePolicies(headersFile: string): Map<string, string> {
  const pages = pageHeadersSchema.parse(JSON.parse(readFileSync(headersFile, "utf8")));
  return new Map(
    pages.flatMap(({ pathname, headers }) => {
      const policy = headers.find(({ key }) => key.toLowerCase() === "content-security-policy");
      return policy ? [[pathname, policy.value] as const] : [];
    }),
  );
}

/** Content-hashed files (Astro's bundles, the brand font, the PDFs) never change under one name. */
const IMMUTABLE = /^\/(?:_astro|fonts)\//;
const CACHE_FOREVER = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The 404 pages' own addresses answer 404 like any unknown address. */
const NOT_FOUND_PAGE = /^\/404(?:[/.]|$)/;

export function isSitePageIn(pagePolicies: ReadonlyMap<string, string>) {
  return (path: string) => pagePolicies.has(path) && !NOT_FOUND_PAGE.test(path);
}

/** A path as sirv reads it: decoded, so an encoded `/%34%30%34` names the same file as `/404`. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path; // not a path that names a file (%zz)
  }
}

/**
 * The types sirv gets wrong or lacks: XML would go out as `text/xml` with no charset, the favicon
 * with none (`image/x-icon` is what MIME Sniffing gives an icon's bytes and the pages' link names).
 */
function contentType(pathname: string): string | undefined {
  if (pathname === paths.feed) return "application/rss+xml; charset=utf-8";
  if (pathname.endsWith(".xml")) return "application/xml; charset=utf-8";
  if (pathname.endsWith(".ico")) return "image/x-icon";
  return undefined;
}

export function staticFiles(
  clientDir: string,
  pagePolicies: ReadonlyMap<string, string>,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const root = resolve(clientDir);
  const builtFile = (path: string) => {
    try {
      const file = resolve(root, `.${decodeURIComponent(path)}`);
      return file.startsWith(`${root}${sep}`) && existsSync(file);
    } catch {
      return false; // not a path that names a file (%zz)
    }
  };
  const serve = sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ["html"],
    setHeaders: (response, pathname) => {
      const type = contentType(pathname);
      if (type) response.setHeader("content-type", type);
    },
  });
  return (request, response) => {
    const target = request.url ?? "/";
    // Only a path names a file (not `*`); the front door has made it the one spelling of it.
    if (!target.startsWith("/")) return false;
    const url = new URL(`http://site${target}`);
    if (NOT_FOUND_PAGE.test(decodedPath(url.pathname))) return false;
    // Set before sirv answers, so a 304 carries them too: a browser keeps the headers of the
    // revalidating answer, and a page stripped of its own policy could run none of its scripts.
    const pdf = HASHED_PDF_PATH.test(url.pathname);
    if (pdf || IMMUTABLE.test(url.pathname)) {
      if (!builtFile(url.pathname)) return false;
      response.setHeader("cache-control", CACHE_FOREVER);
      response.setHeader("content-security-policy", pdf ? PDF_POLICY : ASSET_POLICY);
      for (const { key } of SECURITY_HEADERS) {
        if (!ASSET_SECURITY_HEADERS.has(key.toLowerCase())) response.removeHeader(key);
      }
    } else {
      response.setHeader("cache-control", REVALIDATE);
      const policy = pagePolicies.get(url.pathname);
      if (policy) response.setHeader("content-security-policy", policy);
    }
    // sirv finds a file without waiting, and calls its `next` when there is none.
    let found = true;
    serve(request, response, () => {
      found = false;
      response.removeHeader("cache-control");
    });
    return found;
  };
}

type HeldPage = { policy: string | undefined; identity: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * Answers 404 with the 404 page of the section the address is under, else the general one, read
 * once at start. No cache keeps it: the address may be a page after the next deploy.
 */
export function notFoundPages(
  clientDir: string,
  pagePolicies: ReadonlyMap<string, string>,
): (request: IncomingMessage, response: ServerResponse) => void {
  const hold = (pagePath: string, file: string): HeldPage => {
    const copy = (extension: string) =>
      existsSync(`${file}${extension}`) ? readFileSync(`${file}${extension}`) : undefined;
    return {
      policy: pagePolicies.get(pagePath),
      identity: readFileSync(file),
      br: copy(".br"),
      gzip: copy(".gz"),
    };
  };
  const general = hold("/404", join(clientDir, "404.html"));
  const sectionsDir = join(clientDir, "404");
  const bySection = new Map(
    (existsSync(sectionsDir) ? readdirSync(sectionsDir) : []).map((section) => [
      `/${section}/`,
      hold(`/404/${section}`, join(sectionsDir, section, "index.html")),
    ]),
  );
  return (request, response) => {
    const path = pathOf(request);
    const page = bySection.get(path.slice(0, path.indexOf("/", 1) + 1)) ?? general;
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const [encoding, body] =
      page.br && /\bbr\b/.test(accepted)
        ? (["br", page.br] as const)
        : page.gzip && /\bgzip\b/.test(accepted)
          ? (["gzip", page.gzip] as const)
          : ([undefined, page.identity] as const);
    response.writeHead(404, {
      "content-type": "text/html; charset=utf-8",
      "content-length": body.byteLength,
      "cache-control": "no-store",
      vary: "Accept-Encoding",
      ...(encoding && { "content-encoding": encoding }),
      ...(page.policy && { "content-security-policy": page.policy }),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
