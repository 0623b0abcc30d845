import { CardsSection } from "@/components/sections/cards-section";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { SearchSection } from "@/components/search/search-section";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { searchPage as page } from "@/content/search";
import { buildMetadata } from "@/lib/metadata";

const path = paths.search;

export const metadata = buildMetadata(site, getLiveRoute(path));

/** Sections to start from, named and described as the route registry has them. */
const sections = page.browse.paths.map((sectionPath) => {
  const route = getLiveRoute(sectionPath);
  return { title: route.title, body: route.description, href: route.path };
});

export default function SearchPage() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} intro={page.hero.intro} />
      <SearchSection copy={page} indexUrl={paths.searchIndex} action={path} />
      <CardsSection id="browse" tone="muted" copy={{ ...page.browse, items: sections }} />
      <CtaBand />
      <BreadcrumbJsonLd trail={[{ name: page.name, path }]} />
    </>
  );
}
