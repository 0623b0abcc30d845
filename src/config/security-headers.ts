import type { SiteConfig } from "./schema";

export type HeaderPair = { key: string; value: string };

export type CspOptions = {
  site: Pick<
    SiteConfig,
    "apiBaseUrl" | "analyticsId" | "schedulerUrl" | "schedulerWidgetScriptUrl" | "url"
  >;
  /** What the route does with the scheduler: embed its widget (its script and frame), or hold a
   * form that goes there (the no-script path of the lead forms). Other routes allow neither. */
  scheduler: { widget: boolean; forms: boolean };
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
 * Content-Security-Policy for every response; nothing gets 'unsafe-eval'. Its `script-src` holds
 * 'unsafe-inline' as a placeholder: the production server (cli/serve.ts) replaces it on every
 * answer with the hashes of the page's own inline scripts, or a nonce for a page rendered per
 * request, so browsers run those and no others. Under `next dev` it stays.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const { site, scheduler, development } = options;
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
  if (scheduler.widget) {
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
    // The lead forms go to the scheduler as a GET without JavaScript, so their pages let forms
    // reach it; every other form stays on the site.
    "form-action": scheduler.forms ? ["'self'", origin(site.schedulerUrl)] : ["'self'"],
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
