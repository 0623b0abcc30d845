import { ContactBooking } from "@/components/contact/contact-booking";
import { ContactChannels } from "@/components/contact/contact-channels";
import { HipaaNote } from "@/components/sections/hipaa-note";
import { PageHero } from "@/components/sections/page-hero";
import { BreadcrumbJsonLd } from "@/components/ui/json-ld";
import { site } from "@/config/site";
import { contactPage as page } from "@/content/contact";
import { paths } from "@/content/paths";
import { getLiveRoute } from "@/content/routes";
import { servicePage } from "@/content/services";
import { buildMetadata } from "@/lib/metadata";

export const metadata = buildMetadata(site, getLiveRoute(paths.contact));

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        intro={page.hero.intro}
        highlights={page.hero.highlights}
      />
      <ContactBooking form={page.form} calendar={page.calendar} />
      <ContactChannels copy={page.channels} />
      <HipaaNote copy={servicePage.hipaa} />
      <BreadcrumbJsonLd trail={[{ name: page.name, path: paths.contact }]} />
    </>
  );
}
