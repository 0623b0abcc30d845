"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { buttonStyle } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";
import { track } from "@/lib/analytics";
import { mayShowExitIntent, planExitIntent, scrollDepth } from "@/lib/exit-intent";
import {
  EXIT_INTENT_SHOWN_KEY,
  LEAD_SUBMITTED_KEY,
  readStorage,
  sessionStore,
  writeStorage,
} from "@/lib/storage-keys";
import { CheckList } from "@/components/ui/check-list";
import { CloseIcon } from "@/components/ui/icons";

export type ExitIntentModalProps = {
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

function allowed(): boolean {
  return mayShowExitIntent({
    alreadyShown: readStorage(sessionStore, EXIT_INTENT_SHOWN_KEY) === "1",
    leadSubmitted: readStorage(sessionStore, LEAD_SUBMITTED_KEY) === "1",
  });
}

/**
 * The Free Growth Audit offer: at most once per browser session, after the visitor scrolls past
 * a random 35–75% of the page and a random 200–1400 ms more, never after a form was sent.
 */
export function ExitIntentModal({ schedulerUrl, copy }: ExitIntentModalProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const titleId = useId();

  useEffect(() => {
    if (!allowed()) return;
    const plan = planExitIntent();
    let timer: number | undefined;

    const onScroll = () => {
      const depth = scrollDepth(
        window.scrollY,
        window.innerHeight,
        document.documentElement.scrollHeight,
      );
      if (depth < plan.threshold || timer !== undefined) return;
      timer = window.setTimeout(() => {
        window.removeEventListener("scroll", onScroll);
        if (!allowed()) return;
        writeStorage(sessionStore, EXIT_INTENT_SHOWN_KEY, "1");
        setOpen(true);
        track("exit_intent_shown");
      }, plan.delayMs);
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    // A visitor who scrolled before the page finished loading has scrolled all the same.
    if (window.scrollY > 0) onScroll();
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [pathname]);

  const close = () => setOpen(false);

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} placement="centre">
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
          <h2 id={titleId} className="relative mt-2 text-3xl font-bold tracking-tight">
            {copy.title}
          </h2>
          <p className="relative mt-3 text-ink-200">{copy.pitch}</p>
          <button
            type="button"
            onClick={close}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-200 hover:bg-white/10 hover:text-white"
          >
            <span className="sr-only">{copy.close}</span>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="px-6 py-6 sm:px-8">
          <CheckList items={copy.points} />
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <a
              href={schedulerUrl}
              data-scheduler-link=""
              onClick={() => track("exit_intent_cta")}
              className={buttonStyle("primary", "lg", "sm:flex-1")}
            >
              {copy.cta}
            </a>
            <Button variant="secondary" size="lg" onClick={close}>
              {copy.dismiss}
            </Button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
