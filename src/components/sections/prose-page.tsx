import type { ReactNode } from "react";
import type { SiteConfig } from "@/config/schema";
import type { ProsePage as ProsePageContent } from "@/content/schema";
import { cn } from "@/components/ui/cn";
import { Container } from "@/components/ui/container";
import { fillSiteTokens } from "@/lib/site-tokens";
import { slugify } from "@/lib/slug";
import { PageHero } from "./page-hero";

export type ProsePageProps = {
  page: ProsePageContent;
  site: SiteConfig;
  /** Calls to action shown in the hero. */
  actions?: ReactNode;
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeZone: "UTC",
});

/** Long pages get a table of contents of in-page links. */
const TABLE_OF_CONTENTS_MIN_SECTIONS = 6;

/** A long-form page (about, legal, confirmation): hero, then readable sections. */
export function ProsePage({ page, site, actions }: ProsePageProps) {
  const fill = (text: string) => fillSiteTokens(text, site);
  const withContents = page.sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS;
  const sections = page.sections.map((section) => ({
    ...section,
    id: slugify(fill(section.heading)),
  }));
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={fill(page.heading)} intro={fill(page.intro)}>
        {actions}
      </PageHero>
      <Container
        className={cn(
          "py-16 sm:py-20",
          withContents && "gap-16 lg:grid lg:grid-cols-[16rem_minmax(0,46rem)]",
        )}
      >
        {withContents ? (
          <nav aria-labelledby="toc-heading" className="mb-12 lg:mb-0">
            <div className="rounded-card border border-ink-100 bg-ink-50 p-5 lg:sticky lg:top-28">
              <h2
                id="toc-heading"
                className="text-sm font-semibold tracking-wide text-ink-600 uppercase"
              >
                On this page
              </h2>
              <ol className="mt-3 space-y-1.5 text-[0.9375rem]">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className="text-ink-700 hover:text-bolt-600">
                      {fill(section.heading)}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        ) : null}
        <div className={cn("max-w-[46rem]", withContents && "lg:col-start-2")}>
          {page.updated ? (
            <p className="mb-10 text-sm text-ink-500">
              Last updated{" "}
              <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
            </p>
          ) : null}
          <div className="space-y-12">
            {sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                <h2
                  id={`${section.id}-heading`}
                  className="text-2xl font-bold tracking-tight text-ink-900 sm:text-[1.75rem]"
                >
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
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-bolt-500"
                        />
                        <span>{fill(bullet)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </Container>
    </>
  );
}
