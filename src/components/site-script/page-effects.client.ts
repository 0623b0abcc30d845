import { track, type AnalyticsEvent } from "@/lib/analytics";
import { captureAttribution, readAttribution, withSchedulerAttribution } from "@/leads/attribution";
import { prefersReducedMotion, REVEAL_VISIBILITY_THRESHOLD } from "@/components/browser/motion";
import { ATTRIBUTION_KEY, readStorage, sessionStore } from "@/lib/storage-keys";
import type { Attribution } from "@/leads/fields";

const SCHEDULER_LINKS = "a[data-scheduler-link]";

function attribute(link: HTMLAnchorElement, attribution = readAttribution()) {
  link.href = withSchedulerAttribution(link.href, attribution);
}

function onDocumentClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const tracked = event.target.closest("[data-track]");
  if (tracked instanceof HTMLElement) {
    track(tracked.dataset.track as AnalyticsEvent, {
      label: tracked.dataset.trackLabel ?? tracked.textContent?.trim() ?? "",
    });
  }
  const schedulerLink = event.target.closest(SCHEDULER_LINKS);
  if (schedulerLink instanceof HTMLAnchorElement) attribute(schedulerLink);
}

/** Gives every [data-reveal] element its `in` state at 18% visibility, or at once under reduced motion. */
function observeReveals(): void {
  const targets = document.querySelectorAll<HTMLElement>("[data-reveal]:not(.in)");
  if (prefersReducedMotion()) {
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
}

export function startPageEffects(): void {
  document.addEventListener("click", onDocumentClick, { capture: true });
  observeReveals();
}

/** Where the visit came from, and whether this page is its first. */
export type Arrival = { attribution: Attribution; entry: boolean };

/**
 * Records where the visit came from (its first touch: the first campaign it arrived from)
 * and adds its utm parameters to every scheduler link, so bookings are attributed too, also when
 * a link is opened in a new tab.
 */
export function recordArrival(): Arrival {
  const entry = readStorage(sessionStore, ATTRIBUTION_KEY) === null;
  const attribution = captureAttribution(
    window.location.href,
    document.referrer,
    window.navigator.userAgent,
  );
  for (const link of document.querySelectorAll<HTMLAnchorElement>(SCHEDULER_LINKS)) {
    attribute(link, attribution);
  }
  return { attribution, entry };
}
