import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { buttonClasses } from "@/components/ui/button-link";
import { CheckList } from "@/components/ui/check-list";
import { HighlightCards } from "@/components/ui/highlight-cards";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { NumberedSteps } from "@/components/ui/numbered-steps";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { Section } from "@/components/ui/section";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import {
  getAllIndustries,
  getIndustryBySlug,
  industriesPage,
  type Industry,
} from "@/content/industries";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

type IndustryPageProps = { params: Promise<{ slug: string }> };

const STEPS_ID = "how-it-works";

// Unknown slugs never reach the page: the global 404 answers them with 'Industry not found.'.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllIndustries().map((industry) => ({ slug: industry.slug }));
}

/** The industry a URL names; an unknown slug answers 404 with the site's not-found page. */
async function industryOf({ params }: IndustryPageProps): Promise<Industry> {
  const industry = getIndustryBySlug((await params).slug);
  if (!industry) notFound();
  return industry;
}

export async function generateMetadata(props: IndustryPageProps): Promise<Metadata> {
  const industry = await industryOf(props);
  return buildMetadata(site, getLiveRoute(paths.industry(industry.slug)));
}

export default async function IndustryPage(props: IndustryPageProps) {
  const industry = await industryOf(props);
  const labels = industriesPage.detail;
  return (
    <>
      <PageHero eyebrow={industry.name} heading={industry.heading} intro={industry.intro}>
        <SchedulerLink
          schedulerUrl={site.schedulerUrl}
          size="lg"
          trackLabel={`Book a Free Demo (${industry.slug} hero)`}
        >
          {chrome.bookFreeDemo}
        </SchedulerLink>
        <a href={`#${STEPS_ID}`} className={buttonClasses("outlineOnDark", "lg")}>
          {labels.howItWorks}
        </a>
      </PageHero>
      <Section eyebrow={labels.bulletsEyebrow} heading={industry.bulletsHeading}>
        <HighlightCards items={industry.bullets} />
      </Section>
      <Section tone="muted" eyebrow={labels.benefitsEyebrow} heading={industry.benefitsHeading}>
        <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
          <CheckList items={industry.benefits} className="space-y-4 text-lg text-ink-700" />
          <TestimonialCard testimonial={industry.testimonial} />
        </div>
      </Section>
      <Section id={STEPS_ID} eyebrow={labels.stepsEyebrow} heading={industry.stepsHeading}>
        <NumberedSteps steps={industry.steps} />
      </Section>
      <FaqSection group={industry.faqs} />
      <CtaBand copy={industry.closing} trackLabel={`Book a Free Demo (${industry.slug} closing)`} />
      <BreadcrumbJsonLd
        trail={[
          { name: industriesPage.name, path: paths.industries },
          { name: industry.menuLabel, path: paths.industry(industry.slug) },
        ]}
      />
    </>
  );
}
