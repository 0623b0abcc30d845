"use client";

import { clsx } from "clsx";
import { useEffect, useState, type FocusEvent, type ReactNode } from "react";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";

/** SPEC.md: the home quotes change every 4 seconds. */
const QUOTE_ROTATION_MS = 4000;

export type QuoteSlide = {
  key: string;
  /** Names the slide's button: who is quoted. */
  label: string;
  content: ReactNode;
};

export type QuoteRotatorProps = {
  slides: readonly QuoteSlide[];
  labels: { region: string; pause: string; play: string; choose: string };
};

/**
 * Quotes that take turns every 4 seconds. Rotation stops while the pointer is over them or focus
 * is inside, and whenever the visitor pauses it; under reduced motion it starts paused. Screen
 * readers hear a new quote only when they chose it (the live region is polite only while the
 * rotation is stopped). Without JavaScript the first quote shows and the controls are hidden;
 * every quote is in the HTML all the same.
 */
export function QuoteRotator({ slides, labels }: QuoteRotatorProps) {
  const [active, setActive] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  /** The visitor's own choice, once they make one; until then reduced motion means paused. */
  const [choice, setChoice] = useState<"paused" | "playing" | null>(null);
  const paused = choice ? choice === "paused" : reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setActive((current) => (current + 1) % slides.length),
      QUOTE_ROTATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, active, slides.length]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  // Asking for rotation overrides the pause that focus on the button itself would cause.
  const toggle = () => {
    setFocused(false);
    setChoice(paused ? "playing" : "paused");
  };

  const label = paused ? labels.play : labels.pause;
  return (
    <div
      role="region"
      aria-label={labels.region}
      data-quote-rotator={rotating ? "rotating" : "stopped"}
      data-active={active}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="grid" aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            data-quote-slide=""
            className={clsx(
              "[grid-area:1/1]",
              index === active ? "motion-safe:animate-rise" : "invisible",
            )}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="mt-8 flex items-center gap-4 [html:not([data-js])_&]:hidden">
        <button
          type="button"
          onClick={toggle}
          aria-label={label}
          title={label}
          data-quote-control={paused ? "paused" : "playing"}
          className="grid size-11 shrink-0 place-items-center rounded-full border border-ink-200 bg-white text-ink-900 shadow-card transition-colors hover:border-ink-300 hover:bg-ink-50"
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <div role="group" aria-label={labels.choose} className="flex items-center">
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              aria-label={slide.label}
              aria-current={index === active ? "true" : undefined}
              onClick={() => setActive(index)}
              className="grid size-8 place-items-center rounded-full"
            >
              <span
                className={clsx(
                  "block h-2 rounded-full",
                  index === active ? "w-6 bg-bolt-600" : "w-2 bg-ink-300",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
