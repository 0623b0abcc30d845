import type { CalculatorInputs } from "@/lib/missed-calls";
import {
  CARRIED_ESTIMATE_KEY,
  readStorage,
  removeStorage,
  sessionStore,
  writeStorage,
} from "@/lib/storage-keys";

/** Dispatched on the window when the calculator sends its estimate to a form on the same page. */
const CARRIED_EVENT = "calculator:estimate";

/**
 * The calculator's estimate on its way to a lead form: one line for the text the visitor sends,
 * and the numbers it was worked out from, from which the server works out the table the
 * visitor's email shows (it takes no words of the browser's for it).
 */
export type CarriedEstimate = { note: string; inputs: CalculatorInputs };

/**
 * Hands the calculator's estimate to the page's lead form (the landing notes, the contact
 * message, the home form's request): kept for the visit, so a form on another page finds it too.
 */
export function carryEstimate(estimate: CarriedEstimate): void {
  writeStorage(sessionStore, CARRIED_ESTIMATE_KEY, JSON.stringify(estimate));
  window.dispatchEvent(new CustomEvent<CarriedEstimate>(CARRIED_EVENT, { detail: estimate }));
}

/** The estimate kept for the visit, if one was, in this form. */
function storedEstimate(): CarriedEstimate | null {
  try {
    const stored: unknown = JSON.parse(readStorage(sessionStore, CARRIED_ESTIMATE_KEY) ?? "null");
    const { note, inputs } = (stored ?? {}) as Partial<CarriedEstimate>;
    return typeof note === "string" && typeof inputs === "object" && inputs !== null
      ? { note, inputs }
      : null;
  } catch {
    return null;
  }
}

/** Calls `receive` with an estimate already carried, and with each one carried later. */
export function receiveEstimates(receive: (estimate: CarriedEstimate) => void): () => void {
  const carried = storedEstimate();
  if (carried) receive(carried);
  const onCarried = (event: Event) => receive((event as CustomEvent<CarriedEstimate>).detail);
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
