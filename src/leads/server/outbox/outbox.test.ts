import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import {
  startSmtpPeer,
  startWebhookPeer,
  WEBHOOK_SECRET,
  type SmtpPeer,
  type WebhookPeer,
} from "../../../../test/peers";
import { openDatabase } from "@/server/db/client";
import { zonedDay } from "@/server/time-zone";
import { parseServerEnv } from "@/server/env";
import { contactLeadRecord, storeLead } from "../record/store";
import { listLeads } from "../record/queries";
import { contactLeadSchema, serverWords } from "../../../../test/server-words";
import { retryDelayMs } from "./backoff";
import { sendersFromEnv } from "./senders";
import { findIdempotencyKey } from "../idempotency";
import { housekeepingFromEnv, purgeIfDue } from "@/app/retention";
import { runOutboxOnce, startOutboxLoop, type OutboxSettings } from "./worker";
import { parseSiteConfig } from "@/config/schema";

const site = parseSiteConfig({ SITE_URL: "https://www.voltcare.example" });

const lead = contactLeadSchema.parse({
  form: "home",
  name: "Dana Whitfield",
  email: "dana@brightsmile.example",
  phone: "(512) 555-0199",
  practice: "Bright Smile Dental",
  subject: "Growth plan request",
  message: "Practice: Bright Smile Dental",
  utm_source: "google",
  utm_campaign: "spring-cleaning",
  gclid: "gclid-123",
  page_url: "https://www.voltcare.example/?utm_source=google",
});

const ZONE = "America/Chicago";
const year = { retentionDays: 365, timeZone: ZONE };
const fast: OutboxSettings = { maxAttempts: 3, retryBaseMs: 10, retryMaxMs: 40, random: () => 0.5 };

