"use client";

import { useEffect, useRef } from "react";
import { afterLoadAndIdle } from "@/lib/after-load";

export type LightningProps = { className?: string };

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
