// What the web server (cli/serve.ts) settles about a request before Next sees it: which address
// the client really has, which path it asked for, which inline scripts its answer may run, when a
// page's framework scripts run (after its first paint, cli/scripts-after-paint.ts) and how pages
// and assets are compressed (cli/compression.ts).
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { z } from "zod";
import { perRequestScriptSources, withScriptSources, type ScriptHashes } from "./content-security";
import { compressAnswers, Compressor } from "./compression";

const HOPS_MESSAGE = "must be a whole number from 0 to 5";

/**
 * The front door's own setting, TRUSTED_PROXY_HOPS: how many proxies in front of the server
 * append the address they saw to X-Forwarded-For. The README's deployment puts one
 * TLS-terminating proxy (nginx, Caddy, a platform's router) there.
 */
export const frontDoorEnvSchema = z.object({
  TRUSTED_PROXY_HOPS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ message: HOPS_MESSAGE })
      .int(HOPS_MESSAGE)
      .min(0, HOPS_MESSAGE)
      .max(5, HOPS_MESSAGE)
      .default(1),
  ),
});

/**
 * The client's address. Each trusted proxy appends the address of its own peer, and the socket's
 * peer is the nearest hop, so the client is the entry `hops` places before the socket's peer.
 * Anything before that came from the client and may be forged; with no proxy (hops 0) the header
 * earns nothing. A chain shorter than promised (a request that bypassed a proxy) yields its first
 * entry.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  peer: string | undefined,
  hops: number,
): string {
  const listed = [forwardedFor ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, peer || "unknown"];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? "unknown";
}

/**
 * The request target in origin form (`/path?query`), as Next expects it. An absolute-form target
 * (`GET http://other.example/x`, meant for proxies) names its own host, which this site ignores:
 * only its path and query are kept, so no answer can point off the site. Null for a target that
 * is neither (answered 400).
 */
export function originFormTarget(target: string | undefined): string | null {
  if (!target) return null;
  if (target.startsWith("/")) return target;
  if (target === "*") return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * Rewrites what Next will read of the request: its target in origin form and X-Forwarded-For as
 * the one address the trusted chain vouches for (the lead API keys its rate limit on it). Returns
 * false when the target is unusable.
 */
function settleRequest(request: IncomingMessage, hops: number): boolean {
  const target = originFormTarget(request.url);
  if (target === null) return false;
  request.url = target;
  request.headers["x-forwarded-for"] = clientAddress(
    request.headers["x-forwarded-for"],
    request.socket.remoteAddress,
    hops,
  );
  return true;
}

/**
 * Makes the answer's Content-Security-Policy allow exactly the page's inline scripts: the hashes
 * of a prerendered page (`prerenderedSources`), or else a nonce that Next (which reads it from the
 * request's policy) writes onto the scripts of the page it renders. Applied just before the
 * headers go out.
 */
function enforceScriptPolicy(
  request: IncomingMessage,
  response: ServerResponse,
  prerenderedSources: readonly string[] | undefined,
): void {
  // Only the server says which nonce Next may use; a client's own policy header is dropped.
  delete request.headers["content-security-policy"];
  delete request.headers["content-security-policy-report-only"];
  let sources = prerenderedSources;
  if (!sources) {
    const perRequest = perRequestScriptSources();
    request.headers["content-security-policy"] = `script-src 'nonce-${perRequest.nonce}'`;
    sources = perRequest.sources;
  }
  const allowed = sources;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const policy = this.getHeader("content-security-policy");
    if (typeof policy === "string") {
      this.setHeader("content-security-policy", withScriptSources(policy, allowed));
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** The methods the site answers: pages (GET, HEAD) and the lead API (POST, OPTIONS, 405s). */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

export type FrontDoorOptions = {
  /** Proxies trusted to append to X-Forwarded-For. */
  hops: number;
  /** The build's prerendered pages and their inline scripts' hashes. */
  scriptHashes: ScriptHashes;
  /** Compresses pages and Next's assets; a fresh one unless given. */
  compressor?: Compressor;
  /**
   * Answers the requests it serves itself (the lead API, cli/lead-api.ts) and returns true; their
   * JSON runs no script, so they skip the per-page script policy.
   */
  serveDirectly?: (request: IncomingMessage, response: ServerResponse) => boolean;
};

/**
 * The server's request listener: settles each request, then serves it directly or hands it to
 * Next (`handle`).
 */
export function frontDoor(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  { hops, scriptHashes, serveDirectly, compressor = new Compressor() }: FrontDoorOptions,
): RequestListener {
  return (request, response) => {
    if (!settleRequest(request, hops)) {
      response.writeHead(400, { "content-type": "text/plain", "cache-control": "no-store" });
      response.end("Bad request target.\n");
      return;
    }
    if (!SERVED_METHODS.has(request.method ?? "")) {
      // Next fails on methods it has no handler shape for (TRACE answers 500); none is served here.
      response.writeHead(405, {
        allow: [...SERVED_METHODS].join(", "),
        "content-type": "text/plain",
        "cache-control": "no-store",
      });
      response.end("Method not allowed.\n");
      return;
    }
    if (serveDirectly?.(request, response)) return;
    const pageHashes = scriptHashes.get(new URL(request.url ?? "/", "http://site").pathname);
    compressAnswers(request, response, { compressor, prerendered: pageHashes !== undefined });
    enforceScriptPolicy(request, response, pageHashes);
    void handle(request, response);
  };
}