/** Runs passes until nothing is due or pending, waiting out backoff between them. */
async function drain(
  t: TestDatabase,
  senders: Parameters<typeof runOutboxOnce>[1],
  settings = fast,
) {
  for (let i = 0; i < 50; i++) {
    await runOutboxOnce(t.handle, senders, settings);
    const open = await t.handle.db
      .selectFrom("deliveries")
      .select("id")
      .where("status", "in", ["pending", "sending"])
      .execute();
    if (!open.length) return;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error("outbox did not settle");
}

describe("retryDelayMs", () => {
  it("doubles per attempt up to the cap, with half of it jittered", () => {
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelayMs(3, 1000, 60_000, () => 0.5)).toBe(3000);
    expect(retryDelayMs(20, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

describe.each(dialects)("outbox on %s", (dialect) => {
  let t: TestDatabase;
  let smtp: SmtpPeer;
  let webhook: WebhookPeer;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    smtp = await startSmtpPeer();
    webhook = await startWebhookPeer([200]);
  });
  afterEach(async () => {
    await Promise.all([smtp.close(), webhook.close()]);
    await t.drop();
  });

  const senders = () =>
    sendersFromEnv(
      parseServerEnv({
        SMTP_URL: smtp.url,
        LEAD_EMAIL_TO: "team@voltcare.example",
        LEAD_EMAIL_FROM: "Voltcare leads <leads@voltcare.example>",
        LEAD_WEBHOOK_URL: webhook.url,
        LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
        LEAD_WEBHOOK_TIMEOUT_MS: "2000",
        INBOX_TIME_ZONE: "Europe/Berlin",
      }),
      site,
      serverWords.emails,
    );
  const store = (channels: ("email" | "webhook")[]) =>
    storeLead(t.handle.db, contactLeadRecord(lead), { ipHash: null, idempotency: null }, channels);

  it("emails a readable summary of the lead and its attribution", async () => {
    const { id } = await store(["email"]);
    await drain(t, senders());
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe("New lead from Dana Whitfield (Home page growth plan)");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("team@voltcare.example");
    expect(mail.replyTo?.text).toBe("dana@brightsmile.example");
    for (const line of [
      "Name: Dana Whitfield",
      "Practice: Bright Smile Dental",
      "utm_campaign: spring-cleaning",
      "gclid: gclid-123",
      `Lead id: ${id}`,
      `Open in the inbox: https://www.voltcare.example/inbox/leads/${id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    // On the agency's clock (INBOX_TIME_ZONE), named: Berlin is an hour or two ahead of UTC.
    expect(mail.text).toMatch(/\nReceived: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M GMT\+[12]\n/);
    expect(mail.html).toContain("<th");
    expect(mail.html).toContain("Bright Smile Dental");
    const delivery = await t.handle.db
      .selectFrom("deliveries")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
  });

  it("posts signed JSON to the webhook with a stable id, a timestamp and an HMAC-SHA256 signature", async () => {
    const { id } = await store(["webhook"]);
    webhook.answers = [500, 200];
    await drain(t, senders());
    expect(webhook.calls).toHaveLength(2);
    const [first, second] = webhook.calls;
    expect(first!.headers["webhook-id"]).toBe(second!.headers["webhook-id"]);
    for (const call of webhook.calls) {
      const messageId = String(call.headers["webhook-id"]);
      const timestamp = String(call.headers["webhook-timestamp"]);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(30);
      const key = Buffer.from(WEBHOOK_SECRET.slice("whsec_".length), "base64");
      const expected = createHmac("sha256", key)
        .update(`${messageId}.${timestamp}.${call.body}`)
        .digest("base64");
      expect(call.headers["webhook-signature"]).toBe(`v1,${expected}`);
      // The official receiver, as a CRM would use it, with its default options.
      expect(
        new Webhook(WEBHOOK_SECRET).verify(call.body, {
          "webhook-id": messageId,
          "webhook-timestamp": timestamp,
          "webhook-signature": String(call.headers["webhook-signature"]),
        }),
      ).toMatchObject({ type: "lead.created" });
      expect(call.headers["content-type"]).toBe("application/json");
    }
    const payload = JSON.parse(second!.body);
    expect(payload).toMatchObject({
      type: "lead.created",
      data: { id, name: "Dana Whitfield", utm_source: "google", form: "home" },
    });
    // A CRM reads the time as stored, in UTC, whatever the agency's clock.
    expect(payload.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(payload.data).not.toHaveProperty("ip_hash");
    const delivery = await t.handle.db
      .selectFrom("deliveries")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2 });
    const attempts = await t.handle.db
      .selectFrom("delivery_attempts")
      .selectAll()
      .orderBy("attempted_at")
      .execute();
    expect(attempts.map((a) => [a.ok, a.error])).toEqual([
      [0, "Error: webhook answered HTTP 500"],
      [1, null],
    ]);
  });

  it("keeps an email through an SMTP outage and sends it once when the server is back", async () => {
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    await store(["email"]);
    const settings = { ...fast, maxAttempts: 10 };
    await runOutboxOnce(t.handle, senders(), settings);
    let delivery = await t.handle.db.selectFrom("deliveries").selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: "pending", attempts: 1 });
    expect(delivery.last_error).toMatch(/ECONNREFUSED/);
    expect(new Date(delivery.next_attempt_at).getTime()).toBeGreaterThan(Date.now() - 1000);

    smtp = await startSmtpPeer(port);
    await drain(t, senders(), settings);
    expect(smtp.messages).toHaveLength(1);
    delivery = await t.handle.db.selectFrom("deliveries").selectAll().executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("marks a delivery dead after the attempt limit and keeps the lead", async () => {
    await store(["webhook"]);
    webhook.answers = [503];
    await drain(t, senders());
    expect(webhook.calls).toHaveLength(3);
    const delivery = await t.handle.db
      .selectFrom("deliveries")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      status: "dead",
      attempts: 3,
      last_error: "Error: webhook answered HTTP 503",
    });
    expect(await listLeads(t.handle.db)).toHaveLength(1);
  });

  it("leaves deliveries pending for a channel that is not configured, to send once it is", async () => {
    await store(["email"]);
    await runOutboxOnce(t.handle, {}, fast);
    const delivery = await t.handle.db
      .selectFrom("deliveries")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({
      status: "pending",
      last_error: "email delivery is not configured",
    });
  });

  it("sends each delivery once when two workers run on one database", async () => {
    for (let i = 0; i < 30; i++) await store(["webhook"]);
    const second = await openDatabase(t.options);
    try {
      const both = { ...fast, batchSize: 5 };
      const worker = async (handle: typeof t.handle) => {
        for (let pass = 0; pass < 20; pass++) await runOutboxOnce(handle, senders(), both);
      };
      await Promise.all([worker(t.handle), worker(second), worker(t.handle), worker(second)]);
    } finally {
      await second.close();
    }
    const ids = webhook.calls.map((c) => String(c.headers["webhook-id"]));
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const delivered = await t.handle.db
      .selectFrom("deliveries")
      .select("status")
      .where("status", "=", "delivered")
      .execute();
    expect(delivered).toHaveLength(30);
  });

  it("sends each delivery once when two workers share a receiver slower than the lease allows for a batch", async () => {
    for (let i = 0; i < 8; i++) await store(["webhook"]);
    webhook.delayMs = 300;
    // A batch of 8 takes 2.4 s to send, well past the 1-second lease it was claimed with.
    const slow = { ...fast, leaseMs: 1000, batchSize: 8 };
    const second = await openDatabase(t.options);
    const runs: Awaited<ReturnType<typeof runOutboxOnce>>[] = [];
    try {
      const worker = async (handle: typeof t.handle) => {
        for (let pass = 0; pass < 40; pass++) {
          runs.push(await runOutboxOnce(handle, senders(), slow));
          const open = await handle.db
            .selectFrom("deliveries")
            .select("id")
            .where("status", "!=", "delivered")
            .execute();
          if (!open.length) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      await Promise.all([worker(t.handle), worker(second)]);
    } finally {
      await second.close();
    }
    const ids = webhook.calls.map((c) => String(c.headers["webhook-id"]));
    expect(new Set(ids).size).toBe(8);
    expect(ids).toHaveLength(8);
    expect(webhook.overlaps).toBe(0);
    // The second worker took over what the first could not reach within its lease.
    expect(runs.reduce((sum, run) => sum + run.lost, 0)).toBeGreaterThan(0);
    const rows = await t.handle.db.selectFrom("deliveries").selectAll().execute();
    expect(rows.map((row) => [row.status, row.lease_token])).toEqual(
      rows.map(() => ["delivered", null]),
    );
  });

  it("cuts a send off before its lease ends, so no other worker sends it at the same time", async () => {
    await store(["webhook"]);
    // The receiver holds the call past the lease; the cut-off keeps a fifth of the lease (500 ms)
    // for recording the failed attempt, time enough on a loaded machine. The retry is not due
    // again during the test, so the other worker could only take the delivery if the first one
    // overran its lease.
    webhook.delayMs = 3500;
    const short = {
      ...fast,
      leaseMs: 2500,
      maxAttempts: 2,
      retryBaseMs: 60_000,
      retryMaxMs: 60_000,
    };
    const second = await openDatabase(t.options);
    try {
      let firstDone = false;
      const firstRun = runOutboxOnce(t.handle, senders(), short).finally(() => (firstDone = true));
      // The other worker starts looking once the first has claimed the delivery, and keeps
      // looking while the first one's call is outstanding.
      await expect
        .poll(async () => {
          const row = await t.handle.db
            .selectFrom("deliveries")
            .select("lease_token")
            .executeTakeFirstOrThrow();
          return row.lease_token;
        })
        .not.toBeNull();
      const [first] = await Promise.all([
        firstRun,
        (async () => {
          while (!firstDone) {
            await runOutboxOnce(second, senders(), short);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        })(),
      ]);
      expect(first).toMatchObject({ retried: 1 });
    } finally {
      await second.close();
    }
    expect(webhook.overlaps).toBe(0);
    const delivery = await t.handle.db
      .selectFrom("deliveries")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(delivery).toMatchObject({ status: "pending", attempts: 1, lease_token: null });
    expect(delivery.last_error).toMatch(/abort|lease/i);
  });

  it("on stop, finishes the send under way and hands the rest of its batch back unsent", async () => {
    for (let i = 0; i < 3; i++) await store(["webhook"]);
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    let finishSend!: () => void;
    const finished = new Promise<void>((resolve) => (finishSend = resolve));
    const sent: string[] = [];
    const loop = startOutboxLoop(
      async () => t.handle,
      {
        webhook: async (_lead, delivery) => {
          sendStarted();
          await finished;
          sent.push(delivery.id);
        },
      },
      { ...fast, intervalMs: 60_000, alertQueueMinutes: 30 },
    );
    await started;
    const stopped = loop.stop();
    finishSend();
    await stopped;

    const rows = await t.handle.db
      .selectFrom("deliveries")
      .select(["id", "status", "attempts", "lease_token", "locked_until"])
      .execute();
    expect(sent).toHaveLength(1);
    expect(rows.find((row) => row.id === sent[0])).toMatchObject({ status: "delivered" });
    // Released as if never claimed: the next worker takes them at once, their attempt uncounted.
    expect(rows.filter((row) => row.id !== sent[0])).toEqual(
      rows
        .filter((row) => row.id !== sent[0])
        .map((row) => ({
          id: row.id,
          status: "pending",
          attempts: 0,
          lease_token: null,
          locked_until: null,
        })),
    );
    expect(await runOutboxOnce(t.handle, senders(), fast)).toMatchObject({ delivered: 2 });
  });

  it("purges leads and counted page views past retention and suspected submissions past 30 days, once a day", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const old = { key: "old-key-0001", endpoint: "contact", fingerprint: "f" };
    await storeLead(
      t.handle.db,
      contactLeadRecord(lead),
      { ipHash: null, idempotency: old },
      [],
      new Date("2024-01-01T00:00:00Z"),
    );
    await store([]);
    for (const age of [31, 29]) {
      await storeLead(
        t.handle.db,
        contactLeadRecord(lead),
        { ipHash: null, idempotency: null, suspected: "honeypot" },
        [],
        daysAgo(age),
      );
    }
    // The counted views of a day that ended past the retention go with the leads of that day.
    const dayOf = (age: number) => zonedDay(daysAgo(age), ZONE);
    await t.handle.db
      .insertInto("page_views")
      .values(
        [366, 364].map((age) => ({
          day: dayOf(age),
          path: "/landing",
          source: "google",
          medium: "cpc",
          campaign: "spring-implants",
          views: 3,
          visits: 2,
        })),
      )
      .execute();
    expect(await purgeIfDue(t.handle, year, now)).toBe(2);
    expect(await t.handle.db.selectFrom("page_views").select("day").execute()).toEqual([
      { day: dayOf(364) },
    ]);
    expect(await listLeads(t.handle.db)).toHaveLength(1);
    expect(await listLeads(t.handle.db, { suspected: true })).toHaveLength(1);
    expect(await findIdempotencyKey(t.handle.db, old.key)).toBeUndefined();
    expect(await purgeIfDue(t.handle, year, new Date(now.getTime() + 3_600_000))).toBeNull();
    // A retention shorter than 30 days holds for suspected submissions too.
    expect(
      await purgeIfDue(
        t.handle,
        { ...year, retentionDays: 0.00001 },
        new Date(now.getTime() + 86_400_000 + 1),
      ),
    ).toBe(2);
  });

  it("drops ended rate-limit windows on every pass, not once a day, and keeps a day's till it ends", async () => {
    // The daily purge has just run, so only the per-pass pruning can clear the old windows.
    await purgeIfDue(t.handle, year);
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    await t.handle.db
      .insertInto("rate_limits")
      .values([
        ...["a", "b"].map((bucket) => ({
          bucket,
          window_start: at(-120_000),
          window_end: at(-60_000),
          hits: 1,
        })),
        // A minute's row written before windows had ends.
        { bucket: "c", window_start: at(-30_000), window_end: "", hits: 1 },
        { bucket: "day", window_start: at(-86_000_000), window_end: at(-400_000), hits: 1 },
        { bucket: "today", window_start: at(-3_600_000), window_end: at(3_600_000), hits: 1 },
      ])
      .execute();
    const loop = startOutboxLoop(
      async () => t.handle,
      {},
      {
        ...fast,
        intervalMs: 50,
        alertQueueMinutes: 30,
        housekeeping: housekeepingFromEnv(
          parseServerEnv({ LEAD_RETENTION_DAYS: "365", INBOX_TIME_ZONE: ZONE }),
        ),
      },
    );
    try {
      await expect
        .poll(async () =>
          (await t.handle.db.selectFrom("rate_limits").select("bucket").execute()).map(
            (row) => row.bucket,
          ),
        )
        .toEqual(["today"]);
    } finally {
      await loop.stop();
    }
  });
});
