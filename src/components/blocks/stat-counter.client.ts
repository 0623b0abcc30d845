import {
  COUNTER_DURATION_MS,
  COUNTER_VISIBILITY_THRESHOLD,
  counterValueAt,
  formatStat,
  type StatType,
} from "@/lib/counter";
import { prefersReducedMotion } from "@/components/browser/motion";

function count(digits: HTMLElement): void {
  const type = digits.dataset.type as StatType;
  const value = Number(digits.dataset.value);
  const suffix = digits.dataset.suffix ?? "";
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
        if (elapsed < COUNTER_DURATION_MS) requestAnimationFrame(step);
        else digits.dataset.state = "done";
      };
      requestAnimationFrame(step);
    },
    { threshold: COUNTER_VISIBILITY_THRESHOLD },
  );
  observer.observe(digits);
}

/**
 * Animates the stat counters (StatCounter). The final values are in the HTML, for crawlers,
 * screen readers and visitors without JavaScript; only the visual digits count up, and under
 * reduced motion they never do.
 */
export function startCounters(): void {
  if (prefersReducedMotion()) return;
  document.querySelectorAll<HTMLElement>("[data-counter]").forEach(count);
}
