const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short pause after load stands in for idleness. */
const IDLE_FALLBACK_MS = 300;

function afterIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(callback, IDLE_FALLBACK_MS);
  }
}

/**
 * Calls back once the page has loaded and the browser is idle. Its callers run after the first
 * paint already (src/components/site-script/start-after-first-paint.client.ts), so this never
 * competes with it.
 */
export function afterLoadAndIdle(callback: () => void): void {
  const afterLoad = () => afterIdle(callback);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
