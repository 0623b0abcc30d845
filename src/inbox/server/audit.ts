import type { AuditEntry } from "@/server/audit-log";
import { recordAudit } from "@/server/audit-log";
import type { InboxLocals } from "./locals";

/** Records what the request did, as the staff member signed in (no one, before sign-in). */
export function auditRequest(
  request: Request,
  inbox: InboxLocals,
  entry: Omit<AuditEntry, "actor">,
): Promise<void> {
  return recordAudit(
    inbox.db,
    { actor: inbox.signedIn?.staff.email ?? null, ...entry },
    request.headers,
  );
}
