import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./schema";
import {
  contentSecurityPolicy,
  NO_NEEDS,
  pageDirectives,
  scriptSources,
  SECURITY_HEADERS,
  sharedDirectives,
  STYLE_SOURCES,
  strictTransportSecurity,
  type PageNeeds,
} from "./security-headers";

const directives = (policy: string | string[]) =>
  Object.fromEntries(
    [policy]
      .flat()
      .flatMap((part) => part.split("; "))
      .map((part) => {
        const [name = "", ...values] = part.split(" ");
        return [name, values];
      }),
  );

/**
 * A page's policy as Astro puts it together: the shared directives and script and style sources
 * of astro.config.ts, with what the page's layout adds (src/layouts/document.astro). Astro adds
 * the hashes of the page's own scripts, which are none of these functions' business.
 */
function pagePolicy(site: ReturnType<typeof parseSiteConfig>, needs: PageNeeds) {
  const page = pageDirectives(site, needs);
  return directives([
    ...sharedDirectives(site),
    ...page.directives,
    `script-src ${[...scriptSources(site), ...page.scriptSources].join(" ")}`,
    `style-src ${STYLE_SOURCES.join(" ")}`,
  ]);
}

const EVERY_NEED: PageNeeds[] = [false, true].flatMap((widget) =>
  (["none", "site", "scheduler"] as const).map((leadForms) => ({ widget, leadForms })),
);

describe("contentSecurityPolicy", () => {
  const site = parseSiteConfig({});

  it("locks every answer that is not a page down by default", () => {
    const csp = directives(contentSecurityPolicy(site));
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    // A page without the scheduler or lead forms gets the same, besides its own scripts' hashes.
    expect(pagePolicy(site, NO_NEEDS)).toEqual(csp);
  });

  it("lets forms reach the scheduler only where the lead API sends a form on there", () => {
    const csp = pagePolicy(site, { widget: false, leadForms: "scheduler" });
    expect(csp["form-action"]).toEqual(["'self'", "https://calendly.com"]);
    expect(csp["script-src"]).not.toContain("https://assets.calendly.com");
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(pagePolicy(site, { widget: false, leadForms: "site" })["form-action"]).toEqual([
      "'self'",
    ]);
  });

  it("lets lead forms post to the lead API's own origin, and only pages that hold them", () => {
    const apart = parseSiteConfig({
      SITE_URL: "https://www.example.org",
      API_BASE_URL: "https://api.example.org",
    });
    expect(pagePolicy(apart, { widget: false, leadForms: "scheduler" })["form-action"]).toEqual([
      "'self'",
      "https://api.example.org",
      "https://calendly.com",
    ]);
    expect(pagePolicy(apart, { widget: true, leadForms: "site" })["form-action"]).toEqual([
      "'self'",
      "https://api.example.org",
    ]);
    expect(pagePolicy(apart, NO_NEEDS)["form-action"]).toEqual(["'self'"]);
  });

  it("allows the scheduler's script and frame only where the widget is embedded", () => {
    const csp = pagePolicy(site, { widget: true, leadForms: "site" });
    expect(csp["script-src"]).toContain("https://assets.calendly.com");
    expect(csp["frame-src"]).toEqual(["https://calendly.com"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    const formsOnly = pagePolicy(site, { widget: false, leadForms: "scheduler" });
    expect(formsOnly["frame-src"]).toEqual(["'none'"]);
  });

  it("adds the API origin, analytics hosts and upgrade on https sites when configured", () => {
    const configured = parseSiteConfig({
      SITE_URL: "https://www.example.org",
      API_BASE_URL: "https://api.example.org/v1",
      ANALYTICS_ID: "G-ABC123XYZ",
    });
    const policy = contentSecurityPolicy(configured);
    const csp = directives(policy);
    expect(csp["connect-src"]).toContain("https://api.example.org");
    expect(csp["connect-src"]).toContain("https://*.google-analytics.com");
    expect(csp["img-src"]).toContain("https://*.google-analytics.com");
    expect(csp["script-src"]).toContain("https://www.googletagmanager.com");
    expect(policy).toContain("upgrade-insecure-requests");
    // Pages share all of it.
    expect(pagePolicy(configured, NO_NEEDS)).toEqual(csp);
    // None of it without the settings, and no upgrade on a plain-http site.
    const bare = contentSecurityPolicy(parseSiteConfig({ SITE_URL: "http://localhost:3000" }));
    expect(bare).not.toMatch(/api\.example\.org|google|upgrade-insecure-requests/);
  });

  it("never allows inline or eval'd scripts, on any page or answer", () => {
    const analytics = parseSiteConfig({ ANALYTICS_ID: "G-ABC123XYZ" });
    for (const configured of [site, analytics]) {
      const policies = [
        directives(contentSecurityPolicy(configured)),
        ...EVERY_NEED.map((needs) => pagePolicy(configured, needs)),
      ];
      for (const csp of policies) {
        expect(csp["script-src"]).not.toContain("'unsafe-inline'");
        expect(csp["script-src"]).not.toContain("'unsafe-eval'");
        expect(csp["script-src"]).not.toContain("'unsafe-hashes'");
      }
    }
  });
});

describe("SECURITY_HEADERS", () => {
  it("forbid framing and sniffing, and keep the policy to its own header", () => {
    const headers = new Map(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    // No other site loads an answer as an image, script or stylesheet of its own.
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // Set per answer (cli/front-door.ts) or per page (Astro), never once for all.
    expect(headers.has("content-security-policy")).toBe(false);
    // Set by the HSTS setting (strictTransportSecurity).
    expect(headers.has("strict-transport-security")).toBe(false);
  });
});

describe("strictTransportSecurity", () => {
  it("holds browsers to HTTPS for a year, on this host only unless told to reach further", () => {
    expect(strictTransportSecurity("host")).toEqual({
      key: "Strict-Transport-Security",
      value: "max-age=31536000",
    });
    expect(strictTransportSecurity("subdomains").value).toBe("max-age=31536000; includeSubDomains");
    // The preload list requires includeSubDomains and at least a year.
    expect(strictTransportSecurity("preload").value).toBe(
      "max-age=31536000; includeSubDomains; preload",
    );
  });
});
