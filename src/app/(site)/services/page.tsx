import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { FiguresSection } from "@/components/sections/figures-section";
import { PageHero } from "@/components/sections/page-hero";
import { ServiceBlocks } from "@/components/sections/service-blocks";
import { ButtonLink } from "@/components/ui/button-link";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { site } from "@/config/site";
import { solutionLink } from "@/content/navigation";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { servicesOverview as page } from "@/content/services";
import { buildMetadata } from "@/lib/metadata";

const path = paths.services;

export const metadata = buildMetadata(site, getLiveRoute(path));

export default function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <SchedulerLink
          schedulerUrl={site.schedulerUrl}
          size="lg"
          trackLabel="Book a Free Audit (services)"
        >
          {page.hero.bookAudit}
        </SchedulerLink>
        <ButtonLink
          href={solutionLink.href}
          prefetch={solutionLink.prefetch ? null : false}
          variant="outlineOnDark"
          size="lg"
          data-track="cta_click_view_solution"
          data-track-label="See Our Complete Solution (services)"
        >
          {solutionLink.label}
        </ButtonLink>
      </PageHero>
      <ServiceBlocks blocks={page.blocks} />
      <FiguresSection copy={page.proof} />
      <FaqSection group={page.faqs} />
      <CtaBand />
      <BreadcrumbJsonLd trail={[{ name: page.name, path }]} />
    </>
  );
}
