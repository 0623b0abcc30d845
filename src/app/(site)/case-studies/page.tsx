import { CaseStudyGroups, SpecialtyLinks } from "@/components/case-studies/case-study-groups";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { caseStudiesPage } from "@/content/case-studies";
import { getFaqGroupBySlug } from "@/content/faqs";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

const route = getLiveRoute(paths.caseStudies);
const faqs = getFaqGroupBySlug("case-studies");

export const metadata = buildMetadata(site, route);

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero
        eyebrow={caseStudiesPage.eyebrow}
        heading={caseStudiesPage.heading}
        intro={caseStudiesPage.intro}
      >
        <SpecialtyLinks />
      </PageHero>
      <CaseStudyGroups />
      {faqs ? <FaqSection group={faqs} /> : null}
      <CtaBand />
      <BreadcrumbJsonLd trail={[{ name: route.title, path: route.path }]} />
    </>
  );
}
