import type { ReactNode } from "react";
import { preload } from "react-dom";
import { brandFontFiles } from "@/config/brand-font";
import { SCRIPTS_RUN_MARKER } from "@/lib/document-scripts";

export type HtmlDocumentProps = {
  children: ReactNode;
  /** Extra elements for the head. */
  head?: ReactNode;
};

/**
 * The document around every page: the root layout's and the global 404's (which no layout wraps).
 * Each asks for the font early, so no document swaps it in late.
 */
export function HtmlDocument({ children, head }: HtmlDocumentProps) {
  preload(brandFontFiles.core.url, { as: "font", type: "font/woff2", crossOrigin: "" });
  return (
    <html lang="en-US" data-scroll-behavior="smooth" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router document, where <head> is right */}
      <head>
        {head}
        <script dangerouslySetInnerHTML={{ __html: SCRIPTS_RUN_MARKER }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * The font preload as an element, for documents rendered per request: there the preload() hint
 * arrives after the head has been sent, and is lost.
 */
export function FontPreloadLink() {
  return (
    <link rel="preload" href={brandFontFiles.core.url} as="font" type="font/woff2" crossOrigin="" />
  );
}
