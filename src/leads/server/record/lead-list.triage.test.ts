import { Migrator, sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { FRONT_DESK } from "../../../../test/search-leads";
import { isRepeat, isUnopened, triageLeads } from "../../../../test/triage-leads";
import { migrationProvider } from "@/server/db/migrations";
import type { NewLead } from "@/server/db/schema";
import { insertExactLeads } from "./exact-rows";
import { leadListPage, leadsOfAddresses, PAGE_SIZE } from "./lead-list";
import { leadById, markOpened } from "./queries";

const ZONE = "America/Chicago";
const NOW = new Date("2026-11-30T15:00:00.000Z");
const DANA = "dana@brightsmile.example";
const SAM = "sam@brightsmile.example";

describe.each(dialects)("triage in the list of leads on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });
  const db = () => t.handle.db;

  it("keeps who opened a lead first, and lists the leads no one has opened as such", async () => {
    const leads = triageLeads(120, NOW);
    await insertExactLeads(db(), leads);
    const opened = async () =>
      (await leadListPage(db(), {}, null, ZONE)).rows.map((row) => row.opened);
    expect(await opened()).toEqual(leads.slice(0, PAGE_SIZE).map((_, n) => !isUnopened(n)));

    await markOpened(db(), "lead-0000", DANA, "2026-11-30T15:01:00.000Z");
    await markOpened(db(), "lead-0000", SAM, "2026-11-30T15:02:00.000Z");
    // Opened long ago: a later look changes nothing.
    const seen = leads.find((_, n) => !isUnopened(n))!;
    await markOpened(db(), seen.id, DANA, "2026-11-30T15:03:00.000Z");
    expect(await leadById(db(), "lead-0000")).toMatchObject({
      first_opened_at: "2026-11-30T15:01:00.000Z",
      first_opened_by: DANA,
    });
    expect(await leadById(db(), seen.id)).toMatchObject({
      first_opened_at: seen.first_opened_at,
      first_opened_by: FRONT_DESK,
    });
    expect((await opened()).slice(0, 3)).toEqual([true, false, false]);
  });

  it("counts each address's leads in any capitals, among hundreds, leaving out the suspected", async () => {
    const leads = triageLeads(400, NOW);
    const kept: NewLead = {
      ...leads[7]!,
      id: "kept-apart",
      email: leads[7]!.email.toUpperCase(),
      suspected: "fill-time",
    };
    await insertExactLeads(db(), [...leads, kept]);
    const page = (await leadListPage(db(), {}, null, ZONE)).rows;
    const counts = await leadsOfAddresses(
      db(),
      page.map((row) => row.email),
    );
    const expected = new Map<string, number>();
    for (const lead of leads) {
      const address = lead.email.toLowerCase();
      expected.set(address, (expected.get(address) ?? 0) + 1);
    }
    expect(counts).toEqual(
      new Map(page.map((row) => [row.email.toLowerCase(), expected.get(row.email.toLowerCase())])),
    );
    // The page's pairs: an address in capitals and the same in lower case, two each.
    const twice = page.filter((row) => counts.get(row.email.toLowerCase()) === 2);
    expect(twice.length).toBe(
      leads.slice(0, PAGE_SIZE).filter((_, n) => isRepeat(n) || (n >= 2 && isRepeat(n - 2))).length,
    );
    expect(counts.get(leads[7]!.email.toLowerCase())).toBe(1);
    expect(await leadsOfAddresses(db(), [])).toEqual(new Map());
  });

  it("takes migration 0025 on a database before it: a lead's first look in the audit log opened it", async () => {
    await t.drop();
    t = await freshDatabase(dialect, { migratedTo: "0023_lead_origin" });
    const before = db() as unknown as Kysely<{
      leads: Omit<NewLead, "first_opened_at" | "first_opened_by">;
    }>;
    // As stored before it: no one recorded as opening any.
    const leads = triageLeads(30, NOW).map((lead) => {
      const { first_opened_at, first_opened_by, ...before } = lead;
      expect(first_opened_at === undefined || first_opened_by === FRONT_DESK).toBe(true);
      return before;
    });
    await before.insertInto("leads").values(leads).execute();
    const look = (n: number, leadId: string, at: string, actor: string | null, action: string) =>
      sql`insert into audit_log (id, at, actor, action, lead_id) values
        (${`look-${n}`}, ${at}, ${actor}, ${action}, ${leadId})`.execute(db());
    await look(1, "lead-0002", "2026-11-20T10:00:00.000Z", SAM, "lead-viewed");
    await look(2, "lead-0002", "2026-11-19T09:00:00.000Z", DANA, "lead-viewed");
    await look(3, "lead-0004", "2026-11-18T09:00:00.000Z", DANA, "status-changed");
    await look(4, "lead-0005", "2026-11-18T09:00:00.000Z", null, "lead-viewed");
    const { error } = await new Migrator({
      db: db(),
      provider: migrationProvider,
    }).migrateToLatest();
    expect(error).toBeUndefined();
    const firsts = await db()
      .selectFrom("leads")
      .select(["id", "first_opened_at", "first_opened_by"])
      .where("first_opened_at", "is not", null)
      .execute();
    expect(firsts).toEqual([
      { id: "lead-0002", first_opened_at: "2026-11-19T09:00:00.000Z", first_opened_by: DANA },
    ]);
    expect((await leadListPage(db(), {}, null, ZONE)).rows.filter((row) => row.opened)).toEqual([
      expect.objectContaining({ id: "lead-0002" }),
    ]);
  });
});
