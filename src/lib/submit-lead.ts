import { readAttribution } from "./attribution";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "./lead-fields";
import type { ContactLeadInput, LandingLeadInput } from "./lead-schemas";
import { LEAD_SUBMITTED_KEY, sessionStore, writeStorage } from "./storage-keys";

/** The lead API's endpoints by kind: the contact forms', and the landing page's. */
export const LEAD_ENDPOINT_PATHS = {
  contact: "/api/contact",
  landing: "/api/landing-contact",
} as const;

export type LeadEndpointPath = (typeof LEAD_ENDPOINT_PATHS)[keyof typeof LEAD_ENDPOINT_PATHS];

export type SubmitLeadOptions = {
  /** Origin of the lead API; empty for the site's own. */
  apiBaseUrl: string;
  endpoint: LeadEndpointPath;
  /** One per submission: a double click or a retry stores a single lead. */
  idempotencyKey: string;
  /** When the form was shown (Date.now()), for the minimum fill time. */
  startedAt: number;
  /** The honeypot field's value: empty for people. */
  honeypot: string;
  /**
   * For forms that leave the page (to the scheduler): the request is handed to the browser,
   * which finishes it after the page is gone, and the call returns at once.
   */
  keepalive?: boolean;
};

export type SubmitLeadResult = { ok: boolean; id?: string };

/**
 * Sends a lead to the API with the visit's attribution, the idempotency key and the anti-bot
 * fields. Never throws: a network failure is reported as not ok.
 */
export async function submitLead(
  payload: ContactLeadInput | LandingLeadInput,
  options: SubmitLeadOptions,
): Promise<SubmitLeadResult> {
  const body = JSON.stringify({
    ...readAttribution(),
    ...payload,
    [HONEYPOT_FIELD]: options.honeypot,
    [FILL_TIME_FIELD]: Math.max(0, Date.now() - options.startedAt),
  });
  const request = fetch(`${options.apiBaseUrl}${options.endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": options.idempotencyKey },
    body,
    keepalive: options.keepalive === true,
    credentials: "omit",
  });
  if (options.keepalive) {
    // The visitor is leaving; the browser delivers the request regardless of what happens here.
    writeStorage(sessionStore, LEAD_SUBMITTED_KEY, "1");
    request.catch(() => {});
    return { ok: true };
  }
  try {
    const response = await request;
    if (!response.ok) return { ok: false };
    writeStorage(sessionStore, LEAD_SUBMITTED_KEY, "1");
    const data = (await response.json().catch(() => ({}))) as { id?: unknown };
    return { ok: true, id: typeof data.id === "string" ? data.id : undefined };
  } catch {
    return { ok: false };
  }
}
