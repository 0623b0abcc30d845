import type { AuditAction } from "@/server/audit-actions";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { InboxLocals } from "./locals";

const PAGE = 100;

export type AuditRow = {
  id: string;
  at: string;
  actor: string | null;
  action: AuditAction;
  leadId: string | null;
  /** The lead still exists, so its id can link to it. */
  leadKept: boolean;
  detail: string | null;
  ipHash: string | null;
};

export type AuditView = { rows: AuditRow[]; older: string | null; paged: boolean };

const CURSOR = /^(\d{4}-\d\d-\d\dT[\d:.]+Z) ([\w-]{1,64})$/;

/** The audit log, newest first, a hundred entries a page (`?before=` the last one shown). */
export async function auditPage(url: URL, inbox: InboxLocals): Promise<AuditView> {
  const token = url.searchParams.get("before");
  const cursor = token ? CURSOR.exec(Buffer.from(token, "base64url").toString("utf8")) : null;
  let query = inbox.db
    .selectFrom("audit_log")
    .leftJoin("leads", "leads.id", "audit_log.lead_id")
    .select([
      "audit_log.id",
      "audit_log.at",
      "audit_log.actor",
      "audit_log.action",
      "audit_log.lead_id",
      "audit_log.detail",
      "audit_log.ip_hash",
      "leads.id as kept_id",
    ]);
  if (cursor) {
    const [, at = "", id = ""] = cursor;
    query = query.where((eb) =>
      eb.or([
        eb("audit_log.at", "<", at),
        eb.and([eb("audit_log.at", "=", at), eb("audit_log.id", "<", id)]),
      ]),
    );
  }
  const fetched = await query
    .orderBy("audit_log.at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(PAGE + 1)
    .execute();
  const rows = fetched.slice(0, PAGE).map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    action: row.action as AuditAction,
    leadId: row.lead_id,
    leadKept: row.kept_id !== null,
    detail: row.detail,
    ipHash: row.ip_hash,
  }));
  const last = rows.at(-1);
  return {
    rows,
    older:
      fetched.length > PAGE && last
        ? `${INBOX_PATHS.audit}?before=${Buffer.from(`${last.at} ${last.id}`).toString("base64url")}`
        : null,
    paged: cursor !== null,
  };
}
