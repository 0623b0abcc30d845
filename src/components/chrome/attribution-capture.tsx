"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { captureAttribution, readAttribution, withSchedulerAttribution } from "@/lib/attribution";

const SCHEDULER_LINKS = "a[data-scheduler-link]";

function attribute(link: HTMLAnchorElement) {
  link.href = withSchedulerAttribution(link.href, readAttribution());
}

/**
 * Records where the visit came from on arrival, and adds its utm parameters to scheduler links
 * (those on the page now, and any followed later), so bookings are attributed too.
 */
export function AttributionCapture() {
  const pathname = usePathname();

  useEffect(() => {
    captureAttribution(window.location.href, document.referrer, window.navigator.userAgent);
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(SCHEDULER_LINKS) : null;
      if (link instanceof HTMLAnchorElement) attribute(link);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);

  useEffect(() => {
    document.querySelectorAll<HTMLAnchorElement>(SCHEDULER_LINKS).forEach(attribute);
  }, [pathname]);

  return null;
}
