import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactLeadSchema } from "../../../test/server-words";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { captureLog } from "../../../test/log-lines";
import { schedulerEvent, signatureFor, SIGNING_KEY } from "../../../test/scheduler-events";
import { serve, type Served } from "../../../test/serve";
import { contactLeadRecord, releaseSuspected, storeLead } from "@/leads/server/record/store";
import { setLeadStatus } from "@/leads/server/record/changes";
import { leadListPage } from "@/leads/server/record/lead-list";
import { parseServerEnv } from "@/server/env";
import type { LeadStatus } from "@/server/db/schema";
import { SCHEDULER_EVENTS_PATH, schedulerEventsEndpoint } from "./endpoint";

const lead = (email: string, name = "Dana Whitfield") =>
  contactLeadRecord(
    contactLeadSchema.parse({
      name,
      email,
      subject: "Growth plan",
      message: "We miss calls at lunch.",
      utm_source: "google",
      utm_campaign: "dental-q4",
    }),
  );

describe.each(dialects)("the scheduler's webhook on %s", (dialect) => {
  let t: TestDatabase;
  let server: Served;
  let settings: Record<string, string>;
  let clock: Date | undefined;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    settings = { SCHEDULER_WEBHOOK_SIGNING_KEY: SIGNING_KEY };
    clock = undefined;
    server = await serve({
      [SCHEDULER_EVENTS_PATH]: schedulerEventsEndpoint({
        database: async () => t.handle,
        env: () => parseServerEnv(settings),
        now: () => clock ?? new Date(),
      }),
    });
  });
  afterEach(async () => {
    await server.close();
    await t.drop();
  });

  const storeOf = async (email: string, { suspected = false, at = new Date() } = {}) =>
    (
      await storeLead(
        t.handle.db,
        lead(email),
        { ipHash: null, idempotency: null, suspected: suspected ? "honeypot" : null },
        [],
        at,
      )
    ).id;
  const send = (body: string, signature: string | null = signatureFor(body)) =>
    fetch(`${server.url}${SCHEDULER_EVENTS_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "calendly-webhook-signature": signature }),
      },
      body,
    });
  const leadRow = (id: string) =>
    t.handle.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const bookings = () => t.handle.db.selectFrom("bookings").selectAll().execute();
  const leadCount = async () =>
    (await t.handle.db.selectFrom("leads").select("id").execute()).length;
  // As a staff member sets it on the lead's page.
  const setStatus = (id: string, status: LeadStatus) =>
    setLeadStatus(t.handle.db, {
      leadId: id,
      status,
      by: "dana@brightsmile.example",
      at: new Date().toISOString(),
    });

  it("books the latest lead of the invitee's address, with the call's time", async () => {
    await storeOf("dana@brightsmile.example", { at: new Date("2026-11-01T10:00:00Z") });
    const latest = await storeOf("dana@brightsmile.example");
    const other = await storeOf("lee@northside.example");
    const { body, uri } = schedulerEvent("invitee.created", {
      email: "Dana@BrightSmile.example",
      startsAt: "2026-12-03T16:00:00.000000Z",
    });
    const response = await send(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      outcome: "booked",
      leadId: latest,
      newLead: false,
    });
    expect(await bookings()).toEqual([
      expect.objectContaining({
        invitee: uri,
        lead_id: latest,
        starts_at: "2026-12-03T16:00:00.000Z",
        canceled_at: null,
        status_before: "new",
      }),
    ]);
    expect(await leadRow(latest)).toMatchObject({ status: "booked", status_by: "scheduler" });
    expect((await leadRow(other)).status).toBe("new");
    const audit = await t.handle.db.selectFrom("audit_log").selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor: "scheduler", action: "booking-received", lead_id: latest }),
    ]);
  });

  it("books the lead whose id the booking link carried, when it is of the address booked with", async () => {
    const carried = await storeOf("dana@brightsmile.example", {
      at: new Date("2026-11-01T10:00:00Z"),
    });
    const latest = await storeOf("dana@brightsmile.example");
    const { body } = schedulerEvent("invitee.created", {
      email: "Dana@BrightSmile.example",
      tracking: { salesforce_uuid: carried },
    });
    expect(await (await send(body)).json()).toMatchObject({ outcome: "booked", leadId: carried });
    expect((await leadRow(latest)).status).toBe("new");
  });

  it("books by the address booked with, never by an id carried for another address", async () => {
    const carried = await storeOf("front-desk@brightsmile.example");
    const typed = await storeOf("dana.personal@mail.example");
    const withLead = schedulerEvent("invitee.created", {
      email: "dana.personal@mail.example",
      tracking: { salesforce_uuid: carried },
    });
    expect(await (await send(withLead.body)).json()).toMatchObject({ leadId: typed });
    const stranger = schedulerEvent("invitee.created", {
      email: "mallory@elsewhere.example",
      tracking: { salesforce_uuid: carried },
    });
    const answer = (await (await send(stranger.body)).json()) as { leadId: string };
    expect(answer).toMatchObject({ outcome: "booked", newLead: true });
    expect(answer.leadId).not.toBe(carried);
    expect(await leadRow(carried)).toMatchObject({ status: "new", status_by: null });
    expect((await bookings()).map((row) => row.lead_id).sort()).toEqual(
      [typed, answer.leadId].sort(),
    );
  });

  it("never changes a submission kept apart as suspected, by its address or by its id", async () => {
    const kept = await storeOf("dana@brightsmile.example", { suspected: true });
    for (const tracking of [{}, { salesforce_uuid: kept }]) {
      const { body } = schedulerEvent("invitee.created", {
        email: "dana@brightsmile.example",
        tracking,
      });
      expect(await (await send(body)).json()).toMatchObject({ outcome: "booked" });
    }
    expect(await leadRow(kept)).toMatchObject({
      status: "new",
      status_by: null,
      suspected: "honeypot",
    });
    expect((await bookings()).map((row) => row.lead_id)).not.toContain(kept);
  });

  it("changes nothing for an event sent again, however it is signed", async () => {
    const id = await storeOf("dana@brightsmile.example");
    const { body } = schedulerEvent("invitee.created", { email: "dana@brightsmile.example" });
    expect((await (await send(body)).json()).outcome).toBe("booked");
    await setStatus(id, "won");
    const again = await send(body, signatureFor(body, SIGNING_KEY, new Date(Date.now() - 60_000)));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, outcome: "repeat" });
    expect(await bookings()).toHaveLength(1);
    expect((await leadRow(id)).status).toBe("won");
    const twice = await Promise.all([1, 2].map(() => send(body)));
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(await bookings()).toHaveLength(1);
  });

  it("records a cancellation and puts back the status the booking replaced", async () => {
    const id = await storeOf("dana@brightsmile.example");
    await setStatus(id, "contacted");
    const booked = schedulerEvent("invitee.created", { email: "dana@brightsmile.example" });
    await send(booked.body);
    expect((await leadRow(id)).status).toBe("booked");
    const { body } = schedulerEvent(
      "invitee.canceled",
      { email: "dana@brightsmile.example", uri: booked.uri },
      new Date("2026-11-28T09:30:00Z"),
    );
    expect(await (await send(body)).json()).toMatchObject({ outcome: "canceled", leadId: id });
    expect(await bookings()).toEqual([
      expect.objectContaining({ canceled_at: "2026-11-28T09:30:00.000Z", rescheduled: 0 }),
    ]);
    expect(await leadRow(id)).toMatchObject({ status: "contacted", status_by: "scheduler" });
    expect(await (await send(body)).json()).toEqual({ ok: true, outcome: "repeat" });
  });

  it("keeps a lead booked when the call is moved to another time", async () => {
    const id = await storeOf("dana@brightsmile.example");
    const first = schedulerEvent("invitee.created", { email: "dana@brightsmile.example" });
    await send(first.body);
    const moved = schedulerEvent("invitee.canceled", {
      email: "dana@brightsmile.example",
      uri: first.uri,
      rescheduled: true,
    });
    await send(moved.body);
    const next = schedulerEvent("invitee.created", {
      email: "dana@brightsmile.example",
      startsAt: "2026-12-04T15:00:00.000000Z",
    });
    await send(next.body);
    expect((await leadRow(id)).status).toBe("booked");
    const rows = await bookings();
    expect(
      rows.map((row) => [row.starts_at, row.canceled_at !== null, row.rescheduled]).sort(),
    ).toEqual([
      ["2026-12-03T16:00:00.000Z", true, 1],
      ["2026-12-04T15:00:00.000Z", false, 0],
    ]);
  });

  it("makes a lead of someone who booked without a form, with the campaign the link carried", async () => {
    const kept = await storeOf("dana@brightsmile.example", { suspected: true });
    const { body } = schedulerEvent("invitee.created", {
      email: "dana@brightsmile.example",
      name: "Dana\u0000 Whitfield",
      phone: "+1 512 555 0101",
      tracking: { utm_source: "facebook", utm_medium: "paid", utm_campaign: "spring-dental" },
    });
    const answer = (await (await send(body)).json()) as { leadId: string; newLead: boolean };
    expect(answer.newLead).toBe(true);
    expect(answer.leadId).not.toBe(kept);
    expect(await leadRow(answer.leadId)).toMatchObject({
      form: "scheduler",
      name: "Dana Whitfield",
      email: "dana@brightsmile.example",
      phone: "+1 512 555 0101",
      utm_source: "facebook",
      utm_medium: "paid",
      utm_campaign: "spring-dental",
      status: "booked",
      suspected: null,
    });
    // The scheduler told the agency already, and the person gets no email from the site.
    expect(await t.handle.db.selectFrom("deliveries").select("id").execute()).toEqual([]);
    // The inbox's search finds it, by its number as the scheduler wrote it or as typed.
    const found = await leadListPage(t.handle.db, { search: "(512) 555-0101" }, null, "UTC");
    expect(found.rows.map((row) => row.id)).toEqual([answer.leadId]);
  });

  it("keeps apart, booked, the leads bookings make past the day's cap, and lets them be released", async () => {
    settings.SCHEDULER_NEW_LEADS_PER_DAY = "2";
    const withLead = await storeOf("dana@brightsmile.example");
    const log = captureLog();
    let answers: { leadId: string; suspected?: string }[];
    try {
      const strangers = ["lee", "sam", "kai", "ana", "joe"].map((who) =>
        schedulerEvent("invitee.created", { email: `${who}@newclinic.example`, name: who }),
      );
      const responses = await Promise.all(strangers.map(({ body }) => send(body)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      answers = (await Promise.all(responses.map((r) => r.json()))) as typeof answers;
      const recorded = log.lines.filter((line) => line.msg === "scheduler event recorded");
      expect(recorded.filter((line) => line.suspected === "booking-cap")).toHaveLength(3);
      expect(log.text()).not.toMatch(/newclinic/);
    } finally {
      log.restore();
    }
    const keptApart = answers.filter((answer) => answer.suspected === "booking-cap");
    expect(keptApart).toHaveLength(3);
    for (const { leadId } of answers) {
      expect(await leadRow(leadId)).toMatchObject({ form: "scheduler", status: "booked" });
    }
    expect(await bookings()).toHaveLength(5);

    // Someone with a lead is booked as ever: the cap counts only the leads bookings make.
    const { body } = schedulerEvent("invitee.created", { email: "dana@brightsmile.example" });
    expect(await (await send(body)).json()).toEqual({
      ok: true,
      outcome: "booked",
      leadId: withLead,
      newLead: false,
    });

    // Released the next day, it is listed from then, but counts against the day its booking
    // made it: the next day's cap is whole.
    clock = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    const [first] = keptApart;
    expect(
      await releaseSuspected(t.handle.db, first!.leadId, ["email", "webhook", "visitor"], clock),
    ).toBe("released");
    expect(await leadRow(first!.leadId)).toMatchObject({ suspected: null, status: "booked" });
    // The scheduler told the agency and the person: a booking's lead sends nothing, released too.
    expect(await t.handle.db.selectFrom("deliveries").select("id").execute()).toEqual([]);

    for (const who of ["rae", "ivy"]) {
      const nextDay = schedulerEvent("invitee.created", { email: `${who}@newclinic.example` });
      const answer = await send(nextDay.body, signatureFor(nextDay.body, SIGNING_KEY, clock));
      const nextDayAnswer = await answer.json();
      expect(nextDayAnswer).toMatchObject({ outcome: "booked", newLead: true });
      expect(nextDayAnswer).not.toHaveProperty("suspected");
    }
  });

  it("records nothing for a cancellation of a booking never seen, by someone with no lead", async () => {
    const { body } = schedulerEvent("invitee.canceled", { email: "nobody@else.example" });
    expect(await (await send(body)).json()).toEqual({ ok: true, outcome: "unmatched" });
    expect(await leadCount()).toBe(0);
  });

  it("refuses what is unsigned, signed with another key, signed too long ago or altered", async () => {
    await storeOf("dana@brightsmile.example");
    const log = captureLog();
    try {
      const { body } = schedulerEvent("invitee.created", { email: "dana@brightsmile.example" });
      const old = new Date(Date.now() - 4 * 60_000);
      const cases = [
        send(body, null),
        send(body, "t=,v1="),
        send(body, signatureFor(body, "another-key-0123456789abcdef")),
        send(body, signatureFor(body, SIGNING_KEY, old)),
        send(body, signatureFor(body, SIGNING_KEY, new Date(Date.now() + 4 * 60_000))),
        send(body.replace("dana@", "mallory@"), signatureFor(body)),
      ];
      const statuses = await Promise.all(cases.map(async (r) => (await r).status));
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
      expect(await bookings()).toEqual([]);
      expect((await t.handle.db.selectFrom("leads").select("status").execute())[0]?.status).toBe(
        "new",
      );
      const refusals = log.lines.filter((line) => line.msg === "a scheduler event was refused");
      expect(refusals.map((line) => line.reason).sort()).toEqual([
        "signature malformed",
        "signature mismatch",
        "signature mismatch",
        "signature missing",
        "signature stale",
        "signature stale",
      ]);
      expect(log.text()).not.toMatch(/dana|mallory|Whitfield/i);
    } finally {
      log.restore();
    }
  });

  it("answers a signed body that is not an event 400, and stores nothing", async () => {
    const log = captureLog();
    try {
      const notJson = "{not json";
      expect((await send(notJson)).status).toBe(400);
      const noPayload = JSON.stringify({ event: "invitee.created" });
      expect((await send(noPayload)).status).toBe(400);
      const { body } = schedulerEvent("invitee.created", { email: "not-an-address" });
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain("email");
      expect(await leadCount()).toBe(0);
      expect(log.text()).not.toContain("not-an-address");
    } finally {
      log.restore();
    }
  });

  it("acknowledges a signed event it does not use, and is not there without a key", async () => {
    const { body } = schedulerEvent("invitee_no_show.created", {
      email: "dana@brightsmile.example",
    });
    expect(await (await send(body)).json()).toEqual({ ok: true, outcome: "ignored" });
    expect((await fetch(`${server.url}${SCHEDULER_EVENTS_PATH}`)).status).toBe(405);
    settings = {};
    expect((await send(body)).status).toBe(404);
    expect(await leadCount()).toBe(0);
  });
});
