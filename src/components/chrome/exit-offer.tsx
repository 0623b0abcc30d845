import { buttonClasses } from "@/components/ui/button-link";
import { CheckList } from "@/components/blocks/check-list";
import { Dialog } from "@/components/ui/dialog";
import { CloseIcon } from "@/components/ui/icons";
import { SchedulerLink } from "@/components/ui/scheduler-link";

export type ExitOfferProps = {
  schedulerUrl: string;
  copy: {
    eyebrow: string;
    title: string;
    pitch: string;
    points: readonly string[];
    cta: string;
    dismiss: string;
    close: string;
  };
};

const TITLE_ID = "exit-offer-title";

export function ExitOffer({ schedulerUrl, copy }: ExitOfferProps) {
  return (
    <Dialog id="exit-offer" labelledBy={TITLE_ID} placement="centre" data-exit-offer="">
      <div
        data-exit-intent=""
        className="relative overflow-hidden rounded-2xl bg-white shadow-lift motion-safe:animate-rise"
      >
        <div className="relative bg-ink-900 px-6 pt-7 pb-8 text-white sm:px-8">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-16 size-64 rounded-full bg-bolt-500/30 blur-3xl"
          />
          <p className="relative text-sm font-semibold tracking-wide text-bolt-300 uppercase">
            {copy.eyebrow}
          </p>
          <h2 id={TITLE_ID} className="relative mt-2 text-3xl font-bold tracking-tight">
            {copy.title}
          </h2>
          <p className="relative mt-3 text-ink-200">{copy.pitch}</p>
          <form method="dialog" className="absolute top-3 right-3">
            <button
              type="submit"
              className="inline-flex size-11 items-center justify-center rounded-full text-ink-200 hover:bg-white/10 hover:text-white"
            >
              <span className="sr-only">{copy.close}</span>
              <CloseIcon className="size-5" />
            </button>
          </form>
        </div>
        <div className="px-6 py-6 sm:px-8">
          <CheckList items={copy.points} />
          <form method="dialog" className="mt-7 flex flex-col gap-3 sm:flex-row">
            <SchedulerLink
              schedulerUrl={schedulerUrl}
              size="lg"
              trackEvent="exit_intent_cta"
              trackLabel={copy.cta}
              className="sm:flex-1"
            >
              {copy.cta}
            </SchedulerLink>
            <button type="submit" className={buttonClasses("secondary", "lg")}>
              {copy.dismiss}
            </button>
          </form>
        </div>
      </div>
    </Dialog>
  );
}
