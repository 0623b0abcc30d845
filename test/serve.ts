import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";

export type Served = { url: string; close: () => Promise<void> };

type Handler = (request: Request) => Promise<Response>;

/**
 * Serves Web-standard route handlers (the functions a Next route exports) over real HTTP on
 * 127.0.0.1, adding x-forwarded-for as `next start` does.
 */
export async function serve(
  routes: Record<string, Partial<Record<string, Handler>>>,
): Promise<Served> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
    const handler = routes[url.pathname]?.[req.method ?? "GET"];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
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
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
