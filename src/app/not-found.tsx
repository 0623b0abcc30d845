import type { Metadata } from "next";
import { SiteShell } from "@/components/chrome/site-shell";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { notFoundCopy } from "@/content/chrome";
import { site } from "@/config/site";

export const metadata: Metadata = {
  title: `${notFoundCopy.title} | ${site.name}`,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
