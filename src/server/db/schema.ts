import type { Insertable, Selectable } from "kysely";
import type { LeadForm } from "@/leads/fields";

/**
 * Table types for Kysely, shared by SQLite and PostgreSQL. Timestamps are ISO-8601 UTC strings
 * in both, so comparisons and output are identical whichever database runs.
 */
export type LeadsTable = {
  id: string;
  created_at: string;
  form: LeadForm;
  idempotency_key: string | null;
  name: string;
  email: string;
  phone: string | null;
  practice: string | null;
  business_type: string | null;
  subject: string | null;
  message: string | null;
  notes: string | null;
  source: string | null;
  page_url: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  gclid: string | null;
  fbclid: string | null;
  device: string | null;
  ip_hash: string | null;
  /**
   * Why the submission looks automated (it filled the honeypot, or came faster than a person
   * fills a form), or null for a lead. A suspected one is kept apart: never delivered, left out
   * of the leads command's lists until it is released, and purged sooner.
   */
  suspected: SuspicionReason | null;
  /** The document a lead-magnet or case-study form asked for: its slug. */
  document: string | null;
  /**
   * The calculator's estimate as [label, value] rows of text (JSON), as forms sent it before
   * `calculator_inputs`: no longer written, and never shown to the visitor.
   */
  estimate: string | null;
  /** The calculator's numbers the visitor sent with the lead (JSON, schemas.ts). */
  calculator_inputs: string | null;
};

export type SuspicionReason = "honeypot" | "fill-time";

/**
 * The agency's email, its webhook, the visitor's own email, and the agency's notice that the
 * site's visitor emails have reached their cap for the day.
 */
export type DeliveryChannel = "email" | "webhook" | "visitor" | "visitor-cap";
/** `skipped`: never sent, on purpose (a visitor email past a cap): see last_error. */
export type DeliveryStatus = "pending" | "sending" | "delivered" | "dead" | "skipped";

export type DeliveriesTable = {
  id: string;
  lead_id: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  /** The claim holding the delivery while it is `sending`. */
  lease_token: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
  /**
   * The inbox a visitor email goes to, as its cap counts it (visitor-caps.ts, inboxOf); null on
   * the agency's channels.
   */
  recipient: string | null;
  /** The hashed network of the lead a visitor email was queued for, when known; else null. */
  network: string | null;
};

export type DeliveryAttemptsTable = {
  id: string;
  delivery_id: string;
  attempted_at: string;
  ok: number;
  error: string | null;
  duration_ms: number;
};

export type RateLimitsTable = {
  bucket: string;
  window_start: string;
  hits: number;
};

export type IdempotencyKeysTable = {
  key: string;
  endpoint: string;
  /** sha256 of the key and the submission's canonical JSON; null for keys kept from before. */
  fingerprint: string | null;
  /** The id the key was answered with: the lead's. */
  response_id: string;
  /** The stored lead, whose deletion takes the key with it. */
  lead_id: string | null;
  created_at: string;
};

export type SettingsTable = {
  key: string;
  value: string;
};

export type Database = {
  leads: LeadsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  settings: SettingsTable;
};

export type Lead = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type Delivery = Selectable<DeliveriesTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
