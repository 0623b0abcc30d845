import type { Metadata } from "next";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { prosePages } from "@/content/pages";
import { JsonLd } from "@/components/ui/json-ld";
import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { Section } from "@/components/ui/section";
import { FaqAccordion } from "@/components/ui/faq-accordion";
import { breadcrumbJsonLd, faqJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { fillSiteTokens } from "@/lib/site-tokens";
import { CtaBand } from "./cta-band";
import { ProsePage } from "./prose-page";

export type ProseRouteOptions = {
  /** Calls to action in the hero. */
  actions?: ReactNode;
  /** End with the closing call to action band. */
  closingCta?: boolean;
  noIndex?: boolean;
};

/** Metadata and page component for a long-form route, so each route file is two lines. */
export function proseRoute(key: keyof typeof prosePages, options: ProseRouteOptions = {}) {
  const page = prosePages[key];
  const metadata: Metadata = buildMetadata(site, {
    path: page.path,
    title: page.title,
    description: fillSiteTokens(page.description, site),
    noIndex: options.noIndex,
  });

  function ProseRoutePage() {
    return (
      <>
        <ProsePage page={page} site={site} actions={options.actions} />
        {page.faqs ? (
          <>
            <Section id="faq" tone="muted" eyebrow="FAQ" heading="Questions practices ask us">
              <FaqAccordion items={page.faqs} />
            </Section>
            <JsonLd data={faqJsonLd(page.faqs)} />
          </>
        ) : null}
        {options.closingCta ? (
          <Container className={cn("pb-20 sm:pb-28", page.faqs && "pt-16 sm:pt-24")}>
            <CtaBand
              schedulerUrl={site.schedulerUrl}
              phone={site.phone}
              phoneHref={site.phoneHref}
            />
          </Container>
        ) : null}
        <JsonLd
          data={breadcrumbJsonLd(site, [
            { name: "Home", path: "/" },
            { name: page.eyebrow, path: page.path },
          ])}
        />
      </>
    );
  }

  return { metadata, Page: ProseRoutePage };
}
