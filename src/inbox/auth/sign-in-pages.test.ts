import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { LINK_LIMITS, linkAllowed, signInPage } from "./sign-in-pages";
import { auditFailedSignIn } from "../server/audit";
import type { InboxLocals } from "../server/locals";
import { inboxAuth } from "./sign-in";
import { addStaff } from "./staff";

const SITE = { name: "Voltcare AI", url: "http://localhost:4321" };
const OWNER = "ops@brightsmile.example";
const OFFICE = "198.51.100.7";
const ELSEWHERE = "203.0.113.9";

describe.each(dialects)("asking for a sign-in link on %s", (dialect) => {
  let t: TestDatabase;
  let inbox: InboxLocals;
  let sent: { email: string; link: string }[];
  /** The work each answer left for after it, run when a test says the answer has gone. */
  let afterAnswers: (() => Promise<void>)[];

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    sent = [];
    afterAnswers = [];
    const auth = await inboxAuth(t.handle, SITE, async (email, link) => {
      sent.push({ email, link });
    });
    await addStaff(auth, OWNER, "Dana Ops");
    inbox = {
      db: t.handle.db,
      auth,
      emailsLinks: true,
      signedIn: null,
      afterAnswer: (task) => afterAnswers.push(task),
    } as Partial<InboxLocals> as InboxLocals;
  });
  afterEach(async () => {
    await t.drop();
  });

  async function ask(email: string, network: string, next?: string) {
    const url = new URL(INBOX_PATHS.signIn, SITE.url);
    if (next) url.searchParams.set("next", next);
    const request = new Request(url, {
      method: "POST",
      headers: { "x-forwarded-for": network },
      body: new URLSearchParams({ email }),
    });
    return signInPage(request, url, inbox);
  }

  const answersGone = async () => {
    for (const task of afterAnswers.splice(0)) await task();
  };

  const stored = async () =>
    JSON.stringify([
      await t.handle.db.selectFrom("staff_verifications").selectAll().execute(),
      await t.handle.db.selectFrom("rate_limits").selectAll().execute(),
    ]);

  it("answers before anything is looked up or sent, the same for every address", async () => {
    const forStaff = await ask(OWNER, OFFICE);
    const forStranger = await ask("stranger@example.com", OFFICE);
    for (const answer of [forStaff, forStranger]) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("location")).toBe("/inbox/sign-in?notice=sent");
    }
    expect(sent).toEqual([]);
    await answersGone();
    expect(sent.map(({ email }) => email)).toEqual([OWNER]);
  });

  it("keeps no trace of an address without an account, and no address in its counts", async () => {
    await ask("stranger@example.com", OFFICE);
    await ask(OWNER, OFFICE);
    await answersGone();
    const rows = await stored();
    expect(rows).not.toContain("stranger@example.com");
    expect(rows).not.toContain(OFFICE);
    // The staff member's own link is kept (hashed) until spent; its count holds no address.
    const { value } = await t.handle.db
      .selectFrom("rate_limits")
      .select((eb) => eb.fn.countAll<number>().as("value"))
      .where("bucket", "like", `%${OWNER}%`)
      .executeTakeFirstOrThrow();
    expect(Number(value)).toBe(0);
  });

  it("sends three links a minute per address and network; no one else spends them", async () => {
    for (let i = 0; i < 4; i++) await ask(OWNER, ELSEWHERE);
    await answersGone();
    expect(sent).toHaveLength(3);
    await ask(OWNER, OFFICE);
    await answersGone();
    expect(sent).toHaveLength(4);
  });

  it("sends ten links a day per address and network, the rest of the day none", async () => {
    const daily = LINK_LIMITS.find(({ per }) => per === "day")!.limit;
    const asking = (network: string) =>
      new Request(new URL(INBOX_PATHS.signIn, SITE.url), {
        method: "POST",
        headers: { "x-forwarded-for": network },
      });
    const morning = Date.parse("2026-11-30T00:30:00Z");
    const allowed: boolean[] = [];
    // Two hours apart, past the minute's and the hour's limits, all in one day.
    for (let i = 0; i <= daily; i++) {
      const at = new Date(morning + i * 2 * 3_600_000);
      allowed.push(await linkAllowed(t.handle.db, OWNER, asking(OFFICE), at));
    }
    expect(allowed.filter(Boolean)).toHaveLength(daily);
    expect(allowed.at(-1)).toBe(false);
    const evening = new Date(morning + daily * 2 * 3_600_000);
    expect(await linkAllowed(t.handle.db, OWNER, asking(ELSEWHERE), evening)).toBe(true);
    expect(
      await linkAllowed(t.handle.db, OWNER, asking(OFFICE), new Date(morning + 86_400_000)),
    ).toBe(true);
  });

  it("returns the link to the inbox page it was asked from", async () => {
    await ask(OWNER, OFFICE, INBOX_PATHS.account);
    await ask(OWNER, OFFICE, "https://evil.example/inbox");
    await answersGone();
    expect(new URL(sent[0]!.link).searchParams.get("next")).toBe(INBOX_PATHS.account);
    expect(new URL(sent[1]!.link).searchParams.has("next")).toBe(false);
  });

  it("records failed sign-ins once a minute from a network, whatever their number", async () => {
    const failure = (network: string) =>
      new Request(new URL(INBOX_PATHS.signInLink, SITE.url), {
        method: "POST",
        headers: { "x-forwarded-for": network },
      });
    for (let i = 0; i < 5; i++) await auditFailedSignIn(failure(OFFICE), inbox, "link");
    await auditFailedSignIn(failure(ELSEWHERE), inbox, "passkey");
    const rows = await t.handle.db
      .selectFrom("audit_log")
      .select(["action", "detail", "ip_hash"])
      .where("action", "=", "sign-in-failed")
      .execute();
    expect(rows.map(({ detail }) => detail).sort()).toEqual(["link", "passkey"]);
    expect(new Set(rows.map(({ ip_hash }) => ip_hash)).size).toBe(2);
  });
});
