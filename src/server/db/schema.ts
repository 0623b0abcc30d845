import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { LeadOrigin, REPORT_COUNTS, REPORT_GROUPING } from "@/lib/lead-origin";

/** Timestamps are ISO-8601 UTC strings, so they compare and print alike in either database. */
export type LeadsTable = {
  id: string;
  created_at: string;
  form: string;
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
   * Why the submission was kept apart, or null for a lead. A suspected one is never delivered,
   * left out of the leads command's lists until it is released, and purged sooner.
   */
  suspected: SuspicionReason | null;
  /** The slug of the document a form asked for. */
  document: string | null;
  /** Rows of text as forms sent them before `calculator_inputs`: no longer written. */
  estimate: string | null;
  calculator_inputs: string | null;
  /** Where the agency's work on it stands (the inbox): new until someone moves it. */
  status: Generated<LeadStatus>;
  /** The staff member who set the status, by email, and when. */
  status_by: string | null;
  status_at: string | null;
  /**
   * One more with each change that replaces what was there (the status): a change carries the
   * version its page showed, and is refused once another has come first.
   */
  version: Generated<number>;
  /** The staff member who works it, by email; null while no one does. */
  owner: string | null;
  /** Who gave it its owner (a staff member, or the new-lead rule), and when. */
  owner_by: string | null;
  owner_at: string | null;
  /**
   * A suspected submission discarded to the trash: when, and by which staff member (their email).
   * Restored, both go back to null; past the trash's days, it goes.
   */
  discarded_at: string | null;
  discarded_by: string | null;
  /**
   * When the visitor sent it, for a lead released from the suspected folder, whose created_at is
   * then its release: it is listed as arriving when the agency got it. Null: sent at created_at.
   */
  submitted_at: string | null;
  /**
   * When a staff member first loaded its page, and who (their email); null while no one has:
   * the list shows it in bold. Set once (markOpened).
   */
  first_opened_at: string | null;
  first_opened_by: string | null;
  /**
   * Where it came from and the calculator's yearly estimate, worked out as it is stored
   * (`withOrigin`, src/lib/lead-origin.ts) so the report groups leads in the database; never
   * changed after. None in a lead a release from before them stored, until the report fills them
   * (`fillLeadOrigin`).
   */
  traffic_source: ColumnType<string | null, string, never>;
  traffic_medium: ColumnType<string | null, string, never>;
  traffic_campaign: ColumnType<string | null, string, never>;
  traffic_referrer: ColumnType<string | null, string, never>;
  landing_path: ColumnType<string | null, string, never>;
  /** A bigint: PostgreSQL's driver gives it as text. */
  estimated_yearly: ColumnType<number | string | null, number | null, never>;
};

export const LEAD_STATUSES = ["new", "contacted", "booked", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type LeadNotesTable = {
  id: string;
  lead_id: string;
  /** The staff member who wrote it, by email. */
  author: string;
  body: string;
  created_at: string;
  /** When its author last corrected it; null if never. */
  edited_at: string | null;
};

/**
 * `booking-cap`: made by a booking of someone with no lead, past the day's cap on those
 * (SCHEDULER_NEW_LEADS_PER_DAY); the others, a form's traps.
 */
export type SuspicionReason = "honeypot" | "fill-time" | "booking-cap";

/** `visitor-cap`: the agency's notice that the site's visitor emails reached their cap. */
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
  /**
   * The claim holding a `sending` delivery: a worker whose lease ran out can neither resend it nor
   * overwrite what the one that took over recorded.
   */
  lease_token: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  delivered_at: string | null;
  /** The inbox a visitor email goes to, as its cap counts it (inboxOf); null for the agency's. */
  recipient: string | null;
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
  /** When the window ends and its row may go (ISO); '' for a minute's row from before 0013. */
  window_end: string;
  hits: number;
};

export type IdempotencyKeysTable = {
  key: string;
  endpoint: string;
  /** sha256 of the key and the submission's canonical JSON; null for keys kept from before. */
  fingerprint: string | null;
  response_id: string;
  lead_id: string | null;
  created_at: string;
};

export type SettingsTable = {
  key: string;
  value: string;
};

/** Better Auth's dates: Date objects from PostgreSQL, ISO text from SQLite. */
type AuthDate = Date | string;

/**
 * `admin`: may also export leads, erase a person and send dead deliveries again
 * (src/inbox/auth/roles.ts).
 */
export const STAFF_ROLES = ["admin", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Which new leads' emails a staff member gets: `mine`, those assigned to them (the default);
 * `all`, every one; `none`. The agency's fixed list (LEAD_EMAIL_TO) gets every one regardless.
 */
export const LEAD_EMAIL_CHOICES = ["mine", "all", "none"] as const;
export type LeadEmailChoice = (typeof LEAD_EMAIL_CHOICES)[number];

/**
 * Where new leads go, as an admin chose (the settings table's `new_lead_rule`,
 * src/inbox/server/new-lead-rule.ts): to no one (the default), to each account in turn, or to one.
 */
export const NEW_LEAD_RULE_KINDS = ["none", "turns", "one"] as const;
export type NewLeadRuleKind = (typeof NEW_LEAD_RULE_KINDS)[number];

/** A staff member who may sign in to the inbox; Better Auth's user (src/inbox/auth/auth.ts). */
export type StaffTable = {
  id: string;
  name: string;
  email: string;
  role: Generated<StaffRole>;
  /** Which new leads' emails they get. */
  lead_emails: Generated<LeadEmailChoice>;
  email_verified: boolean | number;
  image: string | null;
  created_at: AuthDate;
  updated_at: AuthDate;
};

export type StaffSessionsTable = {
  id: string;
  token: string;
  staff_id: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
  ip_address: string | null;
  user_agent: string | null;
};

/** Better Auth's one-time values: a sign-in link's hashed token and address, a passkey's challenge. */
export type StaffVerificationsTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthDate;
  created_at: AuthDate;
  updated_at: AuthDate;
};

