export const EXIT_INTENT_SHOWN_KEY = "exit_intent_shown";
/** Set in session storage when any lead form is submitted, so the exit modal stays away. */
export const LEAD_SUBMITTED_KEY = "lead_submitted";
export const ANALYTICS_CONSENT_KEY = "analytics_consent";
/** Local storage: what the home or contact form was given, to fill in the next form. */
export const LEAD_PREFILL_KEY = "lead_prefill";
/** Session storage: the calculator's estimate, on its way to the next lead form the visitor sends. */
export const CARRIED_ESTIMATE_KEY = "carried_estimate";
/** Session storage: where the visit came from, first-party, for the length of the visit. */
export const ATTRIBUTION_KEY = "attribution";

export const sessionStore = () => window.sessionStorage;
export const localStore = () => window.localStorage;

/** Storage can throw (privacy modes, disabled storage); the site must keep working without it. */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Without storage the visitor may see a once-per-session element again; nothing is lost.
  }
}

export function removeStorage(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Without storage nothing was kept.
  }
}
