import { Migrator, type Kysely } from "kysely";
import { leadOrigin } from "@/lib/lead-origin";
import type { NewLead } from "@/server/db/schema";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { contactLeadSchema, landingLeadSchema, serverWords } from "../../../../test/server-words";
import { migrationProvider } from "@/server/db/migrations";
import {
  eraseByEmail,
  leadById,
  listLeads,
  purgeOlderThan,
  retryDeadDeliveries,
  undeliveredDeliveries,
} from "./queries";
import {
  answersClaim,
  IdempotencyKeyReused,
  REPEATED_ANSWERS_WINDOW_MS,
  submissionFingerprint,
} from "../idempotency";
import { hitRateLimit } from "@/server/rate-limit";
import { contactLeadRecord, landingLeadRecord, releaseSuspected, storeLead } from "./store";

/** The words the API writes a landing lead's subject and message in. */
const inbox = serverWords.leadForms.landingInbox;

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

  it("maps landing leads to the same table, writing the product's subject and message", async () => {
    const landing = landingLeadSchema.parse({
      fullName: "Sam Ortiz",
      email: "sam@ortizchiro.example",
      phone: "(512) 555-0101",
      businessType: "Medical Clinic",
      notes: "Two locations",
      source: "landing_page",
    });
    await storeLead(t.handle.db, landingLeadRecord(landing, inbox), context(), []);
    const [lead] = await listLeads(t.handle.db);
    expect(lead).toMatchObject({
      form: "landing",
      name: "Sam Ortiz",
      business_type: "Medical Clinic",
      notes: "Two locations",
      subject: "AI Receptionist Inquiry - Medical Clinic",
      message: "Name: Sam Ortiz\nBusiness type: Medical Clinic\nNotes: Two locations",
    });
    // The landing form's are always the product's; another form's given ones are kept as they are.
    const sent = { subject: "Own subject", message: "Own message" };
    expect(landingLeadRecord({ ...landing, ...sent }, inbox)).toMatchObject({
      subject: "AI Receptionist Inquiry - Medical Clinic",
      message: "Name: Sam Ortiz\nBusiness type: Medical Clinic\nNotes: Two locations",
    });
    expect(landingLeadRecord({ ...landing, ...sent, form: "home" }, inbox)).toMatchObject(sent);
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

  it("keeps a key as long as its lead: erasing or purging the lead frees it", async () => {
    const day = (hours: number) => new Date(Date.UTC(2026, 0, 1, hours));
    const keys = async () =>
      (await t.handle.db.selectFrom("idempotency_keys").select("key").orderBy("key").execute()).map(
        (row) => row.key,
      );
    const stored = await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      context("stored-key-1"),
      [],
      day(0),
    );
    expect(
      await storeLead(
        t.handle.db,
        contactLeadRecord(contact),
        context("stored-key-1"),
        [],
        day(900),
      ),
    ).toEqual({ id: stored.id, duplicate: true });
    await eraseByEmail(t.handle.db, contact.email);
    expect(await keys()).toEqual([]);
    await storeLead(t.handle.db, contactLeadRecord(contact), context("purged-key-1"), [], day(0));
    await purgeOlderThan(t.handle.db, 1, day(48));
    expect(await keys()).toEqual([]);
  });

  it("takes the same answers sent again without a key within ten minutes as the same lead", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 9, minutes));
    const record = contactLeadRecord(contact);
    const byAnswers = (answers: object) => ({
      ...context(),
      idempotency: answersClaim("contact", { ...answers }),
    });
    const first = await storeLead(t.handle.db, record, byAnswers(record), ["email"], at(0));
    // A double press, the same form sent again from the Back button, both at once.
    const repeats = await Promise.all(
      [1, 1, 9].map((minute) =>
        storeLead(t.handle.db, record, byAnswers(record), ["email"], at(minute)),
      ),
    );
    expect(repeats).toEqual(Array(3).fill({ id: first.id, duplicate: true }));
    // Other answers are another lead; the same ones later are a new request.
    const other = { ...record, message: "And our second location" };
    const second = await storeLead(t.handle.db, other, byAnswers(other), ["email"], at(2));
    expect(second.duplicate).toBe(false);
    const later = await storeLead(
      t.handle.db,
      record,
      byAnswers(record),
      ["email"],
      new Date(at(0).getTime() + REPEATED_ANSWERS_WINDOW_MS + 1),
    );
    expect(later.duplicate).toBe(false);
    expect(later.id).not.toBe(first.id);
    expect(await listLeads(t.handle.db)).toHaveLength(3);
    expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toHaveLength(3);
    // The claim is no client's key: the leads keep none.
    expect((await listLeads(t.handle.db)).map((lead) => lead.idempotency_key)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("keeps a suspected submission apart, undelivered, until it is released, once", async () => {
    const suspected = await storeLead(
      t.handle.db,
      contactLeadRecord(contact),
      { ...context(), suspected: "honeypot" },
      ["email", "webhook"],
    );
    const lead = await storeLead(t.handle.db, contactLeadRecord(contact), context(), ["email"]);
    const ids = async (filter: { suspected?: boolean } = {}) =>
      (await listLeads(t.handle.db, filter)).map((row) => row.id);
    expect(await ids()).toEqual([lead.id]);
    expect(await ids({ suspected: true })).toEqual([suspected.id]);
    expect((await listLeads(t.handle.db, { suspected: true }))[0]?.suspected).toBe("honeypot");
    const deliveries = () =>
      t.handle.db
        .selectFrom("deliveries")
        .select(["lead_id", "channel"])
        .orderBy("channel")
        .execute();
    expect(await deliveries()).toEqual([{ lead_id: lead.id, channel: "email" }]);

    // Released by two operators at once: its deliveries are queued once.
    const releases = await Promise.all([
      releaseSuspected(t.handle.db, suspected.id, ["email", "webhook"]),
      releaseSuspected(t.handle.db, suspected.id, ["email", "webhook"]),
    ]);
    expect(releases.sort()).toEqual(["not-suspected", "released"]);
    expect(await releaseSuspected(t.handle.db, suspected.id, ["email"])).toBe("not-suspected");
    expect(await releaseSuspected(t.handle.db, "no-such-lead", ["email"])).toBe("not-found");
    expect((await deliveries()).filter((d) => d.lead_id === suspected.id)).toEqual([
      { lead_id: suspected.id, channel: "email" },
      { lead_id: suspected.id, channel: "webhook" },
    ]);
    expect((await ids()).sort()).toEqual([lead.id, suspected.id].sort());
    expect(await ids({ suspected: true })).toEqual([]);
  });

  it("keeps the keys of leads stored before keys were fingerprinted", async () => {
    // A database as it was before the idempotency_keys migration, with a lead stored by key.
    await t.drop();
    t = await freshDatabase(dialect, { migratedTo: "0001_leads_and_outbox" });
    const { document, calculator_inputs, ...legacyColumns } = contactLeadRecord(contact);
    expect({ document, calculator_inputs }).toEqual({ document: null, calculator_inputs: null });
    const legacy = {
      ...legacyColumns,
      id: "legacy-lead",
      created_at: "2026-01-01T00:00:00.000Z",
      idempotency_key: "legacy-key-1",
      ip_hash: null,
    };
    // The table as the first migration made it, without what later ones add.
    await (t.handle.db as unknown as Kysely<{ leads: NewLead }>)
      .insertInto("leads")
      .values(legacy)
      .execute();
    const { error } = await new Migrator({
      db: t.handle.db,
      provider: migrationProvider,
    }).migrateToLatest();
    expect(error).toBeUndefined();
    // The report's keys were worked out for it, as for a lead stored now.
    expect(await leadById(t.handle.db, "legacy-lead")).toMatchObject(leadOrigin(legacy));

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
      storeLead(
        t.handle.db,
        contactLeadRecord(contact),
        {
          ...context(),
          idempotency: { key: "legacy-key-1", endpoint: "landing", fingerprint: "x" },
        },
        [],
      ),
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
