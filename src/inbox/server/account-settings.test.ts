import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { accountPage, accountStatus, type AccountView } from "../auth/account";
import type { SignedIn } from "../auth/sign-in";
import { inboxAuth } from "../auth/sign-in";
import { addStaff, removeStaff } from "../auth/staff";
import type { InboxLocals } from "./locals";
import { readNewLeadRule, saveNewLeadRule } from "./new-lead-rule";

const SITE = { name: "Voltcare AI", url: "http://localhost:4321" };
const OWNER = "dana.reyes@brightsmile.example";
const FRONT_DESK = "sam.ortiz@brightsmile.example";
const HYGIENE = "ana.lopez@brightsmile.example";
const ACCOUNT_URL = new URL(INBOX_PATHS.account, SITE.url);

describe.each(dialects)("the account page's lead settings on %s", (dialect) => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    const auth = await inboxAuth(t.handle, SITE, async () => {});
    await addStaff(auth, OWNER, "Dana Reyes");
    await addStaff(auth, FRONT_DESK, "Sam Ortiz");
    await addStaff(auth, HYGIENE, "Ana Lopez");
  });
  afterEach(async () => {
    await t.drop();
  });

  /** The inbox as the gate leaves it for `email`, signed in. */
  async function signedInAs(email: string): Promise<InboxLocals> {
    const staff = await t.handle.db
      .selectFrom("staff")
      .select(["id", "email", "name", "role"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const signedIn: SignedIn = {
      staff,
      session: { id: "session", createdAt: new Date(), endsAt: new Date(Date.now() + 60_000) },
    };
    return { db: t.handle.db, signedIn } as Partial<InboxLocals> as InboxLocals;
  }

  const post = async (email: string, fields: Record<string, string>) =>
    accountPage(
      new Request(ACCOUNT_URL, {
        method: "POST",
        headers: { "x-forwarded-for": "198.51.100.7" },
        body: new URLSearchParams(fields),
      }),
      ACCOUNT_URL,
      await signedInAs(email),
    );
  const view = async (email: string, notice?: string) => {
    const url = new URL(ACCOUNT_URL);
    if (notice) url.searchParams.set("notice", notice);
    return (await accountPage(new Request(url), url, await signedInAs(email))) as AccountView;
  };
  const ruleChanges = () =>
    t.handle.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "new-lead-rule-changed")
      .execute();

  it("saves each account's own choice of lead emails, and says so", async () => {
    expect((await view(FRONT_DESK)).leadEmails).toBe("mine");
    const answer = (await post(FRONT_DESK, {
      action: "lead-emails",
      "lead-emails": "none",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/inbox/account?notice=lead-emails#lead-emails");
    const after = await view(FRONT_DESK, "lead-emails");
    expect(after).toMatchObject({ leadEmails: "none", notice: "lead-emails" });
    expect((await view(OWNER)).leadEmails).toBe("mine");
  });

  it("answers a choice it cannot read 422, and changes nothing", async () => {
    for (const fields of [
      { action: "lead-emails", "lead-emails": "everything" } as Record<string, string>,
      { action: "lead-emails" },
    ]) {
      const refused = (await post(FRONT_DESK, fields)) as AccountView;
      expect(refused.refusal).toEqual({ form: "lead-emails", problem: "unreadable" });
      expect(accountStatus(refused)).toBe(422);
      expect(refused.leadEmails).toBe("mine");
    }
  });

  it("lets an admin choose where new leads go, recorded once in the audit log", async () => {
    const answer = (await post(OWNER, {
      action: "new-lead-rule",
      rule: "one",
      person: ` ${FRONT_DESK.toUpperCase()} `,
    })) as Response;
    expect(answer.headers.get("location")).toBe(
      "/inbox/account?notice=new-lead-rule#new-lead-rule",
    );
    expect(await readNewLeadRule(t.handle.db)).toEqual({ to: "one", email: FRONT_DESK });
    await post(OWNER, { action: "new-lead-rule", rule: "one", person: FRONT_DESK });
    await post(OWNER, { action: "new-lead-rule", rule: "turns", person: FRONT_DESK });
    expect(await ruleChanges()).toEqual([
      { actor: OWNER, detail: FRONT_DESK },
      { actor: OWNER, detail: "turns" },
    ]);
    // In turn by address; Ana gets the first lead.
    const { newLeadRule } = await view(FRONT_DESK);
    expect(newLeadRule.accounts.map(({ email }) => email)).toEqual([HYGIENE, OWNER, FRONT_DESK]);
    expect(newLeadRule.next?.name).toBe("Ana Lopez");
  });

  it("refuses the rule from a staff account 403, and one naming no account 422", async () => {
    const fromStaff = (await post(FRONT_DESK, {
      action: "new-lead-rule",
      rule: "turns",
    })) as AccountView;
    expect(accountStatus(fromStaff)).toBe(403);
    expect(fromStaff.refusal).toEqual({ form: "new-lead-rule", problem: "admin-only" });
    for (const fields of [
      { rule: "one", person: "front.desk@elsewhere.example" } as Record<string, string>,
      { rule: "one" },
      { rule: "everyone" },
    ]) {
      const unread = (await post(OWNER, { action: "new-lead-rule", ...fields })) as AccountView;
      expect(accountStatus(unread)).toBe(422);
    }
    expect(await readNewLeadRule(t.handle.db)).toEqual({ to: "none" });
    expect(await ruleChanges()).toEqual([]);
  });

  it("says new leads go to no one once the person named is removed", async () => {
    await saveNewLeadRule(t.handle.db, { to: "one", email: HYGIENE });
    expect((await view(FRONT_DESK)).newLeadRule.person?.name).toBe("Ana Lopez");
    await removeStaff(t.handle.db, HYGIENE);
    const { newLeadRule } = await view(FRONT_DESK);
    expect(newLeadRule.rule).toEqual({ to: "one", email: HYGIENE });
    expect(newLeadRule.person).toBeUndefined();
  });

  it("still removes a passkey with a form that names no lead setting", async () => {
    const { signedIn } = await signedInAs(OWNER);
    await t.handle.db
      .insertInto("staff_passkeys")
      .values({
        id: "passkey-laptop",
        name: "Front desk laptop",
        public_key: "cHVibGljLWtleQ",
        staff_id: signedIn!.staff.id,
        credential_id: "Y3JlZGVudGlhbA",
        counter: 0,
        device_type: "multiDevice",
        backed_up: 1,
        transports: "internal",
        created_at: new Date().toISOString(),
        aaguid: null,
      })
      .execute();
    const answer = (await post(OWNER, { passkey: "passkey-laptop" })) as Response;
    expect(answer.headers.get("location")).toBe(`${INBOX_PATHS.account}?notice=removed`);
    expect((await view(OWNER)).passkeys).toEqual([]);
  });
});
