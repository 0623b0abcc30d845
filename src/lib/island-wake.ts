/**
 * When an island whose controls do nothing until it wakes (a carousel's buttons, the quotes'
 * pause, the calculator's fields, read-only until then) wakes with Astro's `client:visible`: a
 * screen before it scrolls into view, so its script has arrived by the time the visitor reaches
 * it. A tap that still comes first waits for it (components/chrome/early-taps.client.ts). Lead
 * forms need no head start: one sent before its script wakes posts itself.
 */
export const WAKE_A_SCREEN_AWAY = { rootMargin: "100% 0px" } as const;
