import { UTM_PARAMS } from "@/lib/campaign";
import { ATTRIBUTION_KEY } from "@/lib/storage-keys";

/** Self-contained: it is written into the page as its own source text, and runs before the rest. */
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

export function bookCallScript(schedulerUrl: string): string {
  const call = `(${redirectWithAttribution.toString()})(${JSON.stringify(schedulerUrl)},${JSON.stringify(ATTRIBUTION_KEY)},${JSON.stringify(UTM_PARAMS)})`;
  return call.replace(/</g, "\\u003c");
}
