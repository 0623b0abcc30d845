import { PageHero } from "@/components/sections/page-hero";
import { ProseSections } from "@/components/sections/prose-sections";
import { ButtonLink } from "@/components/ui/button-link";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { getProsePage, prosePagePath } from "@/content/pages";
import { getLiveRoute } from "@/content/routes";
import { buildMetadata } from "@/lib/metadata";

const page = getProsePage("thank-you");
const path = prosePagePath(page);

export const metadata = buildMetadata(site, getLiveRoute(path));

export default function ThankYouPage() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro}>
        <ButtonLink href="/" variant="onDark" size="lg">
          {chrome.backHome}
        </ButtonLink>
      </PageHero>
      <ProseSections sections={page.sections} />
      <BreadcrumbJsonLd trail={[{ name: page.name, path }]} />
    </>
  );
}
