import { track } from "@/lib/analytics";
import { mayShowExitIntent, planExitIntent, scrollDepth } from "@/lib/exit-intent";
import {
  EXIT_INTENT_SHOWN_KEY,
  LEAD_SUBMITTED_KEY,
  readStorage,
  sessionStore,
  writeStorage,
} from "@/lib/storage-keys";

function allowed(): boolean {
  return mayShowExitIntent({
    alreadyShown: readStorage(sessionStore, EXIT_INTENT_SHOWN_KEY) === "1",
    leadSubmitted: readStorage(sessionStore, LEAD_SUBMITTED_KEY) === "1",
  });
}

/**
 * The Free Growth Audit offer: at most once per browser session, after the visitor scrolls past
 * a random 35–75% of the page and a random 200–1400 ms more, never after a form was sent. The
 * offer itself is server-rendered in a <dialog>; this only decides when it opens.
 */
export function planExitOffer(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-exit-offer]");
  if (!dialog || !allowed()) return;
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
      dialog.showModal();
      track("exit_intent_shown");
    }, plan.delayMs);
  };

  window.addEventListener("scroll", onScroll, { passive: true });
  // A visitor who scrolled before the page finished loading has scrolled all the same.
  if (window.scrollY > 0) onScroll();
}
