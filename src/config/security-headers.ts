import type { SiteConfig } from "./schema";

export type HeaderPair = { key: string; value: string };

export type CspOptions = {
  site: Pick<
    SiteConfig,
    "apiBaseUrl" | "analyticsId" | "schedulerUrl" | "schedulerWidgetScriptUrl" | "url"
  >;
  /** Add the scheduler's script and frame hosts (only routes that embed the widget need them). */
  allowScheduler: boolean;
  /** `next dev` needs eval for React's debugging aids; production never gets it. */
  development: boolean;
};

const GOOGLE_ANALYTICS_SCRIPT = "https://www.googletagmanager.com";
const GOOGLE_ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

const origin = (url: string) => new URL(url).origin;

/**
 * Content-Security-Policy for every response. Pages are prerendered, so per-request nonces are
 * not possible; Next's inline bootstrap scripts need 'unsafe-inline', and nothing gets 'unsafe-eval'.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const { site, allowScheduler, development } = options;
  const analytics = site.analyticsId !== "";
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const img = ["'self'", "data:", "blob:"];
  const frame: string[] = [];
  if (development) script.push("'unsafe-eval'");
  if (site.apiBaseUrl) connect.push(origin(site.apiBaseUrl));
  if (analytics) {
    script.push(GOOGLE_ANALYTICS_SCRIPT);
    connect.push(...GOOGLE_ANALYTICS_CONNECT);
    img.push(...GOOGLE_ANALYTICS_CONNECT);
  }
  if (allowScheduler) {
    script.push(origin(site.schedulerWidgetScriptUrl));
    frame.push(origin(site.schedulerUrl));
  }
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": script,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": img,
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": connect,
    "frame-src": frame.length ? frame : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // The home form is a GET to the scheduler (so it works without JavaScript); the scheduler is
    // already where every Book Demo link goes, so letting forms reach it opens nothing new.
    "form-action": ["'self'", origin(site.schedulerUrl)],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (site.url.startsWith("https://")) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export function securityHeaders(options: CspOptions): HeaderPair[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
