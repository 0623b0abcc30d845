import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { HtmlDocument } from "@/components/document/html-document";
import { brandColors } from "@/config/brand";
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
  return <HtmlDocument>{children}</HtmlDocument>;
}
