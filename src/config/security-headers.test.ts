import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./schema";
import { contentSecurityPolicy } from "./security-headers";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name = "", ...values] = part.split(" ");
      return [name, values];
    }),
  );

describe("contentSecurityPolicy", () => {
  const site = parseSiteConfig({});
  const NONE = { widget: false, forms: false };

  it("locks the page down by default and never allows eval in production", () => {
    const csp = directives(contentSecurityPolicy({ site, scheduler: NONE, development: false }));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
  });

  it("lets forms reach the scheduler only where a lead form goes there", () => {
    const csp = directives(
      contentSecurityPolicy({
        site,
        scheduler: { widget: false, forms: true },
        development: false,
      }),
    );
    expect(csp["form-action"]).toEqual(["'self'", "https://calendly.com"]);
    expect(csp["script-src"]).not.toContain("https://assets.calendly.com");
    expect(csp["frame-src"]).toEqual(["'none'"]);
  });

  it("allows the scheduler's script and frame only where the widget is embedded", () => {
    const csp = directives(
      contentSecurityPolicy({ site, scheduler: { widget: true, forms: true }, development: false }),
    );
    expect(csp["script-src"]).toContain("https://assets.calendly.com");
    expect(csp["frame-src"]).toEqual(["https://calendly.com"]);
  });

  it("adds the API origin, analytics hosts and upgrade on https sites when configured", () => {
    const configured = parseSiteConfig({
      SITE_URL: "https://www.example.org",
      API_BASE_URL: "https://api.example.org",
      ANALYTICS_ID: "G-ABC123XYZ",
    });
    const policy = contentSecurityPolicy({
      site: configured,
      scheduler: NONE,
      development: false,
    });
    const csp = directives(policy);
    expect(csp["connect-src"]).toContain("https://api.example.org");
    expect(csp["script-src"]).toContain("https://www.googletagmanager.com");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("gives next dev the eval it needs", () => {
    const csp = directives(contentSecurityPolicy({ site, scheduler: NONE, development: true }));
    expect(csp["script-src"]).toContain("'unsafe-eval'");
  });
});
