import type { Viewport } from "next";
import type { ReactNode } from "react";
import { BRAND_FONT_URL, brandColors } from "@/config/brand";

export const rootViewport: Viewport = {
  themeColor: brandColors.ink,
  colorScheme: "light",
};

/** The <html> document every page shares: the root layout and the 404 page for unknown URLs. */
export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <link rel="preload" href={BRAND_FONT_URL} as="font" type="font/woff2" crossOrigin="" />
        {/* Marks that scripts run, before first paint, so reveal styles never hide content without them. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js=''" }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
