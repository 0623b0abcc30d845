"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { REVEAL_VISIBILITY_THRESHOLD } from "@/lib/counter";

/**
 * Gives every [data-reveal] element its `in` state at 18% visibility, or at once under reduced
 * motion. One observer for the whole page, renewed on each client-side navigation.
 */
export function RevealObserver() {
  const pathname = usePathname();

  useEffect(() => {
    const targets = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]:not(.in)"));
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      targets.forEach((target) => target.classList.add("in"));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= REVEAL_VISIBILITY_THRESHOLD) {
            entry.target.classList.add("in");
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: REVEAL_VISIBILITY_THRESHOLD },
    );
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
  }, [pathname]);

  return null;
}
