import type { Metadata } from "next";
import { SiteShell } from "@/components/chrome/site-shell";
import { HtmlDocument } from "@/components/document/html-document";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { notFoundMetadata } from "@/lib/metadata";
import { metadata as rootMetadata, viewport } from "./layout";
import "./globals.css";

export { viewport };

export const metadata: Metadata = { ...rootMetadata, ...notFoundMetadata(site, chrome.notFound) };

/**
 * The branded 404 for URLs no route matches. A whole document of its own rather than the root
 * not-found.tsx, whose tree Next would otherwise embed in the payload of every page.
 */
export default function GlobalNotFound() {
  return (
    <HtmlDocument>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    </HtmlDocument>
  );
}
