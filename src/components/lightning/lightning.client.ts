import { canPaintOffThread, startLightning, type LightningElements } from "./lightning-player";

/**
 * How long the accent waits once the page has loaded and gone idle (when idle-behaviours.client.ts
 * starts) before it starts its painter: it is decoration, and the page's first moments belong to
 * what the visitor came for.
 */
const START_DELAY_MS = 1000;

/** Starts every band's accent; a root's data-started is "false" (in its HTML) until it runs. */
export function startLightningAccents(): void {
  const roots = [...document.querySelectorAll<HTMLElement>("[data-lightning]")];
  if (!roots.length || !canPaintOffThread()) return;
  window.setTimeout(() => {
    const bands: LightningElements[] = [];
    for (const root of roots) {
      const [flash, bolt] = root.querySelectorAll("canvas");
      if (flash && bolt) bands.push({ root, bolt, flash });
    }
    startLightning(bands);
    for (const { root } of bands) root.dataset.started = "true";
  }, START_DELAY_MS);
}
