import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { notFoundCopy } from "@/content/chrome";

/** The branded 404 body, used for unknown URLs and unknown content slugs alike. */
export function NotFoundContent({ message = notFoundCopy.message }: { message?: string }) {
  return (
    <Container className="py-24 sm:py-32">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-bolt-600 uppercase">Error 404</p>
        <h1 className="mt-4 text-h2 font-bold text-balance">{notFoundCopy.heading}</h1>
        <p className="mt-5 text-lead text-ink-600">{message}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/" size="lg">
            Back to the home page
          </ButtonLink>
          <ButtonLink href="/demo" size="lg" variant="secondary">
            Book a free demo
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
