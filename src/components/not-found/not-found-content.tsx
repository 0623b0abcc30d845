import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";
import type { NotFoundText } from "@/content/readers/page-words";
import { paths } from "@/lib/paths";
import type { SearchPageCopy } from "@/content/schemas/copy/search";
import { SearchForm } from "@/components/search/search-form";

export type NotFoundContentProps = {
  text: NotFoundText;
  chrome: ChromeCopy;
  search: SearchPageCopy["notFound"];
};

/** The branded 404 body, for unknown URLs and, with a segment's own text, unknown slugs. */
export function NotFoundContent({ text, chrome, search }: NotFoundContentProps) {
  const { heading, message, back = { href: "/", label: chrome.backHome } } = text;
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
            {search.heading}
          </h2>
          <SearchForm
            id="not-found-search-query"
            action={paths.search}
            copy={search}
            className="mt-4"
          />
        </section>
      </div>
    </Container>
  );
}
