import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardsSection } from "@/components/sections/cards-section";
import { CaseStudyOffer } from "@/components/sections/case-study-offer";
import { FaqSection } from "@/components/sections/faq-section";
import { HipaaNote } from "@/components/sections/hipaa-note";
import { NextSteps } from "@/components/sections/next-steps";
import { PageHero } from "@/components/sections/page-hero";
import { PricingSection } from "@/components/sections/pricing-section";
import { SchedulerSection } from "@/components/sections/scheduler-section";
import { buttonClasses } from "@/components/ui/button-link";
import { BreadcrumbJsonLd, JsonLd } from "@/components/ui/json-ld";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { site } from "@/config/site";
import { caseStudiesLink, contactLink } from "@/content/navigation";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import {
  getAllServices,
  getServiceBySlug,
  servicePage,
  servicesOverview,
} from "@/content/services";
import { serviceJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";

type ServicePageProps = { params: Promise<{ slug: string }> };

// Unknown slugs never reach the page: the global 404 answers them with the services' message.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllServices().map((service) => ({ slug: service.slug }));
}

/** The service named in the URL; an unknown slug answers 404 inside the site's shell. */
async function serviceOf(params: ServicePageProps["params"]) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return service;
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = await serviceOf(params);
  return buildMetadata(site, getLiveRoute(paths.service(service.slug)));
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = await serviceOf(params);
  const path = paths.service(service.slug);
  return (
    <>
      <PageHero
        eyebrow={service.hero.eyebrow}
        heading={service.hero.heading}
        intro={service.hero.intro}
        highlights={service.hero.highlights}
      >
        <SchedulerLink
          schedulerUrl={site.schedulerUrl}
          size="lg"
          trackLabel={`Book Free Demo (${service.slug})`}
        >
          {servicePage.bookFreeDemo}
        </SchedulerLink>
        <a href="#pricing" className={buttonClasses("outlineOnDark", "lg")}>
          {servicePage.seePricing}
        </a>
      </PageHero>
      <CardsSection id="benefits" copy={service.benefits} numbered />
      {service.channels ? (
        <CardsSection id="channels" tone="muted" copy={service.channels} />
      ) : null}
      <SchedulerSection copy={service.scheduler} tone={service.channels ? "light" : "muted"} />
      <CaseStudyOffer service={service} />
      <PricingSection service={service} />
      <FaqSection group={service.faqs} tone="light" />
      {service.moreProof ? (
        <NextSteps {...service.moreProof} links={[caseStudiesLink, contactLink]} />
      ) : null}
      <HipaaNote copy={servicePage.hipaa} />
      {service.related ? (
        <CardsSection
          id="related"
          tone="muted"
          copy={{ ...service.related, items: service.related.links }}
        />
      ) : null}
      <JsonLd data={serviceJsonLd(site, { ...service, path })} />
      <BreadcrumbJsonLd
        trail={[
          { name: servicesOverview.name, path: paths.services },
          { name: service.name, path },
        ]}
      />
    </>
  );
}
