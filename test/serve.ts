import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
// Next's own filling-in of the methods a route module does not export (405, or 204 for OPTIONS).
import { autoImplementMethods } from "next/dist/server/route-modules/app-route/helpers/auto-implement-methods.js";
import { isHTTPMethod } from "next/dist/server/web/http.js";
import { frontDoor } from "../cli/front-door";

export type Served = { url: string; close: () => Promise<void> };

type Handler = (request: Request) => Promise<Response>;

/**
 * Serves Web-standard route handlers (the functions a Next route exports) over real HTTP on
 * 127.0.0.1 as `next start` does: adding x-forwarded-for, answering the methods a route does not
 * export with Next's own code, and 400 to methods Next does not know. With `proxyHops`, requests
 * pass the production server's front door first (cli/front-door.ts), trusting that many proxies.
 */
export async function serve(
  routes: Record<string, Partial<Record<string, Handler>>>,
  { proxyHops }: { proxyHops?: number } = {},
): Promise<Served> {
  const listener = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const route = routes[url.pathname];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    const method = req.method ?? "GET";
    const handler: Handler = isHTTPMethod(method)
      ? (autoImplementMethods(route as Parameters<typeof autoImplementMethods>[0])[
          method
        ] as Handler)
      : async () => new Response(null, { status: 400 });
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(key, value);
    }
    if (!headers.has("x-forwarded-for"))
      headers.set("x-forwarded-for", req.socket.remoteAddress ?? "");
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS";
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      // @ts-expect-error Node needs duplex for streamed request bodies.
      duplex: "half",
    });
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const server = createServer(
    proxyHops === undefined
      ? listener
      : frontDoor(listener, { hops: proxyHops, scriptHashes: new Map() }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
