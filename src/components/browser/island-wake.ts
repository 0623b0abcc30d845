/**
 * For islands whose controls do nothing until they wake: their script arrives before the visitor
 * does (a tap that comes first waits, components/site-script/early-taps.client.ts).
 */
export const WAKE_A_SCREEN_AWAY = { rootMargin: "100% 0px" } as const;
