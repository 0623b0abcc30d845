import { afterLoadAndIdle } from "@/lib/after-load";

/**
 * How long the accent waits once the page has loaded and gone idle before it fetches its drawing
 * code: it is decoration, and the page's first moments belong to what the visitor came for.
 */
const START_DELAY_MS = 1000;

/**
 * The drawing code is one chunk of its own, shared by every band and fetched only then, so it
 * never weighs on the first paint. A root's data-started is "false" until the accent runs.
 */
export function startLightningAccents(): void {
  const roots = [...document.querySelectorAll<HTMLElement>("[data-lightning]")];
  if (!roots.length) return;
  for (const root of roots) root.dataset.started = "false";
  afterLoadAndIdle(() => window.setTimeout(start, START_DELAY_MS));

  function start() {
    import("./lightning-canvas")
      .then(({ startLightning }) => {
        for (const root of roots) {
          const [flash, bolt] = root.querySelectorAll("canvas");
          if (!flash || !bolt) continue;
          startLightning({ root, bolt, flash });
          root.dataset.started = "true";
        }
      })
      // A chunk that fails to load (offline, a deploy in between) only costs the decoration.
      .catch(() => {});
  }
}
