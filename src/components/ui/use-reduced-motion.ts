import { useSyncExternalStore } from "react";
import { REDUCED_MOTION_QUERY as QUERY } from "@/components/browser/motion";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * For islands: whether the visitor asks for reduced motion, kept up to date if they change the
 * setting. The server's HTML assumes motion is welcome; the browser corrects it as it hydrates.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
