import { Container } from "@/components/ui/container";
import { CallToAction } from "@/components/ui/call-to-action";
import { site } from "@/config/site";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";
import { DarkBand } from "./dark-band";

export type CtaBandProps = {
  closing: ChromeCopy["closingCta"];
  copy?: { heading: string; body: string; cta?: string };
  /** Where the band is, for the button's cta_click_primary label: "{cta} ({place})". */
  place?: string;
  /** A place on the page the button leads to (a lead form) instead of the scheduler. */
  href?: `#${string}`;
};

export function CtaBand({ closing, copy, place = "closing", href }: CtaBandProps) {
  const { heading, body, cta } = { ...closing, ...copy };
  return (
    <Container className="py-16 sm:py-24">
      <DarkBand
        as="div"
        glow="centre"
        data-reveal=""
        className="mx-auto max-w-5xl rounded-[1.5rem] px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <h2 className="mx-auto max-w-2xl text-h2 font-bold text-balance">{heading}</h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-200">{body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallToAction
            action={href ? { label: cta, href, look: "primary", place } : { book: cta, place }}
            size="lg"
          />
          <a
            href={site.phoneHref}
            className="inline-flex h-14 items-center rounded-control px-5 font-semibold text-white underline-offset-4 hover:underline"
          >
            {closing.call}
          </a>
        </div>
      </DarkBand>
    </Container>
  );
}
