"use client";

import { useState } from "react";
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
 * What every lead form needs: one idempotency key for the life of the form (so a double click,
 * however timed, or a retry stores one lead) and the moment the form appeared.
 */
export function useLeadSubmitter({ apiBaseUrl, endpoint }: LeadSubmitterOptions) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [startedAt] = useState(() => Date.now());

  return function submit(
    payload: ContactLeadInput | LandingLeadInput,
    { form, keepalive = false }: SubmitOptions,
  ): Promise<SubmitLeadResult> {
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    return submitLead(payload, {
      apiBaseUrl,
      endpoint,
      idempotencyKey,
      startedAt,
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      keepalive,
    });
  };
}
