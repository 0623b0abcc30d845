import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { captureLog } from "../test/log-lines";
import { logRequest } from "./request-log";

describe("the request log", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function listen(): Promise<string> {
    server = createServer((request, response) => {
      logRequest(request, response);
      response.statusCode = request.url?.startsWith("/broken") ? 500 : 200;
      response.end("answer");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }

  it("writes one line per request: its id, method, path, status and duration, never the query", async () => {
    const origin = await listen();
    const log = captureLog();
    try {
      const answer = await fetch(`${origin}/search?q=dana%40brightsmile.example`);
      await answer.text();
      const broken = await fetch(`${origin}/broken`, { method: "POST", body: "{}" });
      await broken.text();
      await expect.poll(() => log.lines.length).toBe(2);
      const [search, failed] = log.lines;
      expect(search).toMatchObject({
        level: "info",
        msg: "answered",
        reqId: answer.headers.get("x-request-id"),
        req: { method: "GET", path: "/search" },
        res: { status: 200 },
        responseTime: expect.any(Number),
      });
      expect(search?.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(failed).toMatchObject({ level: "error", req: { method: "POST", path: "/broken" } });
      expect(log.text()).not.toContain("brightsmile");
    } finally {
      log.restore();
    }
  });

  it("keeps the id a proxy gave the request, unless it is not a plain token", async () => {
    const origin = await listen();
    const log = captureLog();
    try {
      const given = await fetch(origin, { headers: { "x-request-id": "edge-7f3a.42" } });
      const forged = await fetch(origin, { headers: { "x-request-id": 'x"} injected' } });
      expect(given.headers.get("x-request-id")).toBe("edge-7f3a.42");
      expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      await expect
        .poll(() => log.lines.map((line) => line.reqId))
        .toEqual(["edge-7f3a.42", forged.headers.get("x-request-id")]);
    } finally {
      log.restore();
    }
  });
});
