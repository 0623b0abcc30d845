import { MobileCtaBar } from "@/components/chrome/mobile-cta-bar";
import { BookingPhoneMockup } from "@/components/sections/booking-phone-mockup";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { FiguresSection } from "@/components/sections/figures-section";
import { HowItWorks } from "@/components/sections/how-it-works";
import { LandingFormSection } from "@/components/sections/landing-form-section";
import { PageHero } from "@/components/sections/page-hero";
import { ProblemCards } from "@/components/sections/problem-cards";
import { RecentBookings } from "@/components/sections/recent-bookings";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { UrgencyBar } from "@/components/sections/urgency-bar";
import { buttonClasses } from "@/components/ui/button-link";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { landingPage as page } from "@/content/landing";
import { LANDING_FORM_ID, paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

const path = paths.landing;
const toForm = `#${LANDING_FORM_ID}` as const;

export const metadata = buildMetadata(site, getLiveRoute(path));

/** The paid-traffic lead page: every call to action leads to its form. */
export default function LandingPage() {
  return (
    <>
      <MobileCtaBar
        owner="page"
        action={{
          href: toForm,
          label: page.stickyCta,
          trackLabel: "Book My Free Call (landing bar)",
        }}
        phoneHref={site.phoneHref}
        callUs={chrome.mobileBar.callUs}
      />
      <UrgencyBar copy={page.urgency} href={toForm} />
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        intro={page.hero.intro}
        highlights={page.hero.highlights}
        aside={<BookingPhoneMockup copy={chrome.phoneMockup} />}
      >
        <a
          href={toForm}
          className={buttonClasses("primary", "lg")}
          data-track="cta_click_primary"
          data-track-label="Book Your Free 15-Minute Call (landing hero)"
        >
          {page.hero.cta}
        </a>
        <a href={site.phoneHref} className={buttonClasses("outlineOnDark", "lg")}>
          {page.hero.call}
        </a>
      </PageHero>
      <ProblemCards copy={page.problems} />
      <TestimonialsSection copy={page.testimonials} />
      <RecentBookings copy={page.bookings} />
      <HowItWorks copy={page.howItWorks} />
      <LandingFormSection
        id={LANDING_FORM_ID}
        copy={page.form}
        call={{ label: page.hero.call, href: site.phoneHref }}
        schedulerUrl={site.schedulerUrl}
        apiBaseUrl={site.apiBaseUrl}
      />
      <FaqSection group={page.faqs} />
      <FiguresSection copy={page.stats} />
      <CtaBand
        copy={page.closing}
        href={toForm}
        trackLabel="Book Your Free 15-Minute Call (landing closing)"
      />
      <BreadcrumbJsonLd trail={[{ name: page.name, path }]} />
    </>
  );
}
