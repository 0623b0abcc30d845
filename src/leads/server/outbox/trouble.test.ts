import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactLeadSchema, serverWords } from "../../../../test/server-words";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { startSmtpPeer, type SmtpPeer } from "../../../../test/peers";
import { parseSiteConfig } from "@/config/schema";
import { parseServerEnv } from "@/server/env";
import { contactLeadRecord, storeLead } from "../record/store";
import { sendersFromEnv, type Senders } from "./senders";
import { inboxSchema } from "@/content/schemas/copy/inbox";
import { FAILING_GRACE_SECONDS } from "@/server/backup/replica-status";
import { alertIfDue, deliveryTrouble, replicaSentences } from "./trouble";

const site = parseSiteConfig({ SITE_URL: "https://www.voltcare.example" });
const HOUR = 3_600_000;
const START = Date.parse("2026-11-28T12:00:00Z");

describe.each(dialects)("the agency's alert when leads stop reaching it, on %s", (dialect) => {
  let t: TestDatabase;
  let smtp: SmtpPeer;
  let senders: Senders;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    smtp = await startSmtpPeer();
    senders = sendersFromEnv(
      parseServerEnv({ SMTP_URL: smtp.url, LEAD_EMAIL_TO: "team@voltcare.example" }),
      site,
      serverWords.emails,
    );
  });
  afterEach(async () => {
    await smtp.close();
    await t.drop();
  });

  /** A lead stored `minutesAgo` before `at`, its agency email still waiting or dead. */
  const lead = async (at: number, minutesAgo: number, status: "pending" | "dead") => {
    const { id } = await storeLead(
      t.handle.db,
      contactLeadRecord(
        contactLeadSchema.parse({
          name: "Dana Whitfield",
          email: `dana${Math.random()}@brightsmile.example`,
          subject: "Growth plan",
          message: "We miss calls at lunch.",
        }),
      ),
      { ipHash: null, idempotency: null },
      ["email"],
      new Date(at - minutesAgo * 60_000),
    );
    await t.handle.db.updateTable("deliveries").set({ status }).where("lead_id", "=", id).execute();
  };
  const check = async (at: number) =>
    alertIfDue(
      t.handle.db,
      await deliveryTrouble(t.handle.db, 30, new Date(at)),
      senders.alert,
      new Date(at),
    );

  it("writes once when deliveries die, again only when more die an hour on, and daily", async () => {
    expect(await check(START)).toBe(false);
    await lead(START, 5, "dead");
    await lead(START, 5, "dead");
    expect(await check(START)).toBe(true);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.subject).toBe("Leads need your attention on voltcare.example");
    expect(mail!.text).toContain("failed for good after every retry: 2.");
    expect(mail!.text).toContain("https://www.voltcare.example/inbox");
    expect([mail!.to].flat()[0]?.text).toBe("team@voltcare.example");

    // The same trouble, and then more of it within the hour: nothing more.
    expect(await check(START + 60_000)).toBe(false);
    await lead(START, 1, "dead");
    expect(await check(START + 30 * 60_000)).toBe(false);
    // Worse, an hour after the last: once more; then quiet until a day has passed.
    expect(await check(START + HOUR)).toBe(true);
    expect(await check(START + 2 * HOUR)).toBe(false);
    expect(await check(START + 25 * HOUR)).toBe(true);
    expect(smtp.messages).toHaveLength(3);
    expect(smtp.messages[1]!.text).toContain("failed for good after every retry: 3.");
  });

  it("writes when a lead waits too long, and at once for new trouble after the last is over", async () => {
    await lead(START, 10, "pending");
    expect(await check(START)).toBe(false);
    await t.handle.db.deleteFrom("deliveries").execute();
    await lead(START, 45, "pending");
    expect(await check(START)).toBe(true);
    expect(smtp.messages[0]!.text).toContain(
      "The oldest lead still waiting to be delivered arrived 45 minutes ago.",
    );
    expect(smtp.messages[0]!.text).not.toContain("failed for good");
    // Delivered: the trouble is over, and the next is written about at once.
    await t.handle.db.updateTable("deliveries").set({ status: "delivered" }).execute();
    expect(await check(START + 60_000)).toBe(false);
    await lead(START, 0, "dead");
    expect(await check(START + 2 * 60_000)).toBe(true);
    expect(smtp.messages).toHaveLength(2);
  });

  it("sends one email however many workers check at once", async () => {
    await lead(START, 5, "dead");
    const sent = await Promise.all(Array.from({ length: 4 }, () => check(START)));
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });
});

describe("the backup replica's trouble in the inbox banner", () => {
  const { trouble: words } = inboxSchema.parse(
    load(readFileSync("src/content/copy/inbox.yaml", "utf8")),
  );
  const failing = (forSeconds: number) =>
    ({
      state: "failing",
      forSeconds,
      replicatedSecondsAgo: forSeconds,
      error: "monitor error: connect: connection refused",
      erasing: false,
    }) as const;

  it("says nothing while the replica is well, off, or failing for less than a minute", () => {
    expect(replicaSentences({ state: "off" }, words)).toEqual([]);
    expect(
      replicaSentences({ ...failing(0), state: "replicating", replicatedSecondsAgo: 1 }, words),
    ).toEqual([]);
    expect(replicaSentences(failing(FAILING_GRACE_SECONDS - 1), words)).toEqual([]);
  });

  it("says how long it has failed and why, that it is stopped, or what is wrong with its settings", () => {
    expect(replicaSentences(failing(300), words)).toEqual([
      expect.stringMatching(/for 5 minutes \(monitor error: connect: connection refused\)/),
    ]);
    expect(replicaSentences({ state: "stopped" }, words)).toEqual([words.replicaStopped]);
    const [misconfigured] = replicaSentences(
      {
        state: "misconfigured",
        forSeconds: 0,
        replicatedSecondsAgo: null,
        error: "BACKUP_URL: must be s3://BUCKET/PATH",
        erasing: false,
      },
      words,
    );
    expect(misconfigured).toMatch(/nothing is being backed up: BACKUP_URL: must be/);
  });
});
