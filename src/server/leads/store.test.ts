import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { contactLeadSchema, landingLeadSchema } from "@/lib/lead-schemas";
import { migrationProvider } from "../db/migrations";
import {
  eraseByEmail,
  listLeads,
  purgeOlderThan,
  retryDeadDeliveries,
  undeliveredDeliveries,
} from "./queries";
import {
  IdempotencyKeyReused,
  pruneIdempotencyKeys,
  rememberDiscarded,
  submissionFingerprint,
} from "./idempotency";
import { hitRateLimit } from "./rate-limit";
import { contactLeadRecord, landingLeadRecord, storeLead } from "./store";

const contact = contactLeadSchema.parse({
  name: "Dana Whitfield",
  email: "Dana@BrightSmile.example",
  subject: "Growth plan",
  message: "We miss calls at lunch.",
  utm_source: "google",
  gclid: "abc123",
  page_url: "https://site.example/?utm_source=google",
});

const context = (key: string | null = null) => ({
  attribution: contact,
  ipHash: "f".repeat(32),
  idempotency: key
    ? { key, endpoint: "contact", fingerprint: submissionFingerprint(key, contact) }
    : null,
});

describe.each(dialects)("lead storage on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  it("stores a lead with its attribution and one pending delivery per channel", async () => {
    const { id, duplicate } = await storeLead(t.handle.db, contactLeadRecord(contact), context(), [
      "email",
      "webhook",
    ]);
    expect(duplicate).toBe(false);
    const [lead] = await listLeads(t.handle.db);
    expect(lead).toMatchObject({
      id,
      form: "contact",
      name: "Dana Whitfield",
      utm_source: "google",
      gclid: "abc123",
      ip_hash: "f".repeat(32),
      phone: null,
    });
    const deliveries = await t.handle.db.selectFrom("deliveries").selectAll().execute();
    expect(deliveries.map((d) => [d.lead_id, d.channel, d.status]).sort()).toEqual([
      [id, "email", "pending"],
      [id, "webhook", "pending"],
    ]);
  });

  it("maps landing leads to the same table", async () => {
    const landing = landingLeadSchema.parse({
      fullName: "Sam Ortiz",
      email: "sam@ortizchiro.example",
      phone: "(512) 555-0101",
      businessType: "Medical Clinic",
      notes: "Two locations",
      source: "landing_page",
    });
    await storeLead(
      t.handle.db,
      landingLeadRecord(landing),
      { ...context(), attribution: landing },
      [],
    );
    const [lead] = await listLeads(t.handle.db);
    expect(lead).toMatchObject({
      form: "landing",
      name: "Sam Ortiz",
      business_type: "Medical Clinic",
      notes: "Two locations",
    });
    expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toEqual([]);
  });

  it("stores one lead for repeated or concurrent requests with one idempotency key", async () => {
    const first = await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      context("key-0001-abcd"),
      ["email"],
    );
    const again = await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      context("key-0001-abcd"),
      ["email"],
    );
    expect(again).toEqual({ id: first.id, duplicate: true });
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        storeLead(t.handle.db, contactLeadRecord(contact), context("key-0002-race"), ["email"]),
      ),
    );
    expect(new Set(racing.map((r) => r.id)).size).toBe(1);
    expect(await listLeads(t.handle.db)).toHaveLength(2);
    expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toHaveLength(2);
  });

  it("keeps a stored lead's key as long as the lead, and a discarded one's for a day", async () => {
    const claim = (key: string) => ({
      key,
      endpoint: "contact",
      fingerprint: submissionFingerprint(key, contact),
    });
    const day = (hours: number) => new Date(Date.UTC(2026, 0, 1, hours));
    const stored = await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      { ...context(), idempotency: claim("stored-key-1") },
      [],
      day(0),
    );
    const early = await rememberDiscarded(t.handle.db, claim("discarded-early"), day(0));
    const late = await rememberDiscarded(t.handle.db, claim("discarded-late"), day(12));
    expect(await rememberDiscarded(t.handle.db, claim("discarded-early"), day(1))).toBe(early);
    await expect(
      rememberDiscarded(t.handle.db, { ...claim("discarded-late"), endpoint: "landing" }),
    ).rejects.toThrow(IdempotencyKeyReused);

    const keys = async () =>
      (await t.handle.db.selectFrom("idempotency_keys").select("key").orderBy("key").execute()).map(
        (row) => row.key,
      );
    expect(await pruneIdempotencyKeys(t.handle.db, day(23))).toBe(0);
    expect(await pruneIdempotencyKeys(t.handle.db, day(30))).toBe(1);
    expect(await keys()).toEqual(["discarded-late", "stored-key-1"]);
    expect(await pruneIdempotencyKeys(t.handle.db, day(24 * 30))).toBe(1);
    expect(await keys()).toEqual(["stored-key-1"]);
    expect(
      await storeLead(t.handle.db, contactLeadRecord(contact), context("stored-key-1"), []),
    ).toEqual({ id: stored.id, duplicate: true });
    expect(late).not.toBe(early);

    // Erasing or purging the lead frees its key.
    await eraseByEmail(t.handle.db, contact.email);
    expect(await keys()).toEqual([]);
    await storeLead(t.handle.db, contactLeadRecord(contact), context("purged-key-1"), [], day(0));
    await purgeOlderThan(t.handle.db, 1, day(48));
    expect(await keys()).toEqual([]);
  });

  it("keeps the keys of leads stored before keys were fingerprinted", async () => {
    // A database as it was before the idempotency_keys migration (and every one after it), with a
    // lead stored by key.
    await t.handle.db.schema.dropTable("idempotency_keys").execute();
    await t.handle.db.schema.alterTable("deliveries").dropColumn("lease_token").execute();
    await sql`delete from kysely_migration where name >= '0002'`.execute(t.handle.db);
    await t.handle.db
      .insertInto("leads")
      .values({
        ...contactLeadRecord(contact),
        id: "legacy-lead",
        created_at: "2026-01-01T00:00:00.000Z",
        idempotency_key: "legacy-key-1",
        ip_hash: null,
      })
      .execute();
    const { error } = await new Migrator({
      db: t.handle.db,
      provider: migrationProvider,
    }).migrateToLatest();
    expect(error).toBeUndefined();

    // Any body on its endpoint repeats it, as before; the other endpoint is refused.
    const other = contactLeadSchema.parse({ ...contact, message: "Something else" });
    expect(
      await storeLead(
        t.handle.db,
        contactLeadRecord(other),
        {
          ...context(),
          idempotency: {
            key: "legacy-key-1",
            endpoint: "contact",
            fingerprint: submissionFingerprint("legacy-key-1", other),
          },
        },
        [],
      ),
    ).toEqual({ id: "legacy-lead", duplicate: true });
    await expect(
      rememberDiscarded(t.handle.db, {
        key: "legacy-key-1",
        endpoint: "landing",
        fingerprint: "x",
      }),
    ).rejects.toThrow(IdempotencyKeyReused);
    expect(await listLeads(t.handle.db)).toHaveLength(1);
  });

  it("writes nothing when any part of the lead cannot be stored", async () => {
    await t.handle.db.schema.alterTable("deliveries").renameTo("deliveries_gone").execute();
    await expect(
      storeLead(t.handle.db, contactLeadRecord(contact), context(), ["email"]),
    ).rejects.toThrow();
    expect(await listLeads(t.handle.db)).toEqual([]);
  });

  it("lists newest first and filters by date and form", async () => {
    const at = (iso: string) => new Date(iso);
    await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      context(),
      [],
      at("2026-01-10T10:00:00Z"),
    );
    await storeLead(
      t.handle.db,
      { ...contactLeadRecord(contact), form: "home" },
      context(),
      [],
      at("2026-02-10T10:00:00Z"),
    );
    await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      context(),
      [],
      at("2026-03-10T10:00:00Z"),
    );
    expect((await listLeads(t.handle.db)).map((l) => l.created_at.slice(0, 7))).toEqual([
      "2026-03",
      "2026-02",
      "2026-01",
    ]);
    expect(await listLeads(t.handle.db, { form: "home" })).toHaveLength(1);
    expect(await listLeads(t.handle.db, { since: "2026-02-01", until: "2026-03-01" })).toHaveLength(
      1,
    );
  });

  it("erases every lead of an email address, any case, with its deliveries", async () => {
    await storeLead(t.handle.db, contactLeadRecord(contact), context(), ["email"]);
    await storeLead(t.handle.db, contactLeadRecord(contact), context(), ["email", "webhook"]);
    await storeLead(
      t.handle.db,
      { ...contactLeadRecord(contact), email: "other@example.com" },
      context(),
      ["email"],
    );
    expect(await eraseByEmail(t.handle.db, "dana@brightsmile.EXAMPLE")).toEqual({
      leads: 2,
      deliveries: 3,
    });
    expect((await listLeads(t.handle.db)).map((l) => l.email)).toEqual(["other@example.com"]);
    expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toHaveLength(1);
  });

  it("purges leads older than the retention period", async () => {
    const now = new Date("2026-06-01T00:00:00Z");
    await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      context(),
      ["email"],
      new Date("2025-05-01T00:00:00Z"),
    );
    await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      context(),
      ["email"],
      new Date("2026-05-20T00:00:00Z"),
    );
    expect(await purgeOlderThan(t.handle.db, 365, now)).toBe(1);
    expect(await listLeads(t.handle.db)).toHaveLength(1);
    expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toHaveLength(1);
  });

  it("lists undelivered deliveries and requeues dead ones", async () => {
    await storeLead(t.handle.db, contactLeadRecord(contact), context(), ["email", "webhook"]);
    await t.handle.db
      .updateTable("deliveries")
      .set({ status: "dead", attempts: 10 })
      .where("channel", "=", "webhook")
      .execute();
    expect((await undeliveredDeliveries(t.handle.db)).map((d) => d.status).sort()).toEqual([
      "dead",
      "pending",
    ]);
    expect(await retryDeadDeliveries(t.handle.db)).toBe(1);
    const webhook = await t.handle.db
      .selectFrom("deliveries")
      .selectAll()
      .where("channel", "=", "webhook")
      .executeTakeFirstOrThrow();
    expect(webhook).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("limits requests per bucket per minute, shared through the database", async () => {
    const now = new Date("2026-06-01T12:00:30Z");
    for (let i = 0; i < 3; i++)
      expect(await hitRateLimit(t.handle.db, "ip-a", 3, now)).toEqual({ allowed: true });
    expect(await hitRateLimit(t.handle.db, "ip-a", 3, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(await hitRateLimit(t.handle.db, "ip-b", 3, now)).toEqual({ allowed: true });
    expect(await hitRateLimit(t.handle.db, "ip-a", 3, new Date("2026-06-01T12:01:00Z"))).toEqual({
      allowed: true,
    });
    expect(await hitRateLimit(t.handle.db, "ip-a", 0, now)).toEqual({ allowed: true });
  });
});
