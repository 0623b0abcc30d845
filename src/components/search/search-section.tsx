import type { ReactNode } from "react";
import { CheckList } from "@/components/blocks/check-list";
import { Container } from "@/components/ui/container";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { Eyebrow } from "@/components/ui/section";
import { site } from "@/config/site";
import type { SearchPageCopy } from "@/content/schemas/copy/search";

export type SearchSectionProps = {
  copy: Pick<SearchPageCopy, "results" | "help">;
  children: ReactNode;
};

export function SearchSection({ copy, children }: SearchSectionProps) {
  return (
    <Container className="relative z-10 -mt-10 pb-16 sm:-mt-12 sm:pb-24">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] xl:gap-20">
        <div className="min-w-0">
          {children}
          {/* Shown only with scripts off (the document is marked html[data-js] when they run). */}
          <p className="mt-6 rounded-card border border-ink-100 bg-ink-50 px-5 py-4 text-ink-700 [html[data-js]_&]:hidden">
            {copy.results.noScript}
          </p>
        </div>
        <aside aria-labelledby="search-help" className="hidden lg:block lg:pt-26">
          <div className="sticky top-28 rounded-card border border-ink-100 bg-white p-7 shadow-card">
            <Eyebrow>{copy.help.eyebrow}</Eyebrow>
            <h2 id="search-help" className="text-h3 font-bold text-balance text-ink-900">
              {copy.help.heading}
            </h2>
            <p className="mt-3 text-[0.9375rem] text-ink-600">{copy.help.body}</p>
            <CheckList items={copy.help.points} className="mt-5 text-[0.9375rem]" />
            <SchedulerLink
              schedulerUrl={site.schedulerUrl}
              className="mt-7 w-full"
              trackLabel="Book a Free Demo (search)"
            >
              {copy.help.cta}
            </SchedulerLink>
            <a
              href={site.phoneHref}
              className="mt-3 block text-center text-sm font-semibold text-ink-700 underline-offset-4 hover:text-bolt-700 hover:underline"
            >
              {copy.help.call}
            </a>
          </div>
        </aside>
      </div>
    </Container>
  );
}
