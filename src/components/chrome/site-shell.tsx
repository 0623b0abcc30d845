import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { organizationJsonLd } from "@/lib/json-ld";
import { AnalyticsConsent } from "./analytics-consent";
import { ExitIntentModal } from "./exit-intent-modal";
import { ExitIntentOffer } from "./exit-intent-offer";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileCtaBar } from "./mobile-cta-bar";
import { PageEffects } from "./page-effects";

const EXIT_OFFER_TITLE_ID = "exit-offer-title";

/** Everything around a page's content: skip link, header, main, footer and the page-wide islands. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-3 font-semibold text-ink-900 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {chrome.skipLink}
      </a>
      <Header site={site} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {/* The bottom padding on phones reserves the fixed bar's height below the footer. */}
      <div className="bg-ink-950 pb-[calc(4.75rem+env(safe-area-inset-bottom))] md:pb-0">
        <Footer site={site} />
      </div>
      <MobileCtaBar
        action={{
          schedulerUrl: site.schedulerUrl,
          label: chrome.bookDemo,
          trackLabel: "Book Demo (mobile bar)",
        }}
        phoneHref={site.phoneHref}
        callUs={chrome.mobileBar.callUs}
      />
      <ExitIntentModal titleId={EXIT_OFFER_TITLE_ID}>
        <ExitIntentOffer
          titleId={EXIT_OFFER_TITLE_ID}
          schedulerUrl={site.schedulerUrl}
          copy={chrome.exitIntent}
        />
      </ExitIntentModal>
      {site.analyticsId ? (
        <AnalyticsConsent
          analyticsId={site.analyticsId}
          copy={chrome.consent}
          buttonClassNames={{
            accept: buttonClasses("primary", "sm"),
            decline: buttonClasses("secondary", "sm"),
          }}
        />
      ) : null}
      <PageEffects />
      <JsonLd data={organizationJsonLd(site)} />
    </>
  );
}
