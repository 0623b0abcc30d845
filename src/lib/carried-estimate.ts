import {
  CARRIED_ESTIMATE_KEY,
  readStorage,
  removeStorage,
  sessionStore,
  writeStorage,
} from "./storage-keys";

/** Dispatched on the window when the calculator sends its estimate to a form on the same page. */
const CARRIED_EVENT = "calculator:estimate";

/**
 * Hands the calculator's estimate to the page's lead form (the landing notes, the contact
 * message, the home form's request): kept for the visit, so a form on another page finds it too.
 */
export function carryEstimate(note: string): void {
  writeStorage(sessionStore, CARRIED_ESTIMATE_KEY, note);
  window.dispatchEvent(new CustomEvent<string>(CARRIED_EVENT, { detail: note }));
}

/** Calls `receive` with an estimate already carried, and with each one carried later. */
export function receiveEstimates(receive: (note: string) => void): () => void {
  const carried = readStorage(sessionStore, CARRIED_ESTIMATE_KEY);
  if (carried) receive(carried);
  const onCarried = (event: Event) => receive((event as CustomEvent<string>).detail);
  window.addEventListener(CARRIED_EVENT, onCarried);
  return () => window.removeEventListener(CARRIED_EVENT, onCarried);
}

/** Once a form has sent the estimate with a lead, it goes with no other. */
export function estimateSent(): void {
  removeStorage(sessionStore, CARRIED_ESTIMATE_KEY);
}

/**
 * A text field's value with the estimate added below what the visitor wrote, once, and only
 * while it fits the field.
 */
export function withEstimate(value: string, note: string, maxLength: number): string {
  if (value.includes(note)) return value;
  const combined = value.trim() ? `${value.trim()}\n\n${note}` : note;
  return combined.length <= maxLength ? combined : value;
}
