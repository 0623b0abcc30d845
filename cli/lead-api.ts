// The lead API, answered by the production server itself. Next's route handlers (src/app/api)
// call the same handlers under `next dev` and `next start`; here they are called without Next's
// routing and its request and response plumbing, which cost more CPU per lead than storing it.
// The answers are the same: the handlers' own, with the headers next.config.ts gives the path,
// except that their policy allows no inline script (JSON runs none).
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { z } from "zod";
import { withScriptSources } from "./content-security";

/** One endpoint's handlers, by method (the lead endpoint's POST, OPTIONS and 405s). */
export type MethodHandlers = Readonly<Record<string, (request: Request) => Promise<Response>>>;

/** The response headers a path gets from next.config.ts, in the order Next applies them. */
export type HeadersForPath = (path: string) => [string, string][];

const headerRulesSchema = z.object({
  caseSensitive: z.boolean().optional(),
  headers: z.array(
    z.object({
      regex: z.string(),
      headers: z.array(z.object({ key: z.string(), value: z.string() })),
      has: z.unknown().optional(),
      missing: z.unknown().optional(),
    }),
  ),
});

/**
 * next.config.ts's header rules as the build compiled them (routes-manifest.json), so these
 * answers carry exactly the headers Next would give them. Rules with conditions on the request
 * (`has`, `missing`) are not supported here: the site has none, and one added would fail start-up.
 */
export function readHeaderRules(distDir: string): HeadersForPath {
  const manifest = headerRulesSchema.parse(
    JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8")),
  );
  const rules = manifest.headers.map((rule) => {
    if (rule.has !== undefined || rule.missing !== undefined) {
      throw new Error(
        `Header rule ${rule.regex} has request conditions the lead API cannot apply.`,
      );
    }
    return { pattern: new RegExp(rule.regex, manifest.caseSensitive ? "" : "i"), ...rule };
  });
  return (path) => {
    const headers = new Map<string, [string, string]>();
    for (const rule of rules) {
      if (!rule.pattern.test(path)) continue;
      // A later rule overrides an earlier one's header of the same name, as in Next.
      for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), [key, value]);
    }
    return [...headers.values()];
  };
}

/** The headers with `'unsafe-inline'`, the pages' placeholder, dropped from the script policy. */
function withoutInlineScripts(headers: [string, string][]): [string, string][] {
  return headers.map(([name, value]) => [
    name,
    name.toLowerCase() === "content-security-policy" ? withScriptSources(value, []) : value,
  ]);
}

/** Any origin will do: the handlers read the request's headers, never its URL's host. */
const REQUEST_ORIGIN = "http://localhost";

/** The Node request as the fetch Request the handlers take, its body streamed as it arrives. */
function toFetchRequest(request: IncomingMessage, method: string): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(request.url ?? "/", REQUEST_ORIGIN), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : null,
    // Required by fetch for a streamed body: the request is read while it arrives.
    duplex: "half",
  } as RequestInit & { duplex: "half" });
}

async function send(
  response: ServerResponse,
  answer: Response,
  headers: [string, string][],
): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  for (const [name, value] of headers) response.setHeader(name, value);
  // The handler's own headers win over the configured ones (its Cache-Control, its CORS).
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  response.setHeader("content-length", body.byteLength);
  response.writeHead(answer.status);
  response.end(body);
}

function sendServerError(response: ServerResponse, headers: [string, string][]): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const [name, value] of headers) response.setHeader(name, value);
  response.writeHead(500, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(
    JSON.stringify({ ok: false, error: "Something went wrong on our side; please try again." }),
  );
}

/**
 * A request listener for the lead API's paths: serves a request to one of `endpoints` and returns
 * true, or returns false and leaves it to Next. Expects what the front door settles first (the
 * target in origin form, X-Forwarded-For as the client's address, a method the site serves).
 */
export function leadApi(
  endpoints: Readonly<Record<string, MethodHandlers>>,
  headersFor: HeadersForPath,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const configured = new Map(
    Object.keys(endpoints).map((path) => [path, withoutInlineScripts(headersFor(path))]),
  );
  return (request, response) => {
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const handlers = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined;
    const method = request.method ?? "GET";
    const handler = handlers && Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler) return false;
    const headers = configured.get(path) ?? [];
    void (async () => {
      await send(response, await handler(toFetchRequest(request, method)), headers);
    })().catch((error: unknown) => {
      // The handlers answer their own errors; this is for a failure around them.
      console.error(`[lead] ${path}: unexpected ${error instanceof Error ? error.name : "error"}`);
      sendServerError(response, headers);
    });
    return true;
  };
}
