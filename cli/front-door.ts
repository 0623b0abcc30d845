// What the web server (cli/serve.ts) settles about a request before anything answers it: which
// address the client really has, which path it asked for, whether the site serves its method at
// all, and the security headers every answer carries.
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
 * How long an idle keep-alive connection stays open: longer than a proxy in front keeps its idle
 * connections to the server (deploy/Caddyfile sets Caddy's to 60 s; nginx's upstream
 * keepalive_timeout and cloud load balancers' idle timeouts are 60 s by default), so the proxy,
 * never the server, closes an idle one. A proxy that sends a request on a connection the server
 * has just closed answers 502, and does not send a POST again: the lead would be lost there.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;
/** Node waits this long for a request's headers; above the keep-alive, as its docs advise. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 5_000;

/** The front door's own settings. */
export const frontDoorEnvSchema = z.object({
  /**
   * How many proxies in front of the server append the address they saw to X-Forwarded-For.
   * None unless set: a server anyone can reach directly must not take a client's own
   * X-Forwarded-For for its address. The deploy files set 1 for the TLS proxy (Caddy) they put
   * in front.
   */
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ message: HOPS_MESSAGE })
    .int(HOPS_MESSAGE)
    .min(0, HOPS_MESSAGE)
    .max(5, HOPS_MESSAGE)
    .default(0),
  /** How far Strict-Transport-Security reaches: this host only unless asked for more. */
  HSTS: z.enum(HSTS_REACHES, { error: HSTS_MESSAGE }).default("host"),
});

type FrontDoorEnv = z.output<typeof frontDoorEnvSchema>;

/**
 * Parses the front door's settings, or throws one message naming every bad one. An empty
 * variable (`HSTS=` in a settings file) counts as unset.
 */
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
 * The request target in origin form (`/path?query`). An absolute-form target
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

/** The request target's path, without its query. */
export function pathOf(request: IncomingMessage): string {
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Rewrites what the site will read of the request: its target in origin form and
 * X-Forwarded-For as the one address the trusted chain vouches for (the lead API keys its rate
 * limit on it). Returns false when the target is unusable.
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

/** The methods the site answers: pages (GET, HEAD) and the lead API (POST, OPTIONS, 405s). */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);

export type FrontDoorOptions = {
  /** Proxies trusted to append to X-Forwarded-For. */
  hops: number;
  /** How far Strict-Transport-Security reaches. */
  hsts: HstsReach;
  /**
   * The Content-Security-Policy of every answer that does not bring its own: a page's is its
   * own, with its inline scripts' hashes.
   */
  defaultPolicy: string;
};

/**
 * An answer given before the request's body has arrived in full (a refusal on its declared size,
 * type or method) closes the connection after it: the rest of the body is still on its way, and
 * a client that keeps connections open would otherwise send its next request on one the server
 * is about to give up.
 */
export function closeIfBodyUnread(response: ServerResponse): void {
  const { headers, complete } = response.req;
  const hasBody =
    headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
  if (hasBody && !complete) response.setHeader("connection", "close");
}

/** Writes a short plain-text answer that no cache keeps. */
export function sendPlain(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  closeIfBodyUnread(response);
  response.writeHead(status, {
    ...headers,
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(`${text}\n`);
}

/**
 * The server's request listener: settles each request, answers a target or method the site
 * serves nowhere itself, gives every answer the security headers, then hands the request on.
 */
export function frontDoor(
  respond: RequestListener,
  { hops, hsts, defaultPolicy }: FrontDoorOptions,
): RequestListener {
  const securityHeaders = [strictTransportSecurity(hsts), ...SECURITY_HEADERS];
  return (request, response) => {
    for (const { key, value } of securityHeaders) response.setHeader(key, value);
    response.setHeader("content-security-policy", defaultPolicy);
    if (!settleRequest(request, hops)) {
      sendPlain(response, 400, "Bad request target.");
      return;
    }
    if (!SERVED_METHODS.has(request.method ?? "")) {
      sendPlain(response, 405, "Method not allowed.", { allow: [...SERVED_METHODS].join(", ") });
      return;
    }
    // A failure while answering is logged and answered 500; it never stops the server.
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
