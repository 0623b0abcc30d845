/** Captured on arrival (src/leads/attribution.ts), stored with leads, passed on to the scheduler. */
export const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
] as const;
