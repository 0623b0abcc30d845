import { createHmac } from "node:crypto";
import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { authOptions, SESSION_COOKIE, SESSION_LIMIT_MS } from "./auth";
import { inboxAuth, requestSignInLink, signedInStaff, spendSignInLink } from "./sign-in";
import {
  addStaff,
  COMMAND_LINE_ACTOR,
  listStaff,
  removeStaff,
  setStaffRole,
  StaffError,
  staffNamesOf,
} from "./staff";
import type { Auth } from "./auth";
import { openDatabase } from "@/server/db/client";
import { storedSecret } from "@/server/db/stored-secret";
import { withOrigin } from "@/lib/lead-origin";
import type { NewLead } from "@/server/db/schema";

const SITE = { name: "Voltcare AI", url: "http://localhost:4321" };
const OWNER = "ops@brightsmile.example";
/** INBOX_IDLE_MINUTES, set apart from its default of 30. */
const IDLE_MINUTES = 20;

describe.each(dialects)("staff sign-in on %s", (dialect) => {
  let t: TestDatabase;
  let auth: Auth;
  let sent: { email: string; link: string }[];

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    sent = [];
    auth = await inboxAuth(
      t.handle,
      SITE,
      async (email, link) => {
        sent.push({ email, link });
      },
      IDLE_MINUTES,
    );
  });
  afterEach(async () => {
    await t.drop();
  });

  /** Asks for a link, opens it: the session cookie it sets, as a request's Cookie header. */
  async function signIn(email = OWNER): Promise<string> {
    await requestSignInLink(auth, email);
    const token = new URL(sent.at(-1)!.link).searchParams.get("token")!;
    const answer = await spendSignInLink(auth, token, new Headers());
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`${SITE.url}/inbox`);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
    return cookie!.split(";")[0]!;
  }

  const whoIs = async (cookie: string, now?: number) =>
    (await signedInStaff(auth, new Headers({ cookie }), { now })).signedIn;

  it("makes the first account an admin, the next staff unless asked, and keeps an admin", async () => {
    const FRONT = "front@brightsmile.example";
    const BILLING = "billing@brightsmile.example";
    expect(await addStaff(auth, OWNER, "Dana Ops", "staff")).toBe("admin");
    expect(await addStaff(auth, FRONT, "Sam Front")).toBe("staff");
    expect(await addStaff(auth, BILLING, "Lee Billing", "admin")).toBe("admin");
    const cookie = await signIn(FRONT);
    expect((await whoIs(cookie))?.staff.role).toBe("staff");
    // A new role applies to the session already open.
    await setStaffRole(t.handle.db, "Front@BrightSmile.example", "admin");
    expect((await whoIs(cookie))?.staff.role).toBe("admin");
    await setStaffRole(t.handle.db, OWNER, "staff");
    await setStaffRole(t.handle.db, BILLING, "staff");
    await expect(setStaffRole(t.handle.db, FRONT, "staff")).rejects.toThrow(/only admin/);
    await expect(setStaffRole(t.handle.db, "nobody@brightsmile.example", "admin")).rejects.toThrow(
      StaffError,
    );
    expect((await listStaff(t.handle.db)).map(({ email, role }) => [email, role])).toEqual([
      [BILLING, "staff"],
      [FRONT, "admin"],
      [OWNER, "staff"],
    ]);
  });

  it("leaves Better Auth nothing to create: the project's migration made its tables", async () => {
    const options = authOptions({
      db: t.handle.db,
      dialect,
      siteUrl: SITE.url,
      brand: SITE.name,
      secret: "x".repeat(32),
      sendSignInLink: async () => {},
      idleMinutes: IDLE_MINUTES,
    });
    const { toBeCreated, toBeAdded } = await getMigrations({
      ...options,
      database: { db: t.handle.db, type: dialect },
    });
    expect({ toBeCreated, toBeAdded }).toEqual({ toBeCreated: [], toBeAdded: [] });
  });

  it("signs a staff member in with a link that works once", async () => {
    await addStaff(auth, "Ops@BrightSmile.example", "Dana Ops");
    const cookie = await signIn();
    expect(sent).toEqual([
      {
        email: OWNER,
        link: expect.stringMatching(
          /^http:\/\/localhost:4321\/inbox\/sign-in\/link\?token=\w{32}$/,
        ),
      },
    ]);
    expect((await whoIs(cookie))?.staff).toMatchObject({ email: OWNER, name: "Dana Ops" });

    const token = new URL(sent[0]!.link).searchParams.get("token")!;
    const again = await spendSignInLink(auth, token, new Headers());
    expect(again.headers.get("location")).toBe(`${SITE.url}/inbox/sign-in?error=INVALID_TOKEN`);
    expect(again.headers.getSetCookie().join()).not.toContain(`${SESSION_COOKIE}=`);
  });

  it("sends no link to an address without an account, and makes no account", async () => {
    await addStaff(auth, OWNER);
    await requestSignInLink(auth, "stranger@example.com");
    expect(sent).toEqual([]);
    expect((await listStaff(t.handle.db)).map((s) => s.email)).toEqual([OWNER]);
  });

  it("keeps the token hashed: the stored row does not hold the link's token", async () => {
    await addStaff(auth, OWNER);
    await requestSignInLink(auth, OWNER);
    const token = new URL(sent[0]!.link).searchParams.get("token")!;
    const { rows } = await sql<{
      identifier: string;
    }>`select identifier from staff_verifications`.execute(t.handle.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).not.toContain(token);
  });

  it("keeps session tokens hashed: a copy of the database signs no one in", async () => {
    await addStaff(auth, OWNER);
    const cookie = await signIn();
    const token = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length)).split(".")[0]!;
    const stored = await t.handle.db
      .selectFrom("staff_sessions")
      .select("token")
      .executeTakeFirstOrThrow();
    expect(stored.token).not.toContain(token);
    const dump = JSON.stringify(
      await t.handle.db.selectFrom("staff_sessions").selectAll().execute(),
    );
    expect(dump).not.toContain(token);
    // Signed with the secret the database holds, as the holder of a copy could: the real token
    // signs in, the stored value does not.
    const secret = await storedSecret(t.handle.db, "auth_secret");
    const signed = (value: string) =>
      `${SESSION_COOKIE}=${encodeURIComponent(`${value}.${createHmac("sha256", secret).update(value).digest("base64")}`)}`;
    expect((await whoIs(signed(token)))?.staff.email).toBe(OWNER);
    expect(await whoIs(signed(stored.token))).toBeNull();
  });

  it("refuses an unknown or forged session cookie", async () => {
    await addStaff(auth, OWNER);
    await signIn();
    expect(await whoIs(`${SESSION_COOKIE}=made-up.token`)).toBeNull();
    expect(await whoIs("")).toBeNull();
  });

  it("refuses a session idle past its deadline", async () => {
    await addStaff(auth, OWNER);
    const cookie = await signIn();
    const past = new Date(Date.now() - 1000);
    await t.handle.db
      .updateTable("staff_sessions")
      .set({ expires_at: dialect === "postgres" ? past : past.toISOString() })
      .execute();
    expect(await whoIs(cookie)).toBeNull();
  });

  it("moves the idle deadline on by INBOX_IDLE_MINUTES when the session is used", async () => {
    await addStaff(auth, OWNER);
    const cookie = await signIn();
    // As if signed in five minutes ago: a request now renews it.
    const earlier = new Date(Date.now() - 5 * 60_000);
    const due = new Date(earlier.getTime() + IDLE_MINUTES * 60_000);
    const asStored = (date: Date) => (dialect === "postgres" ? date : date.toISOString());
    await t.handle.db
      .updateTable("staff_sessions")
      .set({ updated_at: asStored(earlier), expires_at: asStored(due) })
      .execute();
    const deadline = async () =>
      new Date(
        (
          await t.handle.db
            .selectFrom("staff_sessions")
            .select("expires_at")
            .executeTakeFirstOrThrow()
        ).expires_at,
      ).getTime();
    // A page's script checking in the background is not the person's doing: no renewal.
    const checked = await signedInStaff(auth, new Headers({ cookie }), { renew: false });
    expect(checked.signedIn?.staff.email).toBe(OWNER);
    expect(checked.cookies).toEqual([]);
    expect(await deadline()).toBe(due.getTime());

    const before = Date.now();
    const { cookies, signedIn } = await signedInStaff(auth, new Headers({ cookie }));
    expect(cookies.join()).toContain(`${SESSION_COOKIE}=`);
    expect(cookies.join()).toContain(`Max-Age=${IDLE_MINUTES * 60};`);
    const renewed = await deadline();
    expect(renewed).toBeGreaterThanOrEqual(before + IDLE_MINUTES * 60_000 - 1000);
    expect(renewed).toBeLessThanOrEqual(Date.now() + IDLE_MINUTES * 60_000);
    expect(signedIn?.session.endsAt.getTime()).toBe(renewed);
  });

  it("ends a session 12 hours after sign-in, however busy", async () => {
    await addStaff(auth, OWNER);
    const cookie = await signIn();
    expect(await whoIs(cookie, Date.now() + SESSION_LIMIT_MS - 60_000)).not.toBeNull();
    const late = await signedInStaff(auth, new Headers({ cookie }), {
      now: Date.now() + SESSION_LIMIT_MS + 1000,
    });
    expect(late.signedIn).toBeNull();
    expect(late.cookies.join()).toContain(`${SESSION_COOKIE}=; Max-Age=0`);
    expect(await whoIs(cookie)).toBeNull();
  });

  it("stops a removed account's sessions at once", async () => {
    await addStaff(auth, OWNER);
    const cookie = await signIn();
    await removeStaff(t.handle.db, OWNER);
    expect(await whoIs(cookie)).toBeNull();
    await expect(removeStaff(t.handle.db, OWNER)).rejects.toThrow(StaffError);
  });

  it("gives the leads a removed account owned back to no one, as the command line's doing", async () => {
    const FRONT = "front@brightsmile.example";
    await addStaff(auth, OWNER);
    await addStaff(auth, FRONT);
    const at = "2026-11-05T09:00:00.000Z";
    for (const [id, owner] of [
      ["lead-1", FRONT],
      ["lead-2", FRONT],
      ["lead-3", OWNER],
    ] as const) {
      await t.handle.db
        .insertInto("leads")
        .values(
          withOrigin<NewLead>({
            id,
            created_at: at,
            form: "contact",
            name: "Priya Raman",
            email: "priya@lakeshore-family.example",
            owner,
            owner_by: OWNER,
            owner_at: at,
          }),
        )
        .execute();
    }
    const removedAt = new Date("2026-11-06T14:30:00.000Z");
    expect(await removeStaff(t.handle.db, FRONT, removedAt)).toBe(2);
    const leads = await t.handle.db
      .selectFrom("leads")
      .select(["id", "owner", "owner_by", "owner_at", "version"])
      .orderBy("id")
      .execute();
    const unassigned = {
      owner: null,
      owner_by: COMMAND_LINE_ACTOR,
      owner_at: removedAt.toISOString(),
      version: 2,
    };
    expect(leads).toEqual([
      { id: "lead-1", ...unassigned },
      { id: "lead-2", ...unassigned },
      { id: "lead-3", owner: OWNER, owner_by: OWNER, owner_at: at, version: 1 },
    ]);
  });

  it("shares sessions between servers on one database, each with its own connection", async () => {
    await addStaff(auth, OWNER);
    const cookie = await signIn();
    const second = await openDatabase(t.options);
    try {
      const otherServer = await inboxAuth(second, SITE, async () => {});
      const { signedIn } = await signedInStaff(otherServer, new Headers({ cookie }));
      expect(signedIn?.staff.email).toBe(OWNER);
    } finally {
      await second.close();
    }
  });

  it("lets no link sent before an account was removed sign in to one made again", async () => {
    await addStaff(auth, OWNER);
    await requestSignInLink(auth, OWNER);
    const token = new URL(sent[0]!.link).searchParams.get("token")!;
    await removeStaff(t.handle.db, OWNER);
    await addStaff(auth, OWNER);
    const answer = await spendSignInLink(auth, token, new Headers());
    expect(answer.headers.get("location")).toBe(`${SITE.url}/inbox/sign-in?error=INVALID_TOKEN`);
    expect(await t.handle.db.selectFrom("staff_verifications").selectAll().execute()).toEqual([]);
  });

  it("refuses a second account for an address, however it is written", async () => {
    await addStaff(auth, OWNER);
    await expect(addStaff(auth, " OPS@brightsmile.example ")).rejects.toThrow(/has an account/);
    await expect(addStaff(auth, "not an address")).rejects.toThrow(/not an email address/);
  });

  it("lists accounts with their passkeys and latest sign-in", async () => {
    await addStaff(auth, OWNER, "Dana Ops");
    await addStaff(auth, "front@brightsmile.example");
    await signIn();
    const staff = await listStaff(t.handle.db);
    expect(staff).toEqual([
      {
        email: "front@brightsmile.example",
        name: "front",
        role: "staff",
        addedAt: expect.any(String),
        passkeys: 0,
        lastSignIn: null,
      },
      {
        email: OWNER,
        name: "Dana Ops",
        role: "admin",
        addedAt: expect.any(String),
        passkeys: 0,
        lastSignIn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it("names the accounts among some addresses, and none that has gone", async () => {
    await addStaff(auth, OWNER, "Dana Ops");
    await addStaff(auth, "front@brightsmile.example", "Sam Front");
    await removeStaff(t.handle.db, "front@brightsmile.example");
    expect(
      await staffNamesOf(t.handle.db, [OWNER, OWNER, "front@brightsmile.example", "x@example.com"]),
    ).toEqual({ [OWNER]: "Dana Ops" });
    expect(await staffNamesOf(t.handle.db, [])).toEqual({});
  });
});
