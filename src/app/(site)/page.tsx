import { FaqSection } from "@/components/sections/faq-section";
import { GrowthPlanSection } from "@/components/sections/growth-plan-section";
import { HomeHero } from "@/components/sections/home-hero";
import { HowItWorks } from "@/components/sections/how-it-works";
import { QuotesSection } from "@/components/sections/quotes-section";
import { ResultsBand } from "@/components/sections/results-band";
import { WhyChoose } from "@/components/sections/why-choose";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { getFaqGroupBySlug } from "@/content/faqs";
import { homePage } from "@/content/home";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

const faqs = getFaqGroupBySlug("home");

export const metadata = buildMetadata(site, getLiveRoute("/"));

export default function HomePage() {
  return (
    <>
      <HomeHero hero={homePage.hero} schedulerUrl={site.schedulerUrl} mockup={chrome.phoneMockup} />
      <WhyChoose copy={homePage.whyChoose} />
      <HowItWorks copy={homePage.howItWorks} />
      <ResultsBand copy={homePage.results} schedulerUrl={site.schedulerUrl} />
      <QuotesSection copy={homePage.quotes} />
      {faqs ? <FaqSection group={faqs} /> : null}
      <GrowthPlanSection
        copy={homePage.leadForm}
        schedulerUrl={site.schedulerUrl}
        apiBaseUrl={site.apiBaseUrl}
      />
    </>
  );
}
