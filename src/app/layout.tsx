import type { Metadata } from "next";
import type { ReactNode } from "react";
import { RootDocument, rootViewport } from "@/components/chrome/root-document";
import { site } from "@/config/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.name,
  title: site.name,
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
  formatDetection: { telephone: false },
};

export const viewport = rootViewport;

/** Holds no client code: the page-wide islands live in (site)/layout, so bare routes stay bare. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
