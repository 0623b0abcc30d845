import type { Metadata } from "next";
import { headers } from "next/headers";
import { SiteShell } from "@/components/chrome/site-shell";
import { FontPreloadLink, HtmlDocument } from "@/components/document/html-document";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { site } from "@/config/site";
import { chrome, getNotFoundText } from "@/content/chrome";
import { notFoundMetadata } from "@/lib/metadata";
import { REQUEST_PATH_HEADER } from "@/lib/request-path";
import { metadata as rootMetadata, viewport } from "./layout";
import "./globals.css";

export { viewport };

export const metadata: Metadata = { ...rootMetadata, ...notFoundMetadata(site, chrome.notFound) };

/**
 * The branded 404 for every URL no page answers, unknown case studies and posts included (their
 * routes refuse unknown slugs). A whole document of its own rather than a root not-found.tsx,
 * whose tree Next would embed in the payload of every page; rendered on request, because its
 * message depends on the URL (see src/proxy.ts).
 */
export default function GlobalNotFound() {
  return (
    <HtmlDocument head={<FontPreloadLink />}>
      <SiteShell>
        <NotFoundMessage />
      </SiteShell>
    </HtmlDocument>
  );
}

/** Reads the request apart from the document, so the document's head (font preload) is not held up. */
async function NotFoundMessage() {
  const text = getNotFoundText((await headers()).get(REQUEST_PATH_HEADER));
  return <NotFoundContent {...text} />;
}
