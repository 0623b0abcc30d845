export const EXIT_SCROLL_MIN = 0.35;
export const EXIT_SCROLL_MAX = 0.75;
export const EXIT_DELAY_MIN_MS = 200;
export const EXIT_DELAY_MAX_MS = 1400;

export type ExitIntentPlan = {
  /** Fraction of the page's scrollable height the visitor must pass. */
  threshold: number;
  /** Wait after the threshold is passed, before the modal opens. */
  delayMs: number;
};

function between(min: number, max: number, random: () => number): number {
  return min + (max - min) * random();
}

/** Draws the random scroll threshold (35–75%) and delay (200–1400 ms) for one page view. */
export function planExitIntent(random: () => number = Math.random): ExitIntentPlan {
  return {
    threshold: between(EXIT_SCROLL_MIN, EXIT_SCROLL_MAX, random),
    delayMs: Math.round(between(EXIT_DELAY_MIN_MS, EXIT_DELAY_MAX_MS, random)),
  };
}

/** How far down the page the visitor has scrolled, 0–1; a page that cannot scroll reports 0. */
export function scrollDepth(scrollY: number, viewportHeight: number, pageHeight: number): number {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

export type ExitIntentGate = {
  alreadyShown: boolean;
  leadSubmitted: boolean;
  /** The visitor has typed into a form on this page: they are busy with it, or have just been. */
  typedIntoForm: boolean;
};

/**
 * The modal may open at most once a session, never for a visitor who already sent a form, and
 * never on a page where they have typed into one.
 */
export function mayShowExitIntent(gate: ExitIntentGate): boolean {
  return !gate.alreadyShown && !gate.leadSubmitted && !gate.typedIntoForm;
}

/** A field of a form the visitor fills in: while it has focus, nothing may open over it. */
export function isFormField(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    element.matches("input:not([type=hidden]), textarea, select") &&
    element.closest("form") !== null
  );
}
