import type { Metadata } from "next";
import { RootDocument, rootViewport } from "@/components/chrome/root-document";
import { SiteShell } from "@/components/chrome/site-shell";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import "./globals.css";

/**
 * The branded 404 for URLs no route matches. A global not-found page is its own document, so the
 * root layout (and with it every page) does not carry the site shell's client code for it.
 */
export const metadata: Metadata = {
  title: `${chrome.notFound.title} | ${site.name}`,
  description: chrome.notFound.description,
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
  robots: { index: false, follow: true },
};

export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    </RootDocument>
  );
}
