import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "@/config/schema";
import { contentSecurityPolicy } from "@/config/security-headers";
import { frontDoor } from "./front-door";
import type { EndpointHandler } from "@/app/endpoints";
import { fetchBridge } from "./fetch-bridge";

/** The policy of every answer that is not a page, as the production server gives it. */
const DEFAULT_POLICY = contentSecurityPolicy(parseSiteConfig({}));

describe("the lead API over real HTTP", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /**
   * Serves `handler` at /api/echo behind the front door, as cli/serve.ts composes them; any other
   * request is answered "not the API" (the static files' and Astro's turn).
   */
  async function listen(handler: EndpointHandler): Promise<string> {
    const serveApi = fetchBridge({ "/api/echo": handler });
    server = createServer(
      frontDoor(
        (request, response) => {
          if (!serveApi(request, response)) response.end("not the API");
        },
        { hops: 0, hsts: "host", defaultPolicy: DEFAULT_POLICY },
      ),
    );
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }

  const echo: EndpointHandler = async (request) =>
    Response.json(
      {
        method: request.method,
        body: await request.text(),
        key: request.headers.get("idempotency-key"),
        forwardedFor: request.headers.get("x-forwarded-for"),
      },
      { status: 201, headers: { "x-handler": "yes" } },
    );

  it("hands a request for its path, with its headers and streamed body, to the endpoint", async () => {
    const origin = await listen(echo);
    const answer = await fetch(`${origin}/api/echo?from=test`, {
      method: "POST",
      headers: { "idempotency-key": "key-1", "content-type": "application/json" },
      body: '{"name":"Ada"}',
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({
      method: "POST",
      body: '{"name":"Ada"}',
      key: "key-1",
      forwardedFor: "127.0.0.1",
    });
    // The front door's headers, then the handler's own.
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-handler")).toBe("yes");
    expect(answer.headers.get("content-type")).toBe("application/json");
    // JSON runs no script: the policy of an answer that is not a page allows no inline script.
    expect(answer.headers.get("content-security-policy")).toBe(DEFAULT_POLICY);
    expect(answer.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
  });

  it("hands the endpoint the address the front door settled, never a forged X-Forwarded-For", async () => {
    const origin = await listen(echo);
    const answer = await fetch(`${origin}/api/echo`, {
      method: "POST",
      headers: { "x-forwarded-for": "198.51.100.7, 203.0.113.9" },
      body: "{}",
    });
    expect(((await answer.json()) as { forwardedFor: string }).forwardedFor).toBe("127.0.0.1");
  });

  it("reads a chunked body in full", async () => {
    const origin = await listen(echo);
    const { port } = new URL(origin);
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, method: "POST", path: "/api/echo" },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve((JSON.parse(text) as { body: string }).body));
        },
      ).on("error", reject);
      for (const part of ['{"a":', '"b"', "}"]) request.write(part);
      request.end();
    });
    expect(body).toBe('{"a":"b"}');
  });

  it("leaves other paths alone, and hands every method on its own path to the endpoint", async () => {
    const origin = await listen(echo);
    // Another spelling of its path is sent to the one the endpoint answers at.
    for (const spelling of ["/api/echo/", "/api/ech%6f"]) {
      const answer = await fetch(`${origin}${spelling}`, { method: "POST", redirect: "manual" });
      expect([answer.status, answer.headers.get("location")], spelling).toEqual([308, "/api/echo"]);
    }
    expect(await (await fetch(`${origin}/api/echo-more`, { method: "POST" })).text()).toBe(
      "not the API",
    );
    expect(await (await fetch(`${origin}/about`)).text()).toBe("not the API");
    // The endpoint answers its other methods itself (a 405, or the CORS preflight).
    for (const method of ["GET", "OPTIONS", "DELETE"]) {
      const answer = await fetch(`${origin}/api/echo`, { method });
      expect(((await answer.json()) as { method: string }).method, method).toBe(method);
    }
  });

  it("keeps the front door's headers on each kind of answer: JSON, a form's 303, a preflight", async () => {
    const origin = await listen(async (request) => {
      if (request.method === "OPTIONS") {
        return new Response(null, {
          status: 204,
          headers: { "access-control-allow-origin": "https://partner.example" },
        });
      }
      if (request.headers.get("content-type") === "application/x-www-form-urlencoded") {
        return new Response(null, { status: 303, headers: { location: "/thank-you" } });
      }
      return Response.json({ ok: true, id: "lead-1" }, { status: 201 });
    });
    for (const [init, status] of [
      [{ method: "POST", headers: { "content-type": "application/json" }, body: "{}" }, 201],
      [
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "name=Ada",
        },
        303,
      ],
      [{ method: "OPTIONS", headers: { origin: "https://partner.example" } }, 204],
    ] as const) {
      const answer = await fetch(`${origin}/api/echo`, { ...init, redirect: "manual" });
      expect(answer.status).toBe(status);
      expect(answer.headers.get("cross-origin-resource-policy"), init.method).toBe("same-origin");
      expect(answer.headers.get("x-frame-options"), init.method).toBe("DENY");
      expect(answer.headers.get("content-security-policy"), init.method).toBe(DEFAULT_POLICY);
    }
  });

  it("reads and drops the rest of a body it answered before reading, so a pooled client sees the answer and its next request is answered", async () => {
    // Refuses on the declared length alone, as the lead endpoints do past their limit.
    const origin = await listen(async (request) =>
      request.method === "POST" && Number(request.headers.get("content-length")) > 1024
        ? Response.json({ ok: false }, { status: 413 })
        : echo(request),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: Buffer) =>
      new Promise<{ status: number; connection: string | undefined; text: string }>(
        (resolve, reject) => {
          const request = httpRequest(
            `${origin}/api/echo`,
            { method: "POST", agent, headers: { "content-length": body.byteLength } },
            (response) => {
              let text = "";
              response.on("data", (chunk) => (text += chunk));
              response.on("end", () =>
                resolve({
                  status: response.statusCode ?? 0,
                  connection: response.headers.connection,
                  text,
                }),
              );
            },
          ).on("error", reject);
          request.end(body);
        },
      );
    try {
      for (let round = 0; round < 5; round++) {
        const refused = await post(Buffer.alloc(2 * 1024 * 1024, "x"));
        expect(refused.status).toBe(413);
      }
      for (let i = 0; i < 3; i++) {
        const next = await post(Buffer.from(`{"n":${i}}`));
        expect(next.status).toBe(201);
        expect(next.connection).toBe("keep-alive");
      }
    } finally {
      agent.destroy();
    }
  });

  it("answers a handler that fails with a 500 in JSON, never silence", async () => {
    const origin = await listen(() => Promise.reject(new TypeError("broken")));
    const answer = await fetch(`${origin}/api/echo`, { method: "POST", body: "{}" });
    expect(answer.status).toBe(500);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(await answer.json()).toEqual({
      ok: false,
      error: "Something went wrong on our side; please try again.",
    });
  });
});
