import type { ReactNode } from "react";
import type { SiteConfig } from "@/config/schema";
import type { ProsePage as ProsePageContent } from "@/content/schema";
import { Container } from "@/components/ui/container";
import { fillSiteTokens } from "@/lib/site-tokens";
import { PageHero } from "./page-hero";

export type ProsePageProps = {
  page: ProsePageContent;
  site: SiteConfig;
  /** Calls to action shown in the hero. */
  actions?: ReactNode;
  /** Content after the text, such as a closing call to action. */
  children?: ReactNode;
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeZone: "UTC",
});

/** A long-form page (about, legal, confirmation): hero, then readable sections. */
export function ProsePage({ page, site, actions, children }: ProsePageProps) {
  const fill = (text: string) => fillSiteTokens(text, site);
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={fill(page.heading)} intro={fill(page.intro)}>
        {actions}
      </PageHero>
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-[46rem]">
          {page.updated ? (
            <p className="mb-10 text-sm text-ink-500">
              Last updated <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
            </p>
          ) : null}
          <div className="space-y-12">
            {page.sections.map((section) => (
              <section key={section.heading}>
                <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-[1.75rem]">
                  {fill(section.heading)}
                </h2>
                <div className="mt-4 space-y-4 text-ink-700">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{fill(paragraph)}</p>
                  ))}
                </div>
                {section.bullets ? (
                  <ul className="mt-5 space-y-3">
                    {section.bullets.map((bullet) => (
                      <li key={bullet} className="flex gap-3 text-ink-700">
                        <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-bolt-500" />
                        <span>{fill(bullet)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
        {children}
      </Container>
    </>
  );
}
