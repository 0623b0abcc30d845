import { randomUUID } from "node:crypto";
import type { Db } from "./db/client";
import type { AuditAction } from "./audit-actions";
import { networkHash } from "./ip-hash";

export type AuditEntry = {
  /** The staff member's email; null where no one is known (a failed sign-in, the command line). */
  actor: string | null;
  action: AuditAction;
  leadId?: string;
  /** A new status, a count, an account's address: never a lead's contents. */
  detail?: string;
};

/** Entries are deleted after a year (the delivery worker's daily purge). */
export const AUDIT_RETENTION_DAYS = 365;

/** Records an entry; `headers` (a request's) give the address it came from, as a hash. */
export async function recordAudit(
  db: Db,
  entry: AuditEntry,
  headers: Headers | null,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      lead_id: entry.leadId ?? null,
      detail: entry.detail ?? null,
      ip_hash: headers ? await networkHash(db, headers) : null,
    })
    .execute();
}

export async function purgeAuditLog(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type LeadAuditEntry = {
  at: string;
  actor: string | null;
  action: AuditAction;
  detail: string | null;
};

/** What was done to one lead among `actions`, oldest first. */
export async function auditOfLead(
  db: Db,
  leadId: string,
  actions: readonly AuditAction[],
): Promise<LeadAuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["at", "actor", "action", "detail"])
    .where("lead_id", "=", leadId)
    .where("action", "in", actions)
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, action: row.action as AuditAction }));
}
