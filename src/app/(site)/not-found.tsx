import type { Metadata } from "next";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { notFoundMetadata } from "@/lib/metadata";

export const metadata: Metadata = notFoundMetadata(site, chrome.notFound);

/** The 404 inside the site's shell, for pages that call notFound(). */
export default function NotFound() {
  return <NotFoundContent />;
}
