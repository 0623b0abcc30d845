import { createServer, request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, frontDoor, frontDoorEnvSchema, originFormTarget } from "./front-door";

describe("clientAddress", () => {
  it("is the socket's peer when no proxy is trusted, whatever the header says", () => {
    expect(clientAddress("198.51.100.7", "127.0.0.1", 0)).toBe("127.0.0.1");
    expect(clientAddress(undefined, "::1", 0)).toBe("::1");
  });

  it("is the entry the nearest trusted proxy appended", () => {
    // A forged first entry, then the address the one proxy saw; the proxy is the socket's peer.
    expect(clientAddress("192.0.2.1, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(clientAddress(["192.0.2.1", "203.0.113.9, 10.0.0.3"], "10.0.0.2", 2)).toBe(
      "203.0.113.9",
    );
  });

  it("falls back to the first entry when the chain is shorter than the proxies promised", () => {
    expect(clientAddress(undefined, "203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress(" , ", undefined, 3)).toBe("unknown");
  });
});

describe("originFormTarget", () => {
  it("keeps origin-form and asterisk targets, and takes only the path of absolute ones", () => {
    expect(originFormTarget("/about?x=1")).toBe("/about?x=1");
    expect(originFormTarget("*")).toBe("*");
    expect(originFormTarget("http://evil.test/")).toBe("/");
    expect(originFormTarget("HTTPS://evil.test:8443/blog/x?q=1#frag")).toBe("/blog/x?q=1");
  });

  it("refuses targets in no form a site serves", () => {
    for (const target of [undefined, "", "evil.test:443", "ftp://evil.test/", "javascript:1"]) {
      expect(originFormTarget(target)).toBeNull();
    }
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  const hops = (value?: string) => frontDoorEnvSchema.safeParse({ TRUSTED_PROXY_HOPS: value });
  it("defaults to the one proxy the README's deployment has, and takes 0 to 5", () => {
    expect(hops(undefined).data?.TRUSTED_PROXY_HOPS).toBe(1);
    expect(hops("").data?.TRUSTED_PROXY_HOPS).toBe(1);
    expect(hops("0").data?.TRUSTED_PROXY_HOPS).toBe(0);
    for (const bad of ["-1", "6", "1.5", "one"]) {
      expect(hops(bad).error?.issues[0]?.message).toMatch(/0 to 5/);
    }
  });
});

describe("the front door over real HTTP", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** A server whose handler answers with what it was handed: the target and X-Forwarded-For. */
  async function listen(hops: number): Promise<number> {
    server = createServer(
      frontDoor(
        (request, response) => {
          // As Next does: the site's policy, with its placeholder for inline scripts.
          response.setHeader(
            "content-security-policy",
            "default-src 'self'; script-src 'self' 'unsafe-inline'",
          );
          response.end(
            JSON.stringify({
              url: request.url,
              forwardedFor: request.headers["x-forwarded-for"],
              requestPolicy: request.headers["content-security-policy"],
            }),
          );
        },
        { hops, scriptHashes: new Map([["/about", ["'sha256-abc='"]]]) },
      ),
    );
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    return typeof address === "object" && address ? address.port : 0;
  }

  /** Sends raw request lines, as a client that writes its own target would. */
  function raw(port: number, head: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString()));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
  }

  function get(port: number, headers: Record<string, string>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      httpRequest({ port, host: "127.0.0.1", path: "/api/contact", headers }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve(JSON.parse(body)));
      })
        .on("error", reject)
        .end();
    });
  }

  it("hands on the socket's address, not a forged header, when no proxy is trusted", async () => {
    const port = await listen(0);
    expect(await get(port, { "x-forwarded-for": "198.51.100.7" })).toMatchObject({
      url: "/api/contact",
      forwardedFor: "127.0.0.1",
    });
  });

  it("hands on the address the trusted proxy appended", async () => {
    const port = await listen(1);
    expect(await get(port, { "x-forwarded-for": "192.0.2.1, 203.0.113.9" })).toMatchObject({
      forwardedFor: "203.0.113.9",
    });
  });

  it("serves an absolute-form target as its path on this site, and refuses a malformed one", async () => {
    const port = await listen(0);
    const absolute = await raw(
      port,
      "GET http://evil.test/about?x=1 HTTP/1.1\r\nHost: evil.test\r\nConnection: close",
    );
    expect(absolute).toMatch(/^HTTP\/1\.1 200 /);
    expect(absolute).toContain('"url":"/about?x=1"');
    expect(absolute).not.toMatch(/location:/i);
    const malformed = await raw(
      port,
      "GET ftp://evil.test/ HTTP/1.1\r\nHost: evil.test\r\nConnection: close",
    );
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(malformed).toContain("Bad request target.");
  });

  it("answers methods the site does not serve with 405 before Next sees them", async () => {
    const port = await listen(0);
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const answer = await raw(
        port,
        `${method} /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, method).toMatch(
        /\r\nallow: GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS\r\n/i,
      );
    }
  });
});

describe("the answer's script policy", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  async function answer(path: string, headers: Record<string, string> = {}) {
    server = createServer(
      frontDoor(
        (request, response) => {
          response.setHeader(
            "content-security-policy",
            "default-src 'self'; script-src 'self' 'unsafe-inline' https://assets.example; style-src 'self' 'unsafe-inline'",
          );
          response.end(String(request.headers["content-security-policy"] ?? ""));
        },
        { hops: 0, scriptHashes: new Map([["/about", ["'sha256-abc='", "'sha256-def='"]]]) },
      ),
    );
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return {
      policy: response.headers.get("content-security-policy") ?? "",
      told: await response.text(),
    };
  }

  it("allows a prerendered page its own scripts' hashes, and nothing else inline", async () => {
    const { policy, told } = await answer("/about?_rsc=1", {
      "content-security-policy": "script-src 'nonce-chosen-by-the-client'",
    });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' https://assets.example 'sha256-abc=' 'sha256-def='; style-src 'self' 'unsafe-inline'",
    );
    // Next is not asked to put a nonce on a page it serves prerendered, nor told the client's.
    expect(told).toBe("");
  });

  it("leaves the answers it serves directly to their own policy, and never hands them to Next", async () => {
    let handedToNext = false;
    server = createServer(
      frontDoor(
        () => {
          handedToNext = true;
        },
        {
          hops: 0,
          scriptHashes: new Map(),
          serveDirectly: (request, response) => {
            if (request.url !== "/api/contact") return false;
            response.setHeader("content-security-policy", "script-src 'self'");
            response.end(String(request.headers["content-security-policy"] ?? ""));
            return true;
          },
        },
      ),
    );
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, { method: "POST" });
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self'");
    // No nonce was made for it.
    expect(await response.text()).toBe("");
    expect(handedToNext).toBe(false);
  });

  it("gives a page rendered per request a nonce, told to Next in the request's policy", async () => {
    const { policy, told } = await answer("/no-such-page", {
      "content-security-policy-report-only": "script-src 'nonce-chosen-by-the-client'",
    });
    const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(told).toBe(`script-src 'nonce-${nonce}'`);
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(policy).toMatch(
      /script-src 'self' https:\/\/assets\.example 'nonce-[^']+' 'sha256-[^']+' 'sha256-[^']+';/,
    );
  });
});
