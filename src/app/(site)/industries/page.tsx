import { IndustrySummary } from "@/components/sections/industry-summary";
import { PageHero } from "@/components/sections/page-hero";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { CtaBand } from "@/components/sections/cta-band";
import { site } from "@/config/site";
import { getAllIndustries, industriesPage as page } from "@/content/industries";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata(site, getLiveRoute(paths.industries));

const industries = getAllIndustries();

export default function IndustriesPage() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro}>
        <nav aria-label={page.hero.jumpLabel} className="w-full">
          <p className="text-sm font-semibold text-ink-300">{page.hero.jumpLabel}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {industries.map((industry) => (
              <li key={industry.slug}>
                <a
                  href={`#${industry.slug}`}
                  className="inline-flex h-10 items-center rounded-full border border-white/25 px-4 text-sm font-medium text-white transition-colors hover:border-white/50 hover:bg-white/10"
                >
                  {industry.menuLabel}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      {industries.map((industry, index) => (
        <IndustrySummary
          key={industry.slug}
          industry={industry}
          position={{ index, total: industries.length }}
        />
      ))}
      <CtaBand />
      <BreadcrumbJsonLd trail={[{ name: page.name, path: paths.industries }]} />
    </>
  );
}
