import type { AuditEntry } from "@/server/audit-log";
import { recordAudit } from "@/server/audit-log";
import { networkHash } from "@/server/ip-hash";
import { hitRateLimit } from "@/server/rate-limit";
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

/**
 * A failed sign-in, recorded once a minute from a network: a stranger's flood of them cannot
 * fill the log, and a network that keeps failing still shows there.
 */
export async function auditFailedSignIn(
  request: Request,
  inbox: InboxLocals,
  method: "link" | "passkey",
): Promise<void> {
  const bucket = `audit:sign-in-failed:${await networkHash(inbox.db, request.headers)}`;
  if ((await hitRateLimit(inbox.db, bucket, 1)).allowed) {
    await auditRequest(request, inbox, { action: "sign-in-failed", detail: method });
  }
}
