import { clsx } from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";

const QUOTE_ROTATION_MS = 4000;

export type QuoteRotatorProps = {
  slideLabels: readonly string[];
  labels: { pause: string; play: string; choose: string };
};

function showSlide(region: HTMLElement, active: number) {
  region.querySelectorAll("[data-quote-slide]").forEach((slide, index) => {
    slide.classList.toggle("invisible", index !== active);
    slide.classList.toggle("motion-safe:animate-rise", index === active);
  });
}

/**
 * The controls of the quotes QuotesSection draws. Rotation stops while the pointer is over them or
 * focus is inside, and whenever the visitor pauses it; under reduced motion it starts paused.
 * Screen readers hear a new quote only when they chose it (the live region is polite only while
 * the rotation is stopped). Without JavaScript the first quote shows and the controls are hidden.
 */
export function QuoteRotator({ slideLabels, labels }: QuoteRotatorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const regionRef = useRef<HTMLElement | null>(null);
  const [active, setActive] = useState(0);
  /** The visitor's own choice, once they make one; until then reduced motion means paused. */
  const [choice, setChoice] = useState<"paused" | "playing" | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const paused = choice ? choice === "paused" : reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !paused && !hovered && !focused;
  const count = slideLabels.length;

  useEffect(() => {
    const found = rootRef.current?.closest<HTMLElement>("[data-quote-rotator]") ?? null;
    regionRef.current = found;
    if (!found) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!found.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    found.addEventListener("mouseenter", enter);
    found.addEventListener("mouseleave", leave);
    found.addEventListener("focusin", focusIn);
    found.addEventListener("focusout", focusOut);
    return () => {
      found.removeEventListener("mouseenter", enter);
      found.removeEventListener("mouseleave", leave);
      found.removeEventListener("focusin", focusIn);
      found.removeEventListener("focusout", focusOut);
    };
  }, []);

  // The server-drawn region shows the state: declared after the effect that finds it, so it runs
  // after that one on the first commit too.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    region.dataset.quoteRotator = rotating ? "rotating" : "stopped";
    region.dataset.active = String(active);
    // Taps that came before now reach the controls (components/site-script/early-taps.client.ts).
    region.dataset.island = "ready";
    region.querySelector("[aria-live]")?.setAttribute("aria-live", rotating ? "off" : "polite");
    showSlide(region, active);
  }, [rotating, active]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setActive((current) => (current + 1) % count),
      QUOTE_ROTATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, active, count]);

  // Asking for rotation overrides the pause that focus on the button itself would cause.
  const toggle = useCallback(() => {
    setFocused(false);
    setChoice(paused ? "playing" : "paused");
  }, [paused]);

  const label = paused ? labels.play : labels.pause;
  return (
    <div ref={rootRef} className="mt-8 flex items-center gap-4 [html:not([data-js])_&]:hidden">
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
        {slideLabels.map((slideLabel, index) => (
          <button
            key={slideLabel}
            type="button"
            aria-label={slideLabel}
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
  );
}
