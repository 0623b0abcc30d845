import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactLeadSchema, serverWords } from "../../../../test/server-words";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import {
  startSmtpPeer,
  startWebhookPeer,
  WEBHOOK_SECRET,
  type SmtpPeer,
  type WebhookPeer,
} from "../../../../test/peers";
import { serve, type Served } from "../../../../test/serve";
import { parseServerEnv, type ServerEnv } from "@/server/env";
import { contactLeadRecord, storeLead } from "../record/store";
import { sendersFromEnv } from "./senders";
import { OUTBOX_PATH, outboxEndpoint } from "./endpoint";
import { parseSiteConfig } from "@/config/schema";
import { housekeepingFromEnv } from "@/app/retention";

const CRON_SECRET = "cron-key-for-the-tests-0001";
const site = parseSiteConfig({ SITE_URL: "https://www.voltcare.example" });

const lead = contactLeadSchema.parse({
  name: "Dana Whitfield",
  email: "dana@brightsmile.example",
  subject: "Growth plan",
  message: "We miss calls at lunch.",
});

describe.each(dialects)("the scheduled delivery endpoint on %s", (dialect) => {
  let t: TestDatabase;
  let smtp: SmtpPeer;
  let webhook: WebhookPeer;
  let server: Served;
  let settings: Record<string, string>;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    smtp = await startSmtpPeer();
    webhook = await startWebhookPeer([200]);
    settings = {
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "team@voltcare.example",
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CRON_SECRET,
    };
    const env = (): ServerEnv => parseServerEnv(settings);
    server = await serve({
      [OUTBOX_PATH]: outboxEndpoint({
        database: async () => t.handle,
        env,
        senders: (config) => sendersFromEnv(config, site, serverWords.emails),
        housekeeping: housekeepingFromEnv,
      }),
    });
  });
  afterEach(async () => {
    await Promise.all([server.close(), smtp.close(), webhook.close()]);
    await t.drop();
  });

  const store = () =>
    storeLead(t.handle.db, contactLeadRecord(lead), { ipHash: null, idempotency: null }, [
      "email",
      "webhook",
    ]);
  const call = (method: string, key?: string) =>
    fetch(`${server.url}${OUTBOX_PATH}`, {
      method,
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });
  const undelivered = async () =>
    (
      await t.handle.db
        .selectFrom("deliveries")
        .select("id")
        .where("status", "!=", "delivered")
        .execute()
    ).length;

  it("delivers the outbox when the scheduler calls with its key, and says what it did", async () => {
    for (let i = 0; i < 3; i++) await store();
    // Vercel's cron jobs call with GET; other schedulers may POST.
    const answer = await call("GET", CRON_SECRET);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({
      ok: true,
      delivered: 6,
      skipped: 0,
      retried: 0,
      dead: 0,
      lost: 0,
      released: 0,
    });
    expect(smtp.messages).toHaveLength(3);
    expect(webhook.calls).toHaveLength(3);
    expect(await undelivered()).toBe(0);

    await store();
    expect(await (await call("POST", CRON_SECRET)).json()).toMatchObject({ delivered: 2 });
    expect(await undelivered()).toBe(0);
  });

  it("refuses a call without the key, or with another, and sends nothing", async () => {
    await store();
    for (const key of [undefined, "not-the-cron-key-0000000", `${CRON_SECRET}x`]) {
      const answer = await call("POST", key);
      expect(answer.status, String(key)).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer /);
    }
    expect((await call("DELETE", CRON_SECRET)).status).toBe(405);
    expect(smtp.messages).toHaveLength(0);
    expect(webhook.calls).toHaveLength(0);
    expect(await undelivered()).toBe(2);
  });

  it("does not exist until CRON_SECRET is set", async () => {
    delete settings.CRON_SECRET;
    await store();
    expect((await call("POST", CRON_SECRET)).status).toBe(404);
    expect(await undelivered()).toBe(2);
  });
});
