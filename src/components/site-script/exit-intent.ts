export const EXIT_SCROLL_MIN = 0.35;
export const EXIT_SCROLL_MAX = 0.75;
export const EXIT_DELAY_MIN_MS = 200;
export const EXIT_DELAY_MAX_MS = 1400;

export type ExitIntentPlan = {
  /** Fraction of the page's scrollable height the visitor must pass. */
  threshold: number;
  delayMs: number;
};

function between(min: number, max: number, random: () => number): number {
  return min + (max - min) * random();
}

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
  typedIntoForm: boolean;
};

export function mayShowExitIntent(gate: ExitIntentGate): boolean {
  return !gate.alreadyShown && !gate.leadSubmitted && !gate.typedIntoForm;
}
