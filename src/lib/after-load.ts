const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short pause after load stands in for idleness. */
const IDLE_FALLBACK_MS = 300;
const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";

/**
 * Calls back once the page has painted its first content, at once where the browser does not
 * report paints. On a fast connection a page can finish loading before its first paint, and work
 * started then would compete with it.
 */
function afterFirstPaint(callback: () => void): void {
  const reported =
    typeof PerformanceObserver === "function" &&
    PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!reported) {
    callback();
    return;
  }
  // Buffered: a paint made before the observer started is reported to it too.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: "paint", buffered: true });
}

function afterIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  } else {
    window.setTimeout(callback, IDLE_FALLBACK_MS);
  }
}

/** Calls back once the page has loaded, painted its first content, and the browser is idle. */
export function afterLoadAndIdle(callback: () => void): void {
  const afterLoad = () => afterFirstPaint(() => afterIdle(callback));
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
