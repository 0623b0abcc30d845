import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../test/databases";
import { AUDIT_RETENTION_DAYS, purgeAuditLog, recordAudit } from "./audit-log";

describe.each(dialects)("the audit log on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  it("keeps who, what and a hash of the network, and forgets entries after a year", async () => {
    const now = new Date("2026-11-28T12:00:00.000Z");
    const day = 86_400_000;
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7" });
    const entry = {
      actor: "sam@brightsmile.example",
      action: "lead-viewed",
      leadId: "lead-1",
    } as const;
    await recordAudit(
      t.handle.db,
      entry,
      headers,
      new Date(now.getTime() - AUDIT_RETENTION_DAYS * day - 1),
    );
    await recordAudit(
      t.handle.db,
      entry,
      headers,
      new Date(now.getTime() - AUDIT_RETENTION_DAYS * day + 1),
    );
    expect(await purgeAuditLog(t.handle.db, now)).toBe(1);
    const [kept, ...rest] = await t.handle.db.selectFrom("audit_log").selectAll().execute();
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({ actor: entry.actor, action: "lead-viewed", lead_id: "lead-1" });
    expect(kept!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(kept!.ip_hash).not.toContain("203.0.113");
  });
});
