// The lead API, answered by the production server itself, before Astro: the lead endpoints'
// handlers (src/leads/server/endpoint.ts, which Astro's own routes in src/pages/api call
// under `astro dev`) take a fetch Request and give a Response; this turns the Node request into
// one and writes the answer back, with no framework in between. The health checks and the
// scheduled delivery endpoint (src/server/http/health.ts, src/leads/server/outbox/endpoint.ts) are served the
// same way.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { errorKind, log } from "@/server/log";
import { closeIfBodyUnread, pathOf } from "./front-door";

/** Answers one endpoint's request, whatever its method. */
export type EndpointHandler = (request: Request) => Promise<Response>;

/** Any origin will do: the handlers read the request's headers, never its URL's host. */
const REQUEST_ORIGIN = "http://localhost";

/**
 * The Node request as the fetch Request the handlers take, its body streamed as it arrives. Its
 * headers are those the front door settled (`request.headers`), not the ones the client sent
 * (`rawHeaders`): X-Forwarded-For is the one address the trusted proxies vouch for.
 */
function toFetchRequest(request: IncomingMessage, method: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(request.url ?? "/", REQUEST_ORIGIN), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : null,
    // Required by fetch for a streamed body: the request is read while it arrives.
    duplex: "half",
  } as RequestInit & { duplex: "half" });
}

async function send(response: ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  response.setHeader("content-length", body.byteLength);
  closeIfBodyUnread(response);
  response.writeHead(answer.status);
  response.end(body);
}

function sendServerError(response: ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  closeIfBodyUnread(response);
  response.writeHead(500, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(
    JSON.stringify({ ok: false, error: "Something went wrong on our side; please try again." }),
  );
}

/**
 * Answers a request to one of the lead endpoints' paths and returns true, or returns false and
 * leaves it to the rest of the server. Expects what the front door settles first (the target in
 * origin form, X-Forwarded-For as the client's address, a method the site serves).
 */
export function leadApi(
  endpoints: Readonly<Record<string, EndpointHandler>>,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const path = pathOf(request);
    const handler = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined;
    if (!handler) return false;
    const method = request.method ?? "GET";
    void (async () => {
      await send(response, await handler(toFetchRequest(request, method)));
    })().catch((error: unknown) => {
      // The handlers answer their own errors; this is for a failure around them.
      log.error({ path, error: errorKind(error) }, "unexpected failure around a lead endpoint");
      sendServerError(response);
    });
    return true;
  };
}
