import type { SiteConfig } from "./schema";

export type HeaderPair = { key: string; value: string };

type CspSite = Pick<
  SiteConfig,
  "apiBaseUrl" | "analyticsId" | "schedulerUrl" | "schedulerWidgetScriptUrl" | "url"
>;

/**
 * What a page does that its policy must allow beyond the shared rules: embed the scheduler's
 * widget (its script and frame), and hold lead forms. A lead form posts to the lead API, which
 * sends the visitor on (browsers hold that redirect to the same rule): to the scheduler from the
 * home and landing forms, to one of the site's pages from the others.
 */
export type PageNeeds = { widget: boolean; leadForms: "none" | "site" | "scheduler" };

export const NO_NEEDS: PageNeeds = { widget: false, leadForms: "none" };

/** A policy directive with its sources, by the names this site uses. */
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

/**
 * The Content-Security-Policy directives every answer shares, beside the script, style, frame and
 * form rules. Astro writes them into each page's policy (astro.config.ts, `security.csp`).
 */
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

/**
 * Where scripts may come from on every page, besides the hashes of the inline ones that Astro
 * adds itself: the site, and Google's tag host when analytics is configured. Never 'unsafe-inline'
 * or 'unsafe-eval'.
 */
export function scriptSources(site: CspSite): string[] {
  return site.analyticsId ? ["'self'", GOOGLE_ANALYTICS_SCRIPT] : ["'self'"];
}

/** Styles: the site's stylesheet, and the style attributes React writes (SVG and layout). */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

/**
 * What one page adds to the shared policy: the scheduler's script and frame where its widget is
 * embedded, and where its lead forms may go: the lead API's origin when it is not the site's,
 * and the scheduler's where a form is sent on there. Every other page gets no frames and keeps
 * forms on the site.
 */
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

/**
 * The whole policy of an answer that is not a page (the lead API's JSON, scripts, fonts, images):
 * the shared directives, no inline script, no frames, forms kept on the site. Pages get theirs
 * from Astro, with their own inline scripts' hashes.
 */
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
 * How far Strict-Transport-Security reaches (the server's HSTS setting, cli/front-door.ts): this
 * host only, its subdomains too, or those and browsers' preload list. Either widening binds every
 * subdomain, present and future, to HTTPS, and a preloaded domain leaves browsers' list only
 * months after it asks (hstspreload.org): both are asked for, never assumed.
 */
export const HSTS_REACHES = ["host", "subdomains", "preload"] as const;
export type HstsReach = (typeof HSTS_REACHES)[number];

/** Strict-Transport-Security: HTTPS only, for a year, as far as `reach` says. */
export function strictTransportSecurity(reach: HstsReach): HeaderPair {
  const directives = ["max-age=31536000"];
  if (reach !== "host") directives.push("includeSubDomains");
  if (reach === "preload") directives.push("preload");
  return { key: "Strict-Transport-Security", value: directives.join("; ") };
}

/**
 * The headers every answer carries besides Strict-Transport-Security and its
 * Content-Security-Policy. Content-hashed scripts, stylesheets, fonts, images and PDFs keep only
 * HSTS, a short policy of their own (ASSET_POLICY, PDF_POLICY) and the ones ASSET_SECURITY_HEADERS
 * names: the others govern documents, and on a page's every asset they would cost a kilobyte of
 * headers each (docs/server.md).
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
  // Another site's page gets none of the site's answers through an <img>, <script>, <link> or
  // <video> (a no-cors request), so it can neither embed them nor pull their bytes into its own
  // process to read. Browsers apply it to no-cors requests only: the lead API's CORS answers to
  // the origins it allows (src/leads/server/guard.ts), links and forms posted from
  // elsewhere go on as before, and the emails load nothing from the site (src/leads/server/emails).
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

/** Of the security headers, the ones that mean something on an asset that is not a document. */
export const ASSET_SECURITY_HEADERS = new Set([
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
]);

/**
 * The Content-Security-Policy of a content-hashed script, stylesheet, font or image, which
 * browsers apply only where the file is shown as a document of its own: no page, the site's or
 * another's, may frame it, and opened directly it runs and loads nothing (an SVG, such as a
 * post's cover, can hold a script). Pages loading it as a script, style, font or image ignore it.
 */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * A PDF's: no page may frame it, and nothing more. Safari shows a PDF with a plugin, which
 * `sandbox` and `object-src` (or `default-src` in its stead) forbid: the PDF would stay blank or
 * be downloaded. The PDFs are made at build from the site's own words (src/documents) and
 * hold no script.
 */
export const PDF_POLICY = "frame-ancestors 'none'";
