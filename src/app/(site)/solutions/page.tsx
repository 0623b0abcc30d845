import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { FeatureCards } from "@/components/sections/feature-cards";
import { FunnelDiagram, type FunnelStep } from "@/components/sections/funnel-diagram";
import { PageHero } from "@/components/sections/page-hero";
import { StatLinks } from "@/components/sections/stat-links";
import { buttonClasses } from "@/components/ui/button-link";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { Section } from "@/components/ui/section";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { CLIENT_ACQUISITION_ID, paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { solutionsPage as page } from "@/content/solutions";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata(site, getLiveRoute(paths.solutions));

const funnelSteps: FunnelStep[] = page.features.flatMap((feature) =>
  feature.step ? [{ ...feature.step, target: feature.id }] : [],
);
const reportingCard = page.features.find((feature) => !feature.step);

export default function SolutionsPage() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <SchedulerLink
          schedulerUrl={site.schedulerUrl}
          size="lg"
          trackLabel="Book a Free Demo (solutions hero)"
        >
          {chrome.bookFreeDemo}
        </SchedulerLink>
        <a href={`#${CLIENT_ACQUISITION_ID}`} className={buttonClasses("outlineOnDark", "lg")}>
          {page.hero.systemLink}
        </a>
      </PageHero>
      <Section
        id="funnel"
        eyebrow={page.funnel.eyebrow}
        heading={page.funnel.heading}
        intro={page.funnel.intro}
      >
        <FunnelDiagram
          steps={funnelSteps}
          across={reportingCard && { label: page.funnel.across, target: reportingCard.id }}
        />
      </Section>
      <Section
        id={CLIENT_ACQUISITION_ID}
        tone="muted"
        eyebrow={page.system.eyebrow}
        heading={page.system.heading}
        intro={page.system.intro}
      >
        <FeatureCards features={page.features} />
      </Section>
      <Section eyebrow={page.proof.eyebrow} heading={page.proof.heading} intro={page.proof.intro}>
        <div className="grid gap-6 lg:grid-cols-2">
          <TestimonialCard testimonial={page.proof.testimonial} size="lg" />
          <StatLinks stats={page.proof.stats} />
        </div>
      </Section>
      <CtaBand copy={page.showcase} trackLabel="See AI in Action (solutions)" />
      <FaqSection group={page.faqs} />
      <BreadcrumbJsonLd trail={[{ name: page.name, path: paths.solutions }]} />
    </>
  );
}
