import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { BRAND_FONT_URL, brandColors } from "@/config/brand";
import { site } from "@/config/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.name,
  title: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: brandColors.ink,
  colorScheme: "light",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // In the root layout, so every document asks for the font early, the 404 page included.
  preload(BRAND_FONT_URL, { as: "font", type: "font/woff2", crossOrigin: "" });
  return (
    <html lang="en-US" data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        {/* Marks that scripts run, before first paint, so reveal styles never hide content without them. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js=''" }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
