"use client";

import { useEffect } from "react";
import { track, type AnalyticsEvent } from "@/lib/analytics";

/**
 * One delegated listener sends analytics events for elements marked with `data-track` and
 * `data-track-label`, so buttons and links can stay server-rendered.
 */
export function ClickTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest("[data-track]") : null;
      if (!(target instanceof HTMLElement)) return;
      const name = target.dataset.track as AnalyticsEvent;
      track(name, { label: target.dataset.trackLabel ?? target.textContent?.trim() ?? "" });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
