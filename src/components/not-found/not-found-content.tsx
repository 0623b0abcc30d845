import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { chrome } from "@/content/chrome";
import { paths } from "@/routing/paths";
import { searchPage } from "@/content/search";
import { SearchForm } from "@/components/search/search-form";

export type NotFoundContentProps = {
  heading?: string;
  message?: string;
  /** Where the first button leads: home by default, or a section's overview. */
  back?: { href: string; label: string };
};

/** The branded 404 body, for unknown URLs and, with a segment's own text, unknown slugs. */
export function NotFoundContent({
  heading = chrome.notFound.heading,
  message = chrome.notFound.message,
  back = { href: "/", label: chrome.backHome },
}: NotFoundContentProps) {
  return (
    <Container className="py-24 sm:py-32">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-bolt-600 uppercase">
          {chrome.notFound.eyebrow}
        </p>
        <h1 className="mt-4 text-h2 font-bold text-balance">{heading}</h1>
        <p className="mt-5 text-lead text-ink-600">{message}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink href={back.href} size="lg">
            {back.label}
          </ButtonLink>
          <ButtonLink href="/demo" size="lg" variant="secondary">
            {chrome.bookFreeDemo}
          </ButtonLink>
        </div>
        {/* A plain GET form: it reaches /search?q=… with or without scripts. */}
        <section aria-labelledby="not-found-search" className="mx-auto mt-14 max-w-lg text-left">
          <h2 id="not-found-search" className="text-center text-lg font-bold text-ink-900">
            {searchPage.notFound.heading}
          </h2>
          <SearchForm
            id="not-found-search-query"
            action={paths.search}
            copy={searchPage.notFound}
            className="mt-4"
          />
        </section>
      </div>
    </Container>
  );
}
