import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { contactLeadSchema } from "../../../test/server-words";
import { SCHEDULER_ACTOR } from "@/leads/booking-lead";
import { deliveriesOf, leadById } from "@/leads/server/record/queries";
import { contactLeadRecord, releaseSuspected, storeLead } from "@/leads/server/record/store";
import { discardSuspected, restoreDiscarded } from "@/leads/server/record/suspected";
import { bookingsOf } from "@/bookings/server/queries";
import { recordAudit } from "@/server/audit-log";
import type { AuditAction } from "@/server/audit-actions";
import { NEW_LEAD_RULE_ACTOR } from "../actor-name";
import { historyActors, leadHistory } from "./lead-history";

const FRONT_DESK = "sam@brightsmile.example";
const OWNER = "dana@brightsmile.example";

const visitor = contactLeadSchema.parse({
  name: "Marisol Quenneville",
  email: "marisol@lakeshore-ortho.example",
  phone: "(312) 555-0187",
  subject: "Missed calls at two offices",
  message: "Our satellite office misses most calls over lunch; we need an answer before spring.",
});

describe.each(dialects)("a lead's history on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  it("tells its arrival, owners given, staff work, demo calls and deliveries, newest first", async () => {
    const db = t.handle.db;
    const arrived = new Date("2026-11-02T15:04:00.000Z");
    const { id } = await storeLead(
      db,
      contactLeadRecord(visitor),
      { ipHash: null, idempotency: null },
      ["email", "webhook"],
      arrived,
    );
    const other = await storeLead(
      db,
      contactLeadRecord({ ...visitor, email: "someone@else.example" }),
      { ipHash: null, idempotency: null },
      [],
      arrived,
    );
    const at = (minutes: number) => new Date(arrived.getTime() + minutes * 60_000);
    const audit = (actor: string, action: AuditAction, minutes: number, detail?: string) =>
      recordAudit(db, { actor, action, leadId: id, detail }, null, at(minutes));
    await db
      .updateTable("deliveries")
      .set({ status: "delivered", delivered_at: at(1).toISOString() })
      .where("lead_id", "=", id)
      .where("channel", "=", "email")
      .execute();
    await db
      .updateTable("deliveries")
      .set({ status: "dead", attempts: 8, updated_at: at(300).toISOString() })
      .where("lead_id", "=", id)
      .where("channel", "=", "webhook")
      .execute();
    await audit(NEW_LEAD_RULE_ACTOR, "assigned", 0, FRONT_DESK);
    await audit(FRONT_DESK, "lead-viewed", 5);
    await audit(FRONT_DESK, "status-changed", 10, "contacted");
    await audit(FRONT_DESK, "note-added", 11);
    await audit(FRONT_DESK, "note-edited", 12);
    await audit(OWNER, "note-deleted", 20);
    await audit(OWNER, "assigned", 25, OWNER);
    await audit(OWNER, "assigned", 26, "");
    await recordAudit(
      db,
      { actor: OWNER, action: "status-changed", leadId: other.id, detail: "lost" },
      null,
      at(21),
    );
    await db
      .insertInto("bookings")
      .values({
        invitee: "https://api.calendly.com/scheduled_events/EV1/invitees/IN1",
        lead_id: id,
        starts_at: "2026-11-05T16:00:00.000Z",
        booked_at: at(60).toISOString(),
        canceled_at: at(90).toISOString(),
        rescheduled: 1,
        status_before: "contacted",
      })
      .execute();
    await audit(SCHEDULER_ACTOR, "booking-received", 60);

    const lead = (await leadById(db, id))!;
    const history = await leadHistory(db, lead, {
      bookings: await bookingsOf(db, id),
      deliveries: await deliveriesOf(db, id),
    });
    expect(history).toEqual([
      { at: at(300).toISOString(), kind: "delivery", channel: "webhook", status: "dead" },
      { at: at(90).toISOString(), kind: "moved", callAt: "2026-11-05T16:00:00.000Z" },
      { at: at(60).toISOString(), kind: "booked", callAt: "2026-11-05T16:00:00.000Z" },
      { at: at(26).toISOString(), kind: "assigned", by: OWNER, owner: null },
      { at: at(25).toISOString(), kind: "assigned", by: OWNER, owner: OWNER },
      { at: at(20).toISOString(), kind: "note-deleted", by: OWNER },
      { at: at(12).toISOString(), kind: "note-edited", by: FRONT_DESK },
      { at: at(11).toISOString(), kind: "note-added", by: FRONT_DESK },
      { at: at(10).toISOString(), kind: "status", by: FRONT_DESK, status: "contacted" },
      { at: at(1).toISOString(), kind: "delivery", channel: "email", status: "delivered" },
      { at: arrived.toISOString(), kind: "assigned", by: NEW_LEAD_RULE_ACTOR, owner: FRONT_DESK },
      { at: arrived.toISOString(), kind: "arrived", keptApart: false },
    ]);
    expect(historyActors(history)).toEqual([
      OWNER,
      OWNER,
      OWNER,
      OWNER,
      FRONT_DESK,
      FRONT_DESK,
      FRONT_DESK,
      NEW_LEAD_RULE_ACTOR,
      FRONT_DESK,
    ]);
  });

  it("tells a released lead's arrival when it was sent, then its discard, restore and release", async () => {
    const db = t.handle.db;
    const sent = new Date("2026-11-02T15:04:00.000Z");
    const at = (minutes: number) => new Date(sent.getTime() + minutes * 60_000);
    const { id } = await storeLead(
      db,
      contactLeadRecord(visitor),
      { ipHash: null, idempotency: null, suspected: "fill-time" },
      ["email"],
      sent,
    );
    await discardSuspected(db, [id], { by: OWNER, at: at(30).toISOString() });
    await recordAudit(db, { actor: OWNER, action: "discarded", leadId: id }, null, at(30));
    await restoreDiscarded(db, [id]);
    await recordAudit(db, { actor: FRONT_DESK, action: "restored", leadId: id }, null, at(45));
    expect(await releaseSuspected(db, id, ["email"], at(60))).toBe("released");
    await recordAudit(db, { actor: FRONT_DESK, action: "released", leadId: id }, null, at(60));

    const lead = (await leadById(db, id))!;
    expect([lead.created_at, lead.submitted_at]).toEqual([
      at(60).toISOString(),
      sent.toISOString(),
    ]);
    const history = await leadHistory(db, lead, { bookings: [], deliveries: [] });
    expect(history).toEqual([
      { at: at(60).toISOString(), kind: "released", by: FRONT_DESK },
      { at: at(45).toISOString(), kind: "restored", by: FRONT_DESK },
      { at: at(30).toISOString(), kind: "discarded", by: OWNER },
      { at: sent.toISOString(), kind: "arrived", keptApart: true },
    ]);
  });
});
