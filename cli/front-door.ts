import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { z } from "zod";
import {
  HSTS_REACHES,
  type HstsReach,
  SECURITY_HEADERS,
  strictTransportSecurity,
} from "@/config/security-headers";
import { setVariables } from "@/config/schema";
import { log } from "@/server/log";

const HOPS_MESSAGE = "must be a whole number from 0 to 5";
const HSTS_MESSAGE = `must be one of ${HSTS_REACHES.join(", ")}`;

/**
 * Longer than a proxy's idle timeout (60 s in deploy/Caddyfile, nginx and cloud load balancers),
 * so the proxy, never the server, closes an idle connection: a proxy that sends on one the server
 * has just closed answers 502 and does not resend a POST, and the lead is lost.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;
/** Node waits this long for a request's headers; above the keep-alive, as its docs advise. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 5_000;

export const frontDoorEnvSchema = z.object({
  /**
   * Proxies in front that append to X-Forwarded-For. None unless set: a server anyone can reach
   * directly must not take a client's own X-Forwarded-For for its address.
   */
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ message: HOPS_MESSAGE })
    .int(HOPS_MESSAGE)
    .min(0, HOPS_MESSAGE)
    .max(5, HOPS_MESSAGE)
    .default(0),
  HSTS: z.enum(HSTS_REACHES, { error: HSTS_MESSAGE }).default("host"),
});

type FrontDoorEnv = z.output<typeof frontDoorEnvSchema>;

export function parseFrontDoorEnv(env: Record<string, string | undefined>): FrontDoorEnv {
  const result = frontDoorEnvSchema.safeParse(
    setVariables(env, Object.keys(frontDoorEnvSchema.shape)),
  );
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  return result.data;
}

/**
 * The client's address, which the lead API's rate limit keys on: each trusted proxy appends its
 * peer's address, so the client is `hops` entries before the socket's peer; anything earlier came
 * from the client and may be forged.
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
 * The request target in origin form (`/path?query`): an absolute-form target keeps only its path
 * and query, so no answer can point off the site. Null for anything else (answered 400).
 */
export function originFormTarget(target: string | undefined): string | null {
  if (!target) return null;
  if (target.startsWith("/") || target === "*") return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** Unreserved characters (RFC 3986), which mean the same written as an escape or not. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of an origin-form target's path that the site answers at: dot segments
 * resolved (as the URL parser Astro routes by resolves them), repeated slashes made one, escapes
 * of unreserved characters decoded, no trailing slash. Any other spelling is redirected here, so
 * a path like `/inbox/../api/visits` or `/api/visit%73` never reaches the router's second copy of
 * one of the server's own endpoints, and a page has one address. Always begins with one slash:
 * never another site's address.
 */
export function canonicalTarget(target: string): string {
  if (target === "*") return target;
  const query = target.indexOf("?");
  const rawPath = query === -1 ? target : target.slice(0, query);
  const search = query === -1 ? "" : target.slice(query);
  const { pathname } = new URL(rawPath.replace(/[/\\]+/g, "/"), "http://canonical.invalid");
  const decoded = pathname.replace(/%[0-9A-Fa-f]{2}/g, (escape) => {
    const char = String.fromCharCode(Number.parseInt(escape.slice(1), 16));
    return UNRESERVED.test(char) ? char : escape;
  });
  return `${decoded.replace(/(.)\/$/, "$1")}${search}`;
}

export function pathOf(request: IncomingMessage): string {
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** The request's target in origin form, and the one client address its proxies vouch for. */
function settleRequest(request: IncomingMessage, hops: number): string | null {
  const target = originFormTarget(request.url);
  if (target === null) return null;
  request.url = target;
  request.headers["x-forwarded-for"] = clientAddress(
    request.headers["x-forwarded-for"],
    request.socket.remoteAddress,
    hops,
  );
  return target;
}

/** The methods the site answers: pages (GET, HEAD) and the lead API (POST, OPTIONS, 405s). */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

export type FrontDoorOptions = {
  hops: number;
  hsts: HstsReach;
  defaultPolicy: string;
};

/**
 * How long the rest of a body no answer needed is read, and dropped, once the answer has gone.
 * Closing a connection while its body is still arriving resets it, and a reset can take the
 * answer with it before the client has read it (a CRM's client would see EPIPE, not the 413).
 * So the answer goes first, the rest is read and nothing of it kept, and the connection serves
 * the client's next request if the body ends in time; else it is closed.
 */
export const LINGER_MS = 2_000;

function lingerOverUnreadBody(request: IncomingMessage, response: ServerResponse): void {
  response.once("finish", () => {
    if (request.complete || request.destroyed) return;
    const timer = setTimeout(() => request.socket.destroy(), LINGER_MS);
    for (const event of ["end", "close"]) request.once(event, () => clearTimeout(timer));
    request.removeAllListeners("data");
    request.resume();
  });
}

export function sendPlain(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...headers,
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(`${text}\n`);
}

/** A failure in `respond` is logged and answered 500, never stopping the server. */
export function frontDoor(
  respond: RequestListener,
  { hops, hsts, defaultPolicy }: FrontDoorOptions,
): RequestListener {
  const securityHeaders = [strictTransportSecurity(hsts), ...SECURITY_HEADERS];
  return (request, response) => {
    lingerOverUnreadBody(request, response);
    for (const { key, value } of securityHeaders) response.setHeader(key, value);
    response.setHeader("content-security-policy", defaultPolicy);
    const target = settleRequest(request, hops);
    if (target === null) {
      sendPlain(response, 400, "Bad request target.");
      return;
    }
    const canonical = canonicalTarget(target);
    if (canonical !== target) {
      // 308 keeps the method and body: a form or a script posting to another spelling is sent on.
      response.writeHead(308, { location: canonical });
      response.end();
      return;
    }
    if (!SERVED_METHODS.has(request.method ?? "")) {
      sendPlain(response, 405, "Method not allowed.", { allow: [...SERVED_METHODS].join(", ") });
      return;
    }
    const fail = (error: unknown) => {
      log.error({ err: error, reqId: request.id }, "answering the request failed");
      if (response.headersSent) response.destroy();
      else sendPlain(response, 500, "Something went wrong on our side.");
    };
    try {
      void Promise.resolve(respond(request, response)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}
