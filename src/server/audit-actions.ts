// Apart from the log's code, which needs Node: the content's schema (read by the browser editor
// too) names a label for each.
/** What the inbox's audit log records. */
export const AUDIT_ACTIONS = [
  "signed-in",
  "sign-in-failed",
  "signed-out",
  "signed-out-everywhere",
  "leads-listed",
  "suspected-listed",
  "trash-listed",
  "lead-viewed",
  "status-changed",
  "assigned",
  "note-added",
  "note-edited",
  "note-deleted",
  "change-held",
  "exported",
  "report-viewed",
  "report-exported",
  "released",
  "discarded",
  "restored",
  "deleted-for-good",
  "erased",
  "booking-received",
  "booking-canceled",
  "deliveries-retried",
  "passkey-added",
  "passkey-removed",
  "new-lead-rule-changed",
  "staff-added",
  "staff-removed",
  "role-changed",
  "sign-in-link-made",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
