import { useRef } from "react";
import { FILL_TIME_FIELD } from "@/leads/fields";
import { leadFormFields, submitLead, type SubmitLeadResult } from "@/leads/submit-lead";

export type SubmitOptions = {
  /** Fields to send in place of the form's own (the landing form's subject and message). */
  fields?: Record<string, string>;
  /** The browser finishes the request even if the page is left meanwhile. */
  keepalive?: boolean;
};

/**
 * What every lead form's script does with a submit: sends the form's fields (as the browser
 * would, with the visit's attribution and fill time) as JSON, with one idempotency key per
 * submission, so a double click, however timed, or a retry stores one lead; edited fields are a
 * new submission, which the API would refuse under the old key.
 */
export function useLeadSubmitter() {
  const last = useRef<{ key: string; payload: string } | null>(null);

  return function submit(
    form: HTMLFormElement,
    { fields = {}, keepalive = false }: SubmitOptions = {},
  ): Promise<SubmitLeadResult> {
    const sent = { ...leadFormFields(form), ...fields };
    // The fill time grows with every press; the submission is the rest.
    const payload = JSON.stringify({ ...sent, [FILL_TIME_FIELD]: null });
    if (last.current?.payload !== payload) last.current = { key: crypto.randomUUID(), payload };
    return submitLead(form, sent, { idempotencyKey: last.current.key, keepalive });
  };
}
