import { UTM_PARAMS } from "./campaign";
import { ATTRIBUTION_KEY } from "./storage-keys";

/**
 * Runs inline, before anything else loads: adds the visit's utm parameters (captured on arrival
 * by the site's page effects) to the scheduler URL and goes there. Self-contained on purpose: it
 * is written into the page as its own source text.
 */
function redirectWithAttribution(base: string, storageKey: string, utmParams: string[]) {
  const url = new URL(base);
  try {
    const visit = JSON.parse(sessionStorage.getItem(storageKey) ?? "{}") as Record<string, unknown>;
    for (const key of utmParams) {
      const value = visit[key];
      if (typeof value === "string" && value && !url.searchParams.has(key))
        url.searchParams.set(key, value);
    }
  } catch {
    // No storage or no attribution: go on without it.
  }
  window.location.replace(url.toString());
}

/** The /book-call page's inline script: straight to the scheduler, with the visit's utm tags. */
export function bookCallScript(schedulerUrl: string): string {
  const call = `(${redirectWithAttribution.toString()})(${JSON.stringify(schedulerUrl)},${JSON.stringify(ATTRIBUTION_KEY)},${JSON.stringify(UTM_PARAMS)})`;
  return call.replace(/</g, "\\u003c");
}
