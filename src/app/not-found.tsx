import { SiteShell } from "@/components/chrome/site-shell";
import { NotFoundContent } from "@/components/sections/not-found-content";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { brandFont } from "./brand-font";

export const metadata = {
  title: { absolute: `${chrome.notFound.title} | ${site.name}` },
  description: chrome.notFound.description,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <div className={brandFont.variable}>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    </div>
  );
}
