import { closingCta } from "@/content/chrome";
import { Lightning } from "@/components/chrome/lightning";
import { SchedulerLink } from "@/components/ui/scheduler-link";

export type CtaBandProps = { schedulerUrl: string; phone: string; phoneHref: string };

/** The closing call to action after a page's proof or text. */
export function CtaBand({ schedulerUrl, phone, phoneHref }: CtaBandProps) {
  return (
    <div
      data-reveal=""
      className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[1.5rem] bg-ink-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(42_92_242/0.45),transparent_70%)]"
      />
      <Lightning className="-z-10" />
      <h2 className="mx-auto max-w-2xl text-h2 font-bold text-balance">{closingCta.heading}</h2>
      <p className="mx-auto mt-5 max-w-2xl text-lead text-ink-200">{closingCta.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SchedulerLink
          schedulerUrl={schedulerUrl}
          size="lg"
          trackLabel="Book a Free Demo (closing)"
        >
          {closingCta.cta}
        </SchedulerLink>
        <a
          href={phoneHref}
          className="inline-flex h-14 items-center rounded-control px-5 font-semibold text-white underline-offset-4 hover:underline"
        >
          or call {phone}
        </a>
      </div>
    </div>
  );
}
