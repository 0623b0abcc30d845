const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";

/**
 * Calls back once the page has painted its first content, at once where the browser does not
 * report paints. Work started before then competes with that paint for the network and the main
 * thread; on a fast connection a page can even finish loading before it paints.
 */
export function afterFirstPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
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
