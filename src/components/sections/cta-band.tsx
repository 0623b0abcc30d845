import { Container } from "@/components/ui/container";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { site } from "@/config/site";
import { chrome } from "@/content/chrome";
import { DarkBand } from "./dark-band";

/** The closing call to action after a page's proof or text. */
export function CtaBand() {
  const copy = chrome.closingCta;
  return (
    <Container className="py-16 sm:py-24">
      <DarkBand
        as="div"
        glow="centre"
        data-reveal=""
        className="mx-auto max-w-5xl rounded-[1.5rem] px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <h2 className="mx-auto max-w-2xl text-h2 font-bold text-balance">{copy.heading}</h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-200">{copy.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SchedulerLink
            schedulerUrl={site.schedulerUrl}
            size="lg"
            trackLabel="Book a Free Demo (closing)"
          >
            {copy.cta}
          </SchedulerLink>
          <a
            href={site.phoneHref}
            className="inline-flex h-14 items-center rounded-control px-5 font-semibold text-white underline-offset-4 hover:underline"
          >
            {copy.call}
          </a>
        </div>
      </DarkBand>
    </Container>
  );
}
