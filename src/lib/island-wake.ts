/**
 * When an island a visitor can tap or type into wakes (Astro's `client:visible`): a screen before
 * it scrolls into view, so its script has arrived by the time the visitor reaches it. What still
 * comes first is not lost: a form posts itself, and a tap on a control waits for it
 * (components/chrome/early-taps.client.ts).
 */
export const WAKE_A_SCREEN_AWAY = { rootMargin: "100% 0px" } as const;
