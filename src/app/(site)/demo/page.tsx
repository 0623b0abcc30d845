import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { ProseSections } from "@/components/sections/prose-sections";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { getFaqGroupBySlug } from "@/content/faqs";
import { getProsePage, prosePagePath } from "@/content/pages";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

const page = getProsePage("demo");
const path = prosePagePath(page);
const faqs = getFaqGroupBySlug("demo");

export const metadata = buildMetadata(site, getLiveRoute(path));

export default function DemoPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro}>
        <SchedulerLink
          schedulerUrl={site.schedulerUrl}
          size="lg"
          trackLabel="Book a Free Demo (demo page)"
        >
          {chrome.bookFreeDemo}
        </SchedulerLink>
      </PageHero>
      <ProseSections sections={page.sections} />
      {faqs ? <FaqSection group={faqs} /> : null}
      <CtaBand />
      <BreadcrumbJsonLd trail={[{ name: page.name, path }]} />
    </>
  );
}
