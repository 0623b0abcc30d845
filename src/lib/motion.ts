export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asks for reduced motion right now. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** docs/product.md: reveal-on-scroll elements gain their `in` state at 18% visibility. */
export const REVEAL_VISIBILITY_THRESHOLD = 0.18;
