import type { SiteConfig } from "./schema";

export type HeaderPair = { key: string; value: string };

type CspSite = Pick<
  SiteConfig,
  "apiBaseUrl" | "analyticsId" | "schedulerUrl" | "schedulerWidgetScriptUrl" | "url"
>;

/**
 * What a page's policy must allow beyond the shared rules. Browsers hold a form's redirect to
 * form-action too: the home and landing forms' answer sends the visitor on to the scheduler.
 */
export type PageNeeds = { widget: boolean; leadForms: "none" | "site" | "scheduler" };

export const NO_NEEDS: PageNeeds = { widget: false, leadForms: "none" };

type Directive =
  | `${"default" | "img" | "font" | "media" | "connect" | "object" | "manifest" | "worker" | "frame"}-src ${string}`
  | `${"base-uri" | "frame-ancestors" | "form-action"} ${string}`
  | "upgrade-insecure-requests";

const GOOGLE_ANALYTICS_SCRIPT = "https://www.googletagmanager.com";
const GOOGLE_ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

const origin = (url: string) => new URL(url).origin;

/** Astro writes them into each page's policy (astro.config.ts, `security.csp`). */
export function sharedDirectives(site: CspSite): Directive[] {
  const analytics = site.analyticsId !== "";
  const connect = ["'self'"];
  const img = ["'self'", "data:", "blob:"];
  if (site.apiBaseUrl) connect.push(origin(site.apiBaseUrl));
  if (analytics) {
    connect.push(...GOOGLE_ANALYTICS_CONNECT);
    img.push(...GOOGLE_ANALYTICS_CONNECT);
  }
  const directives: Directive[] = [
    "default-src 'self'",
    `img-src ${img.join(" ")}`,
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (site.url.startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives;
}

/** Besides the inline scripts' hashes Astro adds; never 'unsafe-inline' or 'unsafe-eval'. */
export function scriptSources(site: CspSite): string[] {
  return site.analyticsId ? ["'self'", GOOGLE_ANALYTICS_SCRIPT] : ["'self'"];
}

/** 'unsafe-inline' for the style attributes React writes (SVG and layout). */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

export function pageDirectives(
  site: CspSite,
  needs: PageNeeds,
): { directives: Directive[]; scriptSources: string[] } {
  const formAction = ["'self'"];
  if (needs.leadForms !== "none" && site.apiBaseUrl) formAction.push(origin(site.apiBaseUrl));
  if (needs.leadForms === "scheduler") formAction.push(origin(site.schedulerUrl));
  return {
    directives: [
      `frame-src ${needs.widget ? origin(site.schedulerUrl) : "'none'"}`,
      `form-action ${formAction.join(" ")}`,
    ],
    scriptSources: needs.widget ? [origin(site.schedulerWidgetScriptUrl)] : [],
  };
}

/** For answers that are not pages: Astro gives each page its own, with its scripts' hashes. */
export function contentSecurityPolicy(site: CspSite): string {
  const page = pageDirectives(site, NO_NEEDS);
  return [
    ...sharedDirectives(site),
    ...page.directives,
    `script-src ${scriptSources(site).join(" ")}`,
    `style-src ${STYLE_SOURCES.join(" ")}`,
  ].join("; ");
}

/**
 * Asked for, never assumed: either widening binds every subdomain, present and future, to HTTPS,
 * and a preloaded domain leaves browsers' list only months after it asks.
 */
export const HSTS_REACHES = ["host", "subdomains", "preload"] as const;
export type HstsReach = (typeof HSTS_REACHES)[number];

export function strictTransportSecurity(reach: HstsReach): HeaderPair {
  const directives = ["max-age=31536000"];
  if (reach !== "host") directives.push("includeSubDomains");
  if (reach === "preload") directives.push("preload");
  return { key: "Strict-Transport-Security", value: directives.join("; ") };
}

/**
 * Besides HSTS and the policy. Content-hashed files keep only those ASSET_SECURITY_HEADERS names:
 * the others govern documents, and would cost a kilobyte on each of a page's assets.
 */
export const SECURITY_HEADERS: readonly HeaderPair[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // Another site's page can neither embed an answer (a no-cors request) nor pull its bytes into
  // its own process; CORS answers, links, forms posted from elsewhere and emails are unaffected.
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

export const ASSET_SECURITY_HEADERS = new Set([
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
]);

/**
 * Applies only where a file is opened as a document: no page may frame it, and it runs and loads
 * nothing (an SVG cover can hold a script).
 */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * No `sandbox`, `object-src` or `default-src`: Safari shows a PDF with a plugin they forbid. The
 * PDFs are made at build from the site's own words and hold no script.
 */
export const PDF_POLICY = "frame-ancestors 'none'";
