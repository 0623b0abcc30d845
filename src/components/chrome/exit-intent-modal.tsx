"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
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

export type ExitIntentModalProps = {
  /** Id of the offer's title, inside `children`. */
  titleId: string;
  /** The offer, rendered on the server (ExitIntentOffer). */
  children: ReactNode;
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
export function ExitIntentModal({ titleId, children }: ExitIntentModalProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

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

  return (
    <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} placement="centre">
      {children}
    </Dialog>
  );
}
