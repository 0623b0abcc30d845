import type { NextConfig } from "next";
import { parseSiteConfig } from "./src/config/schema";
import { securityHeaders } from "./src/config/security-headers";
import { paths, SCHEDULER_FORM_ROUTES, SCHEDULER_WIDGET_ROUTES } from "./src/content/paths";

// Parsed here too so a bad value stops `next build` and `next start` with a clear message.
const site = parseSiteConfig(process.env);
const development = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Unknown URLs get a document of their own (app/global-not-found.tsx), so the 404's shell is
    // not embedded in the payload of every other page.
    globalNotFound: true,
  },
  // A separate build folder lets the tests build variants (such as analytics on) side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  async redirects() {
    return [
      { source: "/resources", destination: "/", permanent: true },
      { source: "/resources/:path*", destination: "/", permanent: true },
      { source: "/demos", destination: "/demo", permanent: true },
    ];
  },
  async headers() {
    const base = { site, development };
    return [
      {
        source: "/:path*",
        headers: securityHeaders({ ...base, scheduler: { widget: false, forms: false } }),
      },
      // Lead API answers are never cached, Next's own too (such as its 400 to an unknown method).
      { source: "/api/:path*", headers: [{ key: "Cache-Control", value: "no-store" }] },
      // Font files carry their content hash in the name.
      {
        source: "/fonts/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      // Prerendered, yet checked with the server on every use: a deploy's new pages are found at once.
      { source: paths.searchIndex, headers: [{ key: "Cache-Control", value: "no-cache" }] },
      // Later rules win: the routes that embed the scheduler or send forms to it.
      ...[...new Set([...SCHEDULER_WIDGET_ROUTES, ...SCHEDULER_FORM_ROUTES])].map((source) => ({
        source,
        headers: securityHeaders({
          ...base,
          scheduler: {
            widget: SCHEDULER_WIDGET_ROUTES.includes(source),
            forms: SCHEDULER_FORM_ROUTES.includes(source),
          },
        }),
      })),
    ];
  },
};

export default nextConfig;
