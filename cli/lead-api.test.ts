import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LEAD_ENDPOINT_PATHS } from "@/lib/submit-lead";
import { leadApi, readHeaderRules, type MethodHandlers } from "./lead-api";

/** Writes a routes manifest with these header rules, as `next build` compiles them. */
function headerRules(rules: unknown[], caseSensitive = false) {
  const dir = mkdtempSync(join(tmpdir(), "lead-api-"));
  writeFileSync(
    join(dir, "routes-manifest.json"),
    JSON.stringify({ caseSensitive, headers: rules }),
  );
  try {
    return readHeaderRules(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const everyPath = {
  regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
  headers: [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Cache-Control", value: "public" },
  ],
};
const policy = {
  regex: everyPath.regex,
  headers: [
    {
      key: "Content-Security-Policy",
      value:
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'",
    },
  ],
};
const apiPaths = {
  regex: "^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
  headers: [{ key: "Cache-Control", value: "no-store" }],
};

describe("readHeaderRules", () => {
  it("gives a path the headers of every rule it matches, a later rule overriding an earlier", () => {
    const headersFor = headerRules([everyPath, apiPaths]);
    expect(headersFor("/api/contact")).toEqual([
      ["X-Content-Type-Options", "nosniff"],
      ["Cache-Control", "no-store"],
    ]);
    expect(headersFor("/API/Contact")).toContainEqual(["Cache-Control", "no-store"]);
    expect(headersFor("/about")).toEqual([
      ["X-Content-Type-Options", "nosniff"],
      ["Cache-Control", "public"],
    ]);
  });

  it("matches case as the build says", () => {
    expect(headerRules([apiPaths], true)("/API/contact")).toEqual([]);
  });

  it("refuses a rule that depends on the request, which it could not apply", () => {
    expect(() => headerRules([{ ...apiPaths, has: [{ type: "header", key: "x" }] }])).toThrow(
      /request conditions/,
    );
  });
});

describe("every lead endpoint", () => {
  it("has a Next route handler too, so `next dev` and `next start` serve the same paths", () => {
    for (const path of Object.values(LEAD_ENDPOINT_PATHS)) {
      expect(existsSync(join("src/app", path, "route.ts")), path).toBe(true);
    }
  });
});

describe("the lead API over real HTTP", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** Serves `handlers` at /api/echo; any other request is answered "next" (Next's turn). */
  async function listen(handlers: MethodHandlers): Promise<string> {
    const serveApi = leadApi({ "/api/echo": handlers }, headerRules([everyPath, policy, apiPaths]));
    server = createServer((request, response) => {
      if (!serveApi(request, response)) response.end("next");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }

  const echo: MethodHandlers = {
    async POST(request) {
      return Response.json(
        { body: await request.text(), key: request.headers.get("idempotency-key") },
        { status: 201, headers: { "x-handler": "yes" } },
      );
    },
  };

  it("hands a request for its path, with its headers and streamed body, to the method's handler", async () => {
    const origin = await listen(echo);
    const answer = await fetch(`${origin}/api/echo?from=test`, {
      method: "POST",
      headers: { "idempotency-key": "key-1", "content-type": "application/json" },
      body: '{"name":"Ada"}',
    });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ body: '{"name":"Ada"}', key: "key-1" });
    // The configured headers, then the handler's own, which win where they overlap.
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-handler")).toBe("yes");
    expect(answer.headers.get("content-type")).toBe("application/json");
    // JSON runs no script: the pages' inline-script placeholder is dropped, nothing replaces it.
    expect(answer.headers.get("content-security-policy")).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    );
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

  it("leaves other paths, and methods its endpoint has no handler for, to Next", async () => {
    const origin = await listen(echo);
    expect(await (await fetch(`${origin}/api/echo/`, { method: "POST" })).text()).toBe("next");
    expect(await (await fetch(`${origin}/about`)).text()).toBe("next");
    expect(await (await fetch(`${origin}/api/echo`)).text()).toBe("next");
  });

  it("answers a handler that fails with a 500 in JSON, never silence", async () => {
    const origin = await listen({
      POST() {
        return Promise.reject(new TypeError("broken"));
      },
    });
    const answer = await fetch(`${origin}/api/echo`, { method: "POST", body: "{}" });
    expect(answer.status).toBe(500);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await answer.json()).toEqual({
      ok: false,
      error: "Something went wrong on our side; please try again.",
    });
  });
});
