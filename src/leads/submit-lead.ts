import { FILL_TIME_FIELD, RETURN_TO_FIELD } from "./fields";
import { type LeadEndpointKind } from "./field-rules";
import { LEAD_SUBMITTED_KEY, sessionStore, writeStorage } from "@/lib/storage-keys";
import { addVisitFields } from "./visit-fields";
import { track } from "@/lib/analytics";
import { estimateMissedRevenue, roundedYearly, type CalculatorInputs } from "@/lib/missed-calls";

export const LEAD_ENDPOINT_PATHS = {
  contact: "/api/contact",
  landing: "/api/landing-contact",
} as const satisfies Record<LeadEndpointKind, string>;

export type LeadEndpointPath = (typeof LEAD_ENDPOINT_PATHS)[keyof typeof LEAD_ENDPOINT_PATHS];

/** Less where the browser would come back to: a script keeps the visitor here. */
export function leadFormFields(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  addVisitFields(data);
  data.delete(RETURN_TO_FIELD);
  return Object.fromEntries(
    [...data].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  );
}

export type SubmitLeadOptions = {
  /** One per submission: a double click or a retry stores a single lead. */
  idempotencyKey: string;
  /** The browser finishes the request even if the visitor leaves the page while it is sent. */
  keepalive?: boolean;
};

export type SubmitLeadResult = { ok: boolean; id?: string };

/**
 * Analytics (after consent) hears of the lead, with the calculator's yearly estimate, to the
 * nearest thousand dollars, as its value where the estimate went with it.
 */
function reportLead(fields: Record<string, string>): void {
  let value: Record<string, unknown> = {};
  try {
    if (fields.estimate) {
      const inputs = JSON.parse(fields.estimate) as CalculatorInputs;
      value = { value: roundedYearly(estimateMissedRevenue(inputs)), currency: "USD" };
    }
  } catch {
    // No estimate goes with it.
  }
  track("generate_lead", { form: fields.form ?? "", ...value });
}

/** Never throws: a network failure is reported as not ok. */
export async function submitLead(
  form: HTMLFormElement,
  fields: Record<string, string>,
  options: SubmitLeadOptions,
): Promise<SubmitLeadResult> {
  const body = JSON.stringify({ ...fields, [FILL_TIME_FIELD]: Number(fields[FILL_TIME_FIELD]) });
  try {
    const response = await fetch(form.action, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": options.idempotencyKey },
      body,
      keepalive: options.keepalive === true,
      credentials: "omit",
    });
    if (!response.ok) return { ok: false };
    writeStorage(sessionStore, LEAD_SUBMITTED_KEY, "1");
    reportLead(fields);
    const data = (await response.json().catch(() => ({}))) as { id?: unknown };
    return { ok: true, id: typeof data.id === "string" ? data.id : undefined };
  } catch {
    return { ok: false };
  }
}
