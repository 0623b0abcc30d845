import type { Server, ServerResponse } from "node:http";

export type Drainable = {
  /** True once the last connection has closed, false after `graceMs`, when the rest are cut. */
  close(graceMs: number): Promise<boolean>;
};

/**
 * Stops a server without cutting an answer. Node's `close()` alone waits for keep-alive
 * connections to time out while their answers still say "keep-alive", so a client may send its
 * next request just as one goes; here every answer from then on says `Connection: close`.
 */
export function drainable(server: Server): Drainable {
  const open = new Set<ServerResponse>();
  let closing = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("connection", "close");
    else response.once("finish", () => server.closeIdleConnections());
  };
  // Ahead of the site's own listener, so the header is there before it answers.
  server.prependListener("request", (_request, response: ServerResponse) => {
    open.add(response);
    response.once("close", () => open.delete(response));
    if (closing) closeAfter(response);
  });
  return {
    close(graceMs) {
      closing = true;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, graceMs);
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
        for (const response of open) closeAfter(response);
        server.closeIdleConnections();
      });
    },
  };
}
