import type { ClientDirective } from "astro";
import { afterFirstPaint } from "./first-paint";

/**
 * `client:painted`: hydrates an island once the page has painted its first content and the
 * island is in view or near it. Astro's `client:visible` alone wakes an island that is in view at
 * once before that paint (the browser reports what is in view as it lays the page out, a moment
 * before the paint reaches the screen), and its scripts then compete with the paint. Takes
 * `client:visible`'s option: `{ rootMargin }`. Added to Astro by integrations/client-painted.ts.
 */
const painted: ClientDirective = (load, options, island) => {
  const rootMargin =
    typeof options.value === "object" && options.value !== null
      ? (options.value as { rootMargin?: string }).rootMargin
      : undefined;
  afterFirstPaint(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((hydrate) => hydrate());
      },
      { rootMargin },
    );
    // The island takes no box of its own (display: contents); its children do.
    for (const child of island.children) observer.observe(child);
  });
};

export default painted;
