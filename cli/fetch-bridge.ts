// The endpoints' handlers take a fetch Request and give a Response (src/app/endpoints.ts); the
// production server hands them Node's requests through this bridge, before Astro and with no
// framework in between.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { endpointOf, type EndpointHandler } from "@/app/endpoints";
import { errorKind, log } from "@/server/log";
import { pathOf } from "./front-door";

/** Any origin will do: the handlers read the request's headers, never its URL's host. */
const REQUEST_ORIGIN = "http://localhost";

/**
 * Headers as the front door settled them, not as the client sent them (`rawHeaders`):
 * X-Forwarded-For is the one address the trusted proxies vouch for.
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
  response.writeHead(answer.status);
  response.end(body);
}

function sendServerError(response: ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(500, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(
    JSON.stringify({ ok: false, error: "Something went wrong on our side; please try again." }),
  );
}

/** Answers a request whose path is in `endpoints` (true), or leaves it for the next (false). */
export function fetchBridge(
  endpoints: Readonly<Record<string, EndpointHandler>>,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const path = pathOf(request);
    const handler = endpointOf(endpoints, path);
    if (!handler) return false;
    const method = request.method ?? "GET";
    void (async () => {
      await send(response, await handler(toFetchRequest(request, method)));
    })().catch((error: unknown) => {
      log.error({ path, error: errorKind(error) }, "unexpected failure around an endpoint");
      sendServerError(response);
    });
    return true;
  };
}
