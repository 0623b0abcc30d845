import type { Metadata } from "next";
import { SiteShell } from "@/components/chrome/site-shell";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";

export const metadata: Metadata = {
  title: { absolute: `${chrome.notFound.title} | ${site.name}` },
  description: chrome.notFound.description,
  robots: { index: false, follow: true },
};

/** The branded 404, for unknown URLs and for pages that call notFound(). */
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