export type StaffPasskeysTable = {
  id: string;
  name: string | null;
  public_key: string;
  staff_id: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: boolean | number;
  transports: string | null;
  created_at: AuthDate | null;
  aaguid: string | null;
};

export type AuditLogTable = {
  id: string;
  at: string;
  /** The staff member's email; null for a sign-in that failed before anyone was known. */
  actor: string | null;
  action: string;
  /** The lead acted on, if any: its id only. */
  lead_id: string | null;
  /** What else the entry needs (a new status, a count): never a lead's contents. */
  detail: string | null;
  ip_hash: string | null;
};

/** A demo call booked on the scheduler (src/bookings), one per invitee of a scheduled event. */
export type BookingsTable = {
  /** The scheduler's id for this booking: Calendly's invitee URI. */
  invitee: string;
  lead_id: string;
  /** When the call is. */
  starts_at: string;
  booked_at: string;
  canceled_at: string | null;
  /** 1 when the cancellation was a move to another time, which arrives as a booking of its own. */
  rescheduled: Generated<number>;
  /** The lead's status before this booking made it booked; a cancellation puts it back. */
  status_before: string | null;
};

/**
 * Page views counted per the agency's day (YYYY-MM-DD in INBOX_TIME_ZONE), page and where the
 * visit came from (src/visits): no cookie, address or id of anyone. `visits`: those views that
 * were a visit's first page.
 */
export type PageViewsTable = {
  day: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  views: number;
  visits: number;
};

/**
 * A note or status posted to a lead after its sender's session ended (src/inbox/server/
 * held-changes.ts): `browser` is the SHA-256 of the key in that browser's held-change cookie,
 * `form` what was posted (URL-encoded, without the CSRF token).
 */
export type HeldChangesTable = {
  id: string;
  browser: string;
  staff_id: string;
  lead_id: string;
  form: string;
  created_at: string;
};

/**
 * The leads' full-text index (src/server/db/lead-search.ts), one row a lead, deleted with it:
 * `words` is the lead's words as text on SQLite (the content of FTS5's `lead_search_words`), a
 * tsvector on PostgreSQL.
 */
export type LeadSearchTable = {
  lead_id: string;
  words: string;
};

/**
 * A named set of the list's filters, shared by the team (src/inbox/server/saved-views.ts):
 * `filters` as JSON, the search sealed as the list's address carries it; `created_by` an email.
 */
export type SavedViewsTable = {
  id: string;
  name: string;
  filters: string;
  created_by: string;
  created_at: string;
};

/**
 * The agency's days as the instants they begin and end, in the time zone the report was last
 * asked in (src/server/db/report-days.ts): how the triggers of 0027 find a lead's day.
 */
export type ReportCalendarTable = {
  starts_at: string;
  ends_at: string;
  day: string;
};

/**
 * The report's leads, counted by day and origin as they are stored and changed, by triggers on
 * `leads` (src/server/db/report-days.ts). Bigints, which PostgreSQL returns as text.
 */
export type LeadReportDaysTable = Record<(typeof REPORT_GROUPING)[number] | "day", string> &
  Record<(typeof REPORT_COUNTS)[number], number | string>;

/**
 * The report's visits by day and breakdown, kept by triggers on `page_views`
 * (src/server/db/report-days.ts): `dimension` a breakdown, or `all` for a day's whole.
 */
export type VisitReportDaysTable = {
  dimension: string;
  key: string;
  day: string;
  visits: number | string;
};

export type Database = {
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  lead_search: LeadSearchTable;
  audit_log: AuditLogTable;
  bookings: BookingsTable;
  page_views: PageViewsTable;
  deliveries: DeliveriesTable;
  delivery_attempts: DeliveryAttemptsTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  settings: SettingsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_verifications: StaffVerificationsTable;
  staff_passkeys: StaffPasskeysTable;
  held_changes: HeldChangesTable;
  saved_views: SavedViewsTable;
  report_calendar: ReportCalendarTable;
  lead_report_days: LeadReportDaysTable;
  visit_report_days: VisitReportDaysTable;
};

export type Lead = Selectable<LeadsTable>;
/** A lead to store, before `withOrigin` adds where it came from. */
export type NewLead = Omit<Insertable<LeadsTable>, keyof LeadOrigin>;
export type Delivery = Selectable<DeliveriesTable>;
export type Booking = Selectable<BookingsTable>;
export type LeadNoteRow = Selectable<LeadNotesTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
