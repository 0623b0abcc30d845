import { createServer, request as httpRequest, type RequestListener, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type HstsReach, SECURITY_HEADERS } from "@/config/security-headers";
import { captureLog } from "../test/log-lines";
import {
  canonicalTarget,
  clientAddress,
  frontDoor,
  LINGER_MS,
  originFormTarget,
  parseFrontDoorEnv,
} from "./front-door";

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

describe("canonicalTarget", () => {
  it("gives every spelling of a path the one the router sees", () => {
    for (const spelling of [
      "/inbox/../api/visits",
      "/inbox/%2e%2E/api/visits",
      "/inbox/.%2e/api/visits",
      "/api/visit%73",
      "/api/%76isits",
      "//api//visits",
      "/\\api\\visits",
      "/api/./visits",
      "/api/visits/",
    ]) {
      expect(canonicalTarget(spelling), spelling).toBe("/api/visits");
    }
    expect(canonicalTarget("/inbox/../api/visits?x=../y")).toBe("/api/visits?x=../y");
    expect(canonicalTarget("/")).toBe("/");
    expect(canonicalTarget("*")).toBe("*");
  });

  it("keeps escapes of reserved and non-ASCII characters, which mean something else written out", () => {
    expect(canonicalTarget("/blog/a%2Fb")).toBe("/blog/a%2Fb");
    expect(canonicalTarget("/blog/caf%C3%A9")).toBe("/blog/caf%C3%A9");
    expect(canonicalTarget("/%7Estaff")).toBe("/~staff");
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  const hops = (value?: string) =>
    parseFrontDoorEnv(value === undefined ? {} : { TRUSTED_PROXY_HOPS: value }).TRUSTED_PROXY_HOPS;
  it("trusts no proxy unless told, and takes 0 to 5", () => {
    expect(hops(undefined)).toBe(0);
    expect(hops("")).toBe(0);
    expect(hops("1")).toBe(1);
    expect(hops("0")).toBe(0);
    for (const bad of ["-1", "6", "1.5", "one"]) {
      expect(() => hops(bad), bad).toThrow(/0 to 5/);
    }
  });
});

describe("HSTS", () => {
  const hsts = (value?: string) =>
    parseFrontDoorEnv(value === undefined ? {} : { HSTS: value }).HSTS;

  it("covers this host only unless asked for more", () => {
    expect(hsts(undefined)).toBe("host");
    expect(hsts("")).toBe("host");
    for (const reach of ["host", "subdomains", "preload"]) expect(hsts(reach)).toBe(reach);
  });

  it("stops on any other value, naming the setting and its choices", () => {
    for (const bad of ["yes", "PRELOAD", "includeSubDomains"]) {
      expect(() => hsts(bad), bad).toThrow(
        "Invalid configuration: HSTS must be one of host, subdomains, preload",
      );
    }
  });

  it("names every bad front-door setting at once", () => {
    expect(() => parseFrontDoorEnv({ TRUSTED_PROXY_HOPS: "9", HSTS: "on" })).toThrow(
      "Invalid configuration: TRUSTED_PROXY_HOPS must be a whole number from 0 to 5; HSTS must be one of host, subdomains, preload",
    );
  });
});

describe("the front door over real HTTP", () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  const DEFAULT_POLICY = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";

  /** A server whose handler answers with what it was handed: the target and X-Forwarded-For. */
  async function listen(
    hops: number,
    respond: RequestListener = (request, response) => {
      response.end(
        JSON.stringify({ url: request.url, forwardedFor: request.headers["x-forwarded-for"] }),
      );
    },
    hsts: HstsReach = "host",
  ): Promise<number> {
    server = createServer(frontDoor(respond, { hops, hsts, defaultPolicy: DEFAULT_POLICY }));
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

  /** The security headers of a raw answer, by lower-case name. */
  function headersOf(answer: string): Map<string, string> {
    const head = answer.slice(0, answer.indexOf("\r\n\r\n")).split("\r\n").slice(1);
    return new Map(
      head.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
  }

  function expectSecurityHeaders(headers: { get(name: string): string | null | undefined }) {
    for (const { key, value } of SECURITY_HEADERS)
      expect(headers.get(key.toLowerCase()), key).toBe(value);
    expect(headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
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
    // Its own answers carry the security headers and the default policy too.
    const headers = headersOf(malformed);
    expectSecurityHeaders(headers);
    expect(headers.get("content-security-policy")).toBe(DEFAULT_POLICY);
  });

  it("answers methods the site does not serve with 405 before anything else sees them", async () => {
    let handedOn = false;
    const port = await listen(0, (_request, response) => {
      handedOn = true;
      response.end();
    });
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const answer = await raw(
        port,
        `${method} /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close`,
      );
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, method).toMatch(
        /\r\nallow: GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS\r\n/i,
      );
      const headers = headersOf(answer);
      expectSecurityHeaders(headers);
      expect(headers.get("content-security-policy"), method).toBe(DEFAULT_POLICY);
    }
    expect(handedOn).toBe(false);
  });

  it("ends, once the answer has gone and LINGER_MS more, a connection whose body never arrives", async () => {
    const port = await listen(0);
    const started = performance.now();
    // Kept alive by default, with a body declared and never sent: read for a while, then ended.
    const answer = await raw(
      port,
      "TRACE /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 100000",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LINGER_MS - 50);
  });

  it("gives every answer the security headers and the default policy", async () => {
    const port = await listen(0, (_request, response) => {
      // A responder that writes its own head, as sirv and Astro do.
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("ok");
    });
    for (const path of ["/", "/about", "/api/contact", "/_astro/app.js"]) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(await answer.text()).toBe("ok");
      expectSecurityHeaders(answer.headers);
      expect(answer.headers.get("content-security-policy"), path).toBe(DEFAULT_POLICY);
    }
  });

  it("sends HSTS for a year, reaching subdomains and asking for preloading only when set to", async () => {
    for (const [reach, header] of [
      ["host", "max-age=31536000"],
      ["subdomains", "max-age=31536000; includeSubDomains"],
      ["preload", "max-age=31536000; includeSubDomains; preload"],
    ] as const) {
      const port = await listen(0, undefined, reach);
      const answer = await fetch(`http://127.0.0.1:${port}/about`);
      expect(answer.headers.get("strict-transport-security"), reach).toBe(header);
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    }
    server = undefined;
  });

  it("leaves an answer that sets its own policy (a page's) with that policy alone", async () => {
    const pagePolicy = "default-src 'self'; script-src 'self' 'sha256-abc='";
    const port = await listen(0, (request, response) => {
      if (request.url === "/about") response.setHeader("content-security-policy", pagePolicy);
      if (request.url === "/contact") {
        response.writeHead(200, { "Content-Security-Policy": `${pagePolicy} 'sha256-def='` });
      }
      response.end("page");
    });
    const about = await fetch(`http://127.0.0.1:${port}/about`);
    expect(about.headers.get("content-security-policy")).toBe(pagePolicy);
    expectSecurityHeaders(about.headers);
    const contact = await fetch(`http://127.0.0.1:${port}/contact`);
    expect(contact.headers.get("content-security-policy")).toBe(`${pagePolicy} 'sha256-def='`);
    expectSecurityHeaders(contact.headers);
  });

  it("answers a failure inside the site with 500 and goes on serving", async () => {
    const log = captureLog();
    try {
      const port = await listen(0, (request, response) => {
        if (request.url === "/throws") throw new Error("broken page");
        if (request.url === "/rejects") return Promise.reject(new Error("broken later"));
        response.end("fine");
      });
      for (const path of ["/throws", "/rejects"]) {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(answer.status, path).toBe(500);
        expect(answer.headers.get("cache-control"), path).toBe("no-store");
        expectSecurityHeaders(answer.headers);
      }
      expect(await (await fetch(`http://127.0.0.1:${port}/fine`)).text()).toBe("fine");
      // Each with its stack, for whoever mends it.
      expect(log.lines.map(({ level, err }) => [level, (err as { stack: string }).stack])).toEqual([
        ["error", expect.stringMatching(/^Error: broken page\n\s+at /)],
        ["error", expect.stringMatching(/^Error: broken later\n\s+at /)],
      ]);
    } finally {
      log.restore();
    }
  });
});
