import { describe, expect, it } from "vitest";
import { pageOrigin } from "./page-origin";

const SITE = "https://voltcare.example";
const ALLOWED = [SITE, "https://preview.voltcare.pages.dev"];

const from = (headers: Record<string, string>) =>
  pageOrigin(new Request("http://localhost/api/visits", { method: "POST", headers }), ALLOWED);

describe("whose pages may post to a public endpoint", () => {
  it("takes a page on the request's own host, whatever SITE_URL says", () => {
    expect(from({ origin: "https://www.voltcare.example", host: "www.voltcare.example" })).toBe("");
    expect(from({ origin: "http://127.0.0.1:4321", host: "127.0.0.1:4321" })).toBe("");
  });

  it("takes SITE_URL's origin and CORS_ORIGINS by their origin, for CORS", () => {
    expect(from({ origin: SITE, host: "api.voltcare.example" })).toBe(SITE);
    expect(
      from({ origin: "https://preview.voltcare.pages.dev", host: "api.voltcare.example" }),
    ).toBe("https://preview.voltcare.pages.dev");
  });

  it("takes a request without Origin, which no browser's page sends", () => {
    expect(from({ host: "voltcare.example" })).toBe("");
  });

  it("refuses another site, another port or scheme than the one listed, and an opaque origin", () => {
    for (const origin of [
      "https://evil.example",
      "https://voltcare.example:8443",
      "http://voltcare.example",
      "https://voltcare.example.evil.example",
      "null",
    ]) {
      expect(from({ origin, host: "www.voltcare.example" })).toBeNull();
    }
    expect(from({ origin: "https://evil.example" })).toBeNull();
  });
});
