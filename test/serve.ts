import { createServer, type RequestListener } from "node:http";
import { frontDoor } from "../cli/front-door";
import type { EndpointHandler } from "@/app/endpoints";
import { fetchBridge } from "../cli/fetch-bridge";

export type Served = { url: string; close: () => Promise<void> };

/**
 * Serves lead endpoints over real HTTP on 127.0.0.1 as the production server does (cli/fetch-bridge.ts).
 * Without `proxyHops`, a request's X-Forwarded-For is taken as sent (the socket's address when it
 * has none), as behind a proxy that sets it; with it, requests pass the production server's front
 * door first (cli/front-door.ts), trusting that many proxies.
 */
export async function serve(
  endpoints: Record<string, EndpointHandler>,
  { proxyHops }: { proxyHops?: number } = {},
): Promise<Served> {
  const api = fetchBridge(endpoints);
  const listener: RequestListener = (request, response) => {
    request.headers["x-forwarded-for"] ??= request.socket.remoteAddress ?? "";
    if (!api(request, response)) response.writeHead(404).end();
  };
  const server = createServer(
    proxyHops === undefined
      ? listener
      : frontDoor(listener, { hops: proxyHops, hsts: "host", defaultPolicy: "default-src 'self'" }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
