const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short pause after load stands in for idleness. */
const IDLE_FALLBACK_MS = 300;

export function afterLoadAndIdle(callback: () => void): () => void {
  let idleId: number | null = null;
  let timeoutId: number | null = null;

  const waitForIdle = () => {
    if (typeof window.requestIdleCallback === "function") {
      idleId = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timeoutId = window.setTimeout(callback, IDLE_FALLBACK_MS);
    }
  };

  if (document.readyState === "complete") waitForIdle();
  else window.addEventListener("load", waitForIdle, { once: true });

  return () => {
    window.removeEventListener("load", waitForIdle);
    if (idleId !== null) window.cancelIdleCallback(idleId);
    if (timeoutId !== null) window.clearTimeout(timeoutId);
  };
}
