import type { ReactNode } from "react";
import { site } from "@/config/site";
import { JsonLd } from "@/components/ui/json-ld";
import { RevealObserver } from "@/components/ui/reveal-observer";
import { organizationJsonLd } from "@/lib/json-ld";
import { AnalyticsConsent } from "./analytics-consent";
import { AttributionCapture } from "./attribution-capture";
import { ClickTracking } from "./click-tracking";
import { ExitIntentModal } from "./exit-intent-modal";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileCtaBar } from "./mobile-cta-bar";

/** Everything around a page's content: skip link, header, main, footer and the page-wide islands. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-ink-900 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header
        brand={site.name}
        schedulerUrl={site.schedulerUrl}
        phone={site.phone}
        phoneHref={site.phoneHref}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {/* The bottom padding on phones reserves the fixed bar's height below the footer. */}
      <div className="bg-ink-950 pb-[calc(4.75rem+env(safe-area-inset-bottom))] md:pb-0">
        <Footer site={site} />
      </div>
      <MobileCtaBar schedulerUrl={site.schedulerUrl} phoneHref={site.phoneHref} />
      <ExitIntentModal schedulerUrl={site.schedulerUrl} />
      {site.analyticsId ? <AnalyticsConsent analyticsId={site.analyticsId} /> : null}
      <RevealObserver />
      <ClickTracking />
      <AttributionCapture />
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
