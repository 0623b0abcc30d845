const DRAWN_WHEN_NEAR = "[data-drawn-when-near]";
/** Input that means the visitor scrolls on their own, so their scroll is left alone. */
const OWN_SCROLL_EVENTS = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

function fragmentTarget(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return document.getElementById(id); // not valid percent-encoding: the id as written
  }
}

function sameDocumentTarget(link: HTMLAnchorElement): HTMLElement | null {
  if (link.origin !== location.origin || link.pathname !== location.pathname) return null;
  return fragmentTarget(link.hash);
}

function distanceFromLanding(target: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

/**
 * Corrections after a scroll ends: each one can lay out more lists on the way and move the target
 * again, by less each time.
 */
const MAX_CORRECTIONS = 3;

function landOn(target: HTMLElement): void {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  for (const type of OWN_SCROLL_EVENTS) {
    addEventListener(type, stop, { signal, passive: true, capture: true });
  }
  let corrections = 0;
  addEventListener(
    "scrollend",
    () => {
      if (Math.abs(distanceFromLanding(target)) <= 1 || corrections === MAX_CORRECTIONS) {
        stop();
        return;
      }
      corrections += 1;
      target.scrollIntoView({ behavior: "instant" });
    },
    { signal },
  );
}

/**
 * A page with sections laid out only as they near the viewport ([data-drawn-when-near]) sizes them
 * by an estimate until then. A hash link's smooth scroll aims by those estimates, and the sections
 * it passes on the way take their real height, so it can stop short of its target or beyond it; this
 * finishes the scroll on the target, for a visit that arrives with a hash too. The visitor
 * scrolling, tapping or pressing a key in the meantime cancels it.
 */
export function keepHashLinksOnTarget(): void {
  if (!document.querySelector(DRAWN_WHEN_NEAR) || !("onscrollend" in window)) return;
  const arrival = fragmentTarget(location.hash);
  if (arrival) landOn(arrival);
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const link = event.target.closest("a[href*='#']");
    const target = link instanceof HTMLAnchorElement ? sameDocumentTarget(link) : null;
    if (target) landOn(target);
  });
}
