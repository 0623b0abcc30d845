export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** docs/product.md, "How things behave". */
export const REVEAL_VISIBILITY_THRESHOLD = 0.18;
