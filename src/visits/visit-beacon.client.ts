import type { Attribution } from "@/leads/fields";
import { trafficSource } from "@/lib/traffic-source";

/**
 * Counts this page view, once the page has loaded and gone idle (idle-behaviours.client.ts): its
 * path, the visit's source, medium and campaign, and whether it is the visit's first page. Nothing that identifies anyone; not
 * sent where the browser asks for no tracking (Global Privacy Control). The endpoint is the lead
 * API's, on the page's `data-visits` (src/layouts/document.astro).
 */
export function countVisit(attribution: Attribution, entry: boolean): void {
  const endpoint = document.body.dataset.visits;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (!endpoint || nav.globalPrivacyControl || !nav.sendBeacon) return;
  const visit = {
    path: location.pathname,
    entry,
    ...trafficSource(attribution, location.hostname),
  };
  nav.sendBeacon(endpoint, JSON.stringify(visit));
}
