import type { CalculatorInputs } from "@/lib/missed-calls";
import {
  CARRIED_ESTIMATE_KEY,
  readStorage,
  removeStorage,
  sessionStore,
  writeStorage,
} from "@/lib/storage-keys";

const CARRIED_EVENT = "calculator:estimate";

/**
 * The server works the email's table out again from `inputs`: it takes no words of the browser's
 * for it.
 */
export type CarriedEstimate = { note: string; inputs: CalculatorInputs };

/** Kept for the visit, so a form on another page finds it too. */
export function carryEstimate(estimate: CarriedEstimate): void {
  writeStorage(sessionStore, CARRIED_ESTIMATE_KEY, JSON.stringify(estimate));
  window.dispatchEvent(new CustomEvent<CarriedEstimate>(CARRIED_EVENT, { detail: estimate }));
}

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

/** Below what the visitor wrote, once, and only while it fits the field. */
export function withEstimate(value: string, note: string, maxLength: number): string {
  if (value.includes(note)) return value;
  const combined = value.trim() ? `${value.trim()}\n\n${note}` : note;
  return combined.length <= maxLength ? combined : value;
}
