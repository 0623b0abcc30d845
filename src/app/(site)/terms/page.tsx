import { PageHero } from "@/components/sections/page-hero";
import { ProseSections } from "@/components/sections/prose-sections";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { getProsePage, prosePagePath } from "@/content/pages";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

const page = getProsePage("terms");
const path = prosePagePath(page);

export const metadata = buildMetadata(site, getLiveRoute(path));

export default function TermsPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
      <ProseSections sections={page.sections} updated={page.updated} />
      <BreadcrumbJsonLd trail={[{ name: page.name, path }]} />
    </>
  );
}
