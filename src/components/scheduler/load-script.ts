const loads = new Map<string, Promise<void>>();

/**
 * Rejects on a network error or after `timeoutMs` (a blocked or stalled host); a failed script is
 * not requested again on this page.
 */
export function loadScriptOnce(src: string, timeoutMs: number): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      const timer = window.setTimeout(() => reject(new Error(`${src} timed out`)), timeoutMs);
      script.async = true;
      script.src = src;
      script.onload = () => {
        window.clearTimeout(timer);
        resolve();
      };
      script.onerror = () => {
        window.clearTimeout(timer);
        reject(new Error(`${src} failed to load`));
      };
      document.head.append(script);
    });
    loads.set(src, load);
  }
  return load;
}
