import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "./shutdown";

describe("stopping the server", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  /** A server whose answers wait until `release` is called. */
  async function listen() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    server = createServer((_request, response) => {
      arrived();
      void released.then(() => response.end("answered"));
    });
    const stopper = drainable(server);
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return { stopper, port, release, arrival };
  }

  function get(port: number, agent: Agent) {
    return new Promise<{ text: string; connection?: string } | string>((resolve) => {
      httpRequest({ host: "127.0.0.1", port, agent }, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ text, connection: response.headers.connection }));
      })
        .on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
        .end();
    });
  }

  it("answers the request in flight with Connection: close, takes no new one, then resolves", async () => {
    const { stopper, port, release, arrival } = await listen();
    const agent = new Agent({ keepAlive: true });
    try {
      const inFlight = get(port, agent);
      await arrival;
      let closed = false;
      const closing = stopper.close(10_000).then((drained) => {
        closed = true;
        return drained;
      });
      // No new connection is taken meanwhile.
      expect(await get(port, new Agent())).toBe("ECONNREFUSED");
      expect(closed).toBe(false);
      release();
      expect(await inFlight).toEqual({ text: "answered", connection: "close" });
      // Without waiting for the kept-alive connection to time out.
      expect(await closing).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it("cuts what is still open once the grace period is over", async () => {
    const { stopper, port, arrival } = await listen();
    const agent = new Agent({ keepAlive: true });
    try {
      const stuck = get(port, agent);
      await arrival;
      expect(await stopper.close(200)).toBe(false);
      expect(await stuck).toBe("ECONNRESET");
    } finally {
      agent.destroy();
    }
  });
});
