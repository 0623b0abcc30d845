"use client";

import { useEffect, useRef } from "react";
import {
  COUNTER_DURATION_MS,
  COUNTER_VISIBILITY_THRESHOLD,
  counterValueAt,
  formatStat,
  type StatType,
} from "@/lib/counter";

export type StatCounterProps = {
  type: StatType;
  value: number;
  suffix?: string;
};

/**
 * Counts from 0 to the target over 1200 ms once a quarter of it is visible. The final value is
 * in the HTML (for crawlers, screen readers and visitors without JavaScript); only the visual
 * digits animate, and under reduced motion they never do.
 */
export function StatCounter({ type, value, suffix = "" }: StatCounterProps) {
  const digitsRef = useRef<HTMLSpanElement>(null);
  const finalText = formatStat(type, value, value, suffix);

  useEffect(() => {
    const digits = digitsRef.current;
    if (!digits || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let frame = 0;
    const render = (current: number) => {
      digits.textContent = formatStat(type, current, value, suffix);
    };
    render(0);
    digits.dataset.state = "waiting";

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD)) {
          return;
        }
        observer.disconnect();
        digits.dataset.state = "counting";
        const start = performance.now();
        const step = (now: number) => {
          const elapsed = now - start;
          render(counterValueAt(elapsed, value));
          if (elapsed < COUNTER_DURATION_MS) {
            frame = requestAnimationFrame(step);
          } else {
            digits.dataset.state = "done";
          }
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(digits);

    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      render(value);
    };
  }, [type, value, suffix]);

  return (
    <span className="tabular-nums">
      <span ref={digitsRef} aria-hidden="true" data-counter="" data-final={finalText}>
        {finalText}
      </span>
      <span className="sr-only">{finalText}</span>
    </span>
  );
}
