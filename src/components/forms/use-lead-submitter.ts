import { useRef, useState } from "react";
import { HONEYPOT_FIELD } from "@/lib/lead-fields";
import type { ContactLeadInput, LandingLeadInput } from "@/lib/lead-schemas";
import { submitLead, type LeadEndpointPath, type SubmitLeadResult } from "@/lib/submit-lead";

export type LeadSubmitterOptions = { apiBaseUrl: string; endpoint: LeadEndpointPath };

export type SubmitOptions = {
  /** The submitted form, whose honeypot field is read. */
  form: HTMLFormElement;
  /** Hand the request to the browser and return at once (the page is about to leave). */
  keepalive?: boolean;
};

/**
 * What every lead form needs: one idempotency key per submission (so a double click, however
 * timed, or a retry stores one lead; edited fields are a new submission, which the API would
 * refuse under the old key) and the moment the form appeared.
 */
export function useLeadSubmitter({ apiBaseUrl, endpoint }: LeadSubmitterOptions) {
  const last = useRef<{ key: string; payload: string } | null>(null);
  const [startedAt] = useState(() => Date.now());

  return function submit(
    payload: ContactLeadInput | LandingLeadInput,
    { form, keepalive = false }: SubmitOptions,
  ): Promise<SubmitLeadResult> {
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    const sent = JSON.stringify(payload);
    if (last.current?.payload !== sent) last.current = { key: crypto.randomUUID(), payload: sent };
    return submitLead(payload, {
      apiBaseUrl,
      endpoint,
      idempotencyKey: last.current.key,
      startedAt,
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      keepalive,
    });
  };
}
