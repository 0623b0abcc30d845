import type { ReactNode } from "react";
import { preload } from "react-dom";
import { BRAND_FONT_URL } from "@/config/brand";

/**
 * The document around every page: the root layout's and the global 404's (which no layout wraps).
 * Each asks for the font early, so no document swaps it in late.
 */
export function HtmlDocument({ children }: { children: ReactNode }) {
  preload(BRAND_FONT_URL, { as: "font", type: "font/woff2", crossOrigin: "" });
  return (
    <html lang="en-US" data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router document, where <head> is right */}
      <head>
        {/* Marks that scripts run, before first paint, so reveal styles never hide content without them. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js=''" }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
