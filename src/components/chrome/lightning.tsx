"use client";

import { useEffect, useRef } from "react";

export type LightningProps = { className?: string };

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari), a short pause after load stands in for idleness. */
const IDLE_FALLBACK_MS = 300;

/**
 * Calls `callback` once the page has loaded (the `load` event, or at once if it has fired) and
 * the browser is then idle. Returns a function that cancels the wait.
 */
function afterLoadAndIdle(callback: () => void): () => void {
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

/**
 * Decorative "electric accent": an occasional quiet bolt on the dark bands.
 * Absolutely positioned inside a `relative overflow-hidden` parent, so it never affects layout.
 * The drawing code stays out of the page's scripts: it is imported once the page has loaded and
 * the browser is idle, as one chunk that every band on the page shares. The root's data-started
 * is "false" while waiting for that and "true" once the accent runs.
 */
export function Lightning({ className }: LightningProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const boltRef = useRef<HTMLCanvasElement>(null);
  const flashRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const bolt = boltRef.current;
    const flash = flashRef.current;
    if (!root || !bolt || !flash) return;
    let unmounted = false;
    let stop: (() => void) | null = null;

    root.dataset.started = "false";
    const cancelWait = afterLoadAndIdle(() => {
      import("./lightning-canvas")
        .then(({ startLightning }) => {
          if (unmounted) return;
          stop = startLightning({ root, bolt, flash });
          root.dataset.started = "true";
        })
        // A chunk that fails to load (offline, a deploy in between) only costs the decoration.
        .catch(() => {});
    });

    return () => {
      unmounted = true;
      cancelWait();
      stop?.();
      delete root.dataset.started;
    };
  }, []);

  return (
    <div
      ref={rootRef}
      aria-hidden="true"
      data-lightning=""
      data-phase="idle"
      data-fps="60"
      data-running="false"
      className={`pointer-events-none absolute inset-0${className ? ` ${className}` : ""}`}
    >
      <canvas
        ref={flashRef}
        width={0}
        height={0}
        className="absolute inset-0 h-full w-full opacity-0"
      />
      <canvas
        ref={boltRef}
        width={0}
        height={0}
        className="absolute top-0 left-0 h-0 w-0 opacity-0"
      />
    </div>
  );
}
