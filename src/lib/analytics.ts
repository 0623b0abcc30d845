export type AnalyticsEvent =
  | "funnel_step_click"
  | "site_search"
  | "cta_click_primary"
  | "cta_click_view_solution"
  | "exit_intent_shown"
  | "exit_intent_cta"
  | "calculator_estimate"
  | "generate_lead"
  | "demo_booked";

type Gtag = (command: "event", name: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** Sends nothing until the analytics script has loaded, which it does after consent. */
export function track(name: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  window.gtag("event", name, params);
}
