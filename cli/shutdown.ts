// How the production server stops (SIGTERM from systemd, Docker or a platform; Ctrl-C): it takes
// no new connections, answers every request already in flight, then exits.
import type { Server, ServerResponse } from "node:http";

export type Drainable = {
  /**
   * Stops accepting connections, lets the requests in flight finish and closes each connection
   * once its answer is sent. Resolves true when the last one has closed, or false after
   * `graceMs`, when any still open are cut.
   */
  close(graceMs: number): Promise<boolean>;
};

/**
 * Tracks a server's answers so that it can stop without cutting one. Node's own `close()` waits
 * for busy keep-alive connections to time out, and their answers still say "keep-alive": a
 * client could send its next request just as the connection goes. Here every answer given from
 * the moment of closing says `Connection: close`, and a connection is closed as soon as it is
 * idle.
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
