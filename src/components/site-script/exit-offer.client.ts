import { track } from "@/lib/analytics";
import { hasTypedIntoForm, isFormField } from "./form-typing.client";
import { mayShowExitIntent, planExitIntent, scrollDepth } from "./exit-intent";
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
    typedIntoForm: hasTypedIntoForm(),
  });
}

/**
 * The Free Growth Audit offer: at most once per browser session, after the visitor scrolls past
 * a random 35–75% of the page and a random 200–1400 ms more, never after a form was sent. It
 * never interrupts a form: not while a field has focus (it waits until the field is left), and
 * not at all on a page where the visitor has typed into one. The offer itself is server-rendered
 * in a <dialog>; this only decides when it opens, from once the page is idle (the dialog's
 * data-exit-offer then reads "planned", or "off" where it may not open).
 */
export function planExitOffer(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-exit-offer]");
  if (!dialog) return;
  if (!allowed()) {
    dialog.dataset.exitOffer = "off";
    return;
  }
  const plan = planExitIntent();
  let timer: number | undefined;

  const open = () => {
    if (!allowed()) return;
    if (isFormField(document.activeElement)) {
      document.addEventListener("focusout", () => (timer = window.setTimeout(open, plan.delayMs)), {
        once: true,
      });
      return;
    }
    writeStorage(sessionStore, EXIT_INTENT_SHOWN_KEY, "1");
    dialog.showModal();
    track("exit_intent_shown");
  };
  const onScroll = () => {
    const depth = scrollDepth(
      window.scrollY,
      window.innerHeight,
      document.documentElement.scrollHeight,
    );
    if (depth < plan.threshold || timer !== undefined) return;
    window.removeEventListener("scroll", onScroll);
    timer = window.setTimeout(open, plan.delayMs);
  };

  window.addEventListener("scroll", onScroll, { passive: true });
  dialog.dataset.exitOffer = "planned";
  // A visitor who scrolled before the page finished loading has scrolled all the same.
  if (window.scrollY > 0) onScroll();
}
