import { track } from "@/lib/analytics";
import {
  isFormField,
  mayShowExitIntent,
  planExitIntent,
  scrollDepth,
} from "@/components/chrome/exit-intent";
import {
  EXIT_INTENT_SHOWN_KEY,
  LEAD_SUBMITTED_KEY,
  readStorage,
  sessionStore,
  writeStorage,
} from "@/lib/storage-keys";

let typedIntoForm = false;

function allowed(): boolean {
  return mayShowExitIntent({
    alreadyShown: readStorage(sessionStore, EXIT_INTENT_SHOWN_KEY) === "1",
    leadSubmitted: readStorage(sessionStore, LEAD_SUBMITTED_KEY) === "1",
    typedIntoForm,
  });
}

/**
 * The Free Growth Audit offer: at most once per browser session, after the visitor scrolls past
 * a random 35–75% of the page and a random 200–1400 ms more, never after a form was sent. It
 * never interrupts a form: not while a field has focus (it waits until the field is left), and
 * not at all on a page where the visitor has typed into one. The offer itself is server-rendered
 * in a <dialog>; this only decides when it opens.
 */
export function planExitOffer(): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-exit-offer]");
  if (!dialog || !allowed()) return;
  const plan = planExitIntent();
  let timer: number | undefined;

  const onInput = (event: Event) => {
    if (event.target instanceof Element && isFormField(event.target)) typedIntoForm = true;
  };
  const open = () => {
    if (!allowed()) return;
    if (isFormField(document.activeElement)) {
      document.addEventListener("focusout", () => (timer = window.setTimeout(open, plan.delayMs)), {
        once: true,
      });
      return;
    }
    document.removeEventListener("input", onInput, true);
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

  document.addEventListener("input", onInput, true);
  window.addEventListener("scroll", onScroll, { passive: true });
  // A visitor who scrolled before the page finished loading has scrolled all the same.
  if (window.scrollY > 0) onScroll();
}
