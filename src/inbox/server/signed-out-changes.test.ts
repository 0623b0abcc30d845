import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { contactLeadSchema } from "../../../test/server-words";
import { siteCopy } from "@/content/readers/collections";
import { INBOX_PATHS, leadHref, leadRevisionHref } from "@/lib/inbox-paths";
import { contactLeadRecord, storeLead } from "@/leads/server/record/store";
import { eraseByEmail } from "@/leads/server/record/queries";
import { notesOf } from "@/leads/server/record/notes";
import { removeStaff, addStaff } from "../auth/staff";
import { inboxAuth } from "../auth/sign-in";
import { AUTHOR_COOKIE, authorOf, renewedAuthorCookie } from "../auth/author-cookie";
import { CSRF_FIELD } from "../auth/passkey-routes";
import type { Auth } from "../auth/auth";
import {
  HELD_FOR_MS,
  HELD_PER_BROWSER,
  heldIn,
  holdChange,
  purgeHeldChanges,
  takeHeldChanges,
} from "./held-changes";
import type { InboxLocals } from "./locals";
import {
  applyHeldChanges,
  authorCookie,
  holdSignedOutChange,
  signedOutAuthor,
} from "./signed-out-changes";

const SITE = { name: "Voltcare AI", url: "http://localhost:4321" };
const OWNER = "dana@brightsmile.example";
const FRONT_DESK = "sam@brightsmile.example";
const NOTE =
  "Called back at 4:10. She wants the after-hours line live before the Oct 14 board meeting; " +
  "send pricing for three chairs.";

const lead = contactLeadSchema.parse({
  name: "Marisol Quenneville",
  email: "marisol@lakeshore-ortho.example",
  phone: "(312) 555-0187",
  subject: "Missed calls at two offices",
  message: "Our satellite office misses most calls over lunch.",
});

/** A Set-Cookie header as the browser sends it back. */
const sentBack = (setCookie: string | null | undefined) => setCookie?.split(";")[0] ?? "";

describe.each(dialects)("changes sent after a session ended, on %s", (dialect) => {
  let t: TestDatabase;
  let auth: Auth;
  let inbox: InboxLocals;
  let leadId: string;
  let staffIds: Map<string, string>;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    auth = await inboxAuth(t.handle, SITE, async () => {});
    await addStaff(auth, OWNER, "Dana Whitfield");
    await addStaff(auth, FRONT_DESK, "Sam Ortiz");
    const staff = await t.handle.db.selectFrom("staff").select(["id", "email"]).execute();
    staffIds = new Map(staff.map(({ id, email }) => [email, id]));
    ({ id: leadId } = await storeLead(
      t.handle.db,
      contactLeadRecord(lead),
      { ipHash: null, idempotency: null },
      [],
    ));
    const { inbox: words } = await siteCopy();
    inbox = {
      db: t.handle.db,
      auth,
      signedIn: null,
      words,
      formNames: {},
      timeZone: "America/Chicago",
      held: [],
    } as Partial<InboxLocals> as InboxLocals;
  });
  afterEach(async () => {
    await t.drop();
  });

  const signedInAs = (email: string) => {
    inbox.held = [];
    inbox.signedIn = {
      staff: { id: staffIds.get(email)!, email, name: email, role: "staff" },
      session: { id: "session", createdAt: new Date(), endsAt: new Date() },
    };
  };
  const signedOut = () => {
    inbox.signedIn = null;
  };

  /** The author cookie a signed-in page gave this browser. */
  async function authorCookieOf(email: string): Promise<string> {
    signedInAs(email);
    const page = new Request(new URL(INBOX_PATHS.home, SITE.url));
    return sentBack(await authorCookie(page, inbox));
  }

  /** Posts a lead page's form with no session: the gate's answer, and the held-change cookie. */
  async function postSignedOut(cookie: string, form: Record<string, string>, id = leadId) {
    signedOut();
    const path = leadHref(id);
    const request = new Request(new URL(path, SITE.url), {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: "checked-by-the-gate", ...form }),
    });
    const author = await signedOutAuthor(request, path, inbox);
    if (!author) return { author, answer: null, held: "" };
    const answer = await holdSignedOutChange(request, path, author, inbox);
    return { author, answer, held: sentBack(answer.headers.get("set-cookie")) };
  }

  /** A signed-in browser's GET of `path`, as the gate makes held changes on it. */
  const open = (cookie: string, path = leadHref(leadId)) =>
    applyHeldChanges(new Request(new URL(path, SITE.url), { headers: { cookie } }), path, inbox);

  const notes = async () =>
    (await notesOf(t.handle.db, leadId)).map(({ author, body }) => ({ author, body }));
  const audit = () =>
    t.handle.db
      .selectFrom("audit_log")
      .select(["actor", "action", "lead_id", "detail"])
      .orderBy("at")
      .execute();

  it("keeps a note for its author alone, and makes it once when they sign in again here", async () => {
    const author = await authorCookieOf(OWNER);
    expect(author).toMatch(new RegExp(`^${AUTHOR_COOKIE}=`));
    const { answer, held } = await postSignedOut(author, { action: "note", note: NOTE });
    expect(answer?.status).toBe(303);
    expect(answer?.headers.get("location")).toBe(
      `${INBOX_PATHS.signIn}?notice=held&next=${encodeURIComponent(leadHref(leadId))}`,
    );
    expect(answer?.headers.get("set-cookie")).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    // Never in the address, nor in the audit log; in the table, without the CSRF token.
    expect(answer?.headers.get("location")).not.toContain("Called");
    const [row] = await t.handle.db.selectFrom("held_changes").selectAll().execute();
    expect(new URLSearchParams(row!.form).has(CSRF_FIELD)).toBe(false);
    expect(await notes()).toEqual([]);

    // Someone else signs in in this browser: nothing is made for them or shown to them.
    signedInAs(FRONT_DESK);
    const cookies = `${author}; ${held}`;
    expect(await open(cookies)).toEqual({ answer: null, cookies: [] });
    expect(inbox.held).toEqual([]);
    expect(await notes()).toEqual([]);

    signedInAs(OWNER);
    const made = await open(cookies);
    expect(made.answer).toBeNull();
    expect(made.cookies).toEqual([expect.stringMatching(/^__Host-inbox-held=; Max-Age=0/)]);
    expect(inbox.held).toEqual([{ kind: "note", saved: true }]);
    expect(await notes()).toEqual([{ author: OWNER, body: NOTE }]);
    signedInAs(OWNER);
    await open(cookies);
    expect(inbox.held).toEqual([]);
    expect(await notes()).toHaveLength(1);
    expect(await audit()).toEqual([
      { actor: OWNER, action: "change-held", lead_id: leadId, detail: "note" },
      { actor: OWNER, action: "note-added", lead_id: leadId, detail: null },
    ]);
    expect(JSON.stringify(await audit())).not.toContain("Called");
  });

  it("makes a held status as its author, and sends them to its lead from any other page", async () => {
    const author = await authorCookieOf(FRONT_DESK);
    const { held } = await postSignedOut(author, {
      action: "status",
      status: "contacted",
      version: "1",
    });
    signedInAs(FRONT_DESK);
    // A lead page's script checking for changes in the background makes nothing: no one would see it.
    const checked = await open(`${author}; ${held}`, leadRevisionHref(leadId));
    expect(checked.answer).toBeNull();
    expect(inbox.held).toEqual([]);
    const elsewhere = await open(`${author}; ${held}`, INBOX_PATHS.account);
    expect(elsewhere.answer?.headers.get("location")).toBe(leadHref(leadId));
    expect(inbox.held).toEqual([]);
    await open(`${author}; ${held}`);
    expect(inbox.held).toEqual([{ kind: "status", saved: true }]);
    const row = await t.handle.db
      .selectFrom("leads")
      .select(["status", "status_by"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "contacted", status_by: FRONT_DESK });
  });

  it("makes a held owner as its author, and refuses a held status someone's change overtook, with why", async () => {
    const author = await authorCookieOf(FRONT_DESK);
    const { held } = await postSignedOut(author, { action: "assign", owner: OWNER, version: "1" });
    await postSignedOut(`${author}; ${held}`, {
      action: "status",
      status: "contacted",
      version: "1",
    });
    signedInAs(FRONT_DESK);
    await open(`${author}; ${held}`);
    // The owner, made first, moved the lead's version past the one the status was sent from.
    expect(inbox.held).toEqual([
      { kind: "owner", saved: true },
      {
        kind: "status",
        saved: false,
        refusedStatus: { problem: "stale", wanted: "contacted" },
        draft: undefined,
        refusedOwner: undefined,
      },
    ]);
    const row = await t.handle.db
      .selectFrom("leads")
      .select(["owner", "owner_by", "status"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ owner: OWNER, owner_by: FRONT_DESK, status: "new" });
  });

  it("gives a held note it cannot save back as a draft, with why", async () => {
    const author = await authorCookieOf(OWNER);
    const tooLong = `${NOTE} ${"Details of the call follow. ".repeat(80)}`;
    const { held } = await postSignedOut(author, { action: "note", note: tooLong });
    signedInAs(OWNER);
    await open(`${author}; ${held}`);
    expect(inbox.held).toEqual([
      { kind: "note", saved: false, draft: { body: tooLong.trim(), problem: "too-long" } },
    ]);
    expect(await notes()).toEqual([]);
  });

  it("makes a held change once when two pages ask at once", async () => {
    const author = await authorCookieOf(OWNER);
    const { held } = await postSignedOut(author, { action: "note", note: NOTE });
    signedInAs(OWNER);
    await Promise.all([open(`${author}; ${held}`), open(`${author}; ${held}`)]);
    expect(await notes()).toEqual([{ author: OWNER, body: NOTE }]);
  });

  it("keeps nothing without its author's sealed cookie, nor an erasure, nor for a removed account", async () => {
    expect((await postSignedOut("", { action: "note", note: NOTE })).author).toBeNull();
    const author = await authorCookieOf(OWNER);
    // The same cookie naming someone else, its seal unchanged.
    const forged = author.replace(staffIds.get(OWNER)!, staffIds.get(FRONT_DESK)!);
    expect((await postSignedOut(forged, { action: "note", note: NOTE })).author).toBeNull();

    signedOut();
    const notAForm = new Request(new URL(leadHref(leadId), SITE.url), {
      method: "POST",
      headers: { cookie: author, "content-type": "application/json" },
      body: JSON.stringify({ action: "note", note: NOTE }),
    });
    const answer = await holdSignedOutChange(
      notAForm,
      leadHref(leadId),
      { id: staffIds.get(OWNER)!, email: OWNER },
      inbox,
    );
    expect(answer.headers.get("location")).toMatch(/notice=ended/);

    const erase = await postSignedOut(author, { action: "erase" });
    expect(erase.answer?.headers.get("location")).toMatch(/notice=ended/);
    expect(erase.held).toBe("");
    const gone = await postSignedOut(author, { action: "note", note: NOTE }, "no-such-lead");
    expect(gone.held).toBe("");
    expect(await t.handle.db.selectFrom("held_changes").selectAll().execute()).toEqual([]);

    await removeStaff(t.handle.db, OWNER);
    expect((await postSignedOut(author, { action: "note", note: NOTE })).author).toBeNull();
  });

  it("reads an author cookie for a day, made again hourly while its holder is signed in", () => {
    const key = "k".repeat(64);
    const staffId = staffIds.get(OWNER)!;
    const madeAt = Date.parse("2026-03-02T15:00:00Z");
    const cookie = sentBack(
      renewedAuthorCookie(new Request(SITE.url), staffId, key, HELD_FOR_MS, madeAt),
    );
    const request = new Request(SITE.url, { headers: { cookie } });
    expect(authorOf(request, key, HELD_FOR_MS, madeAt + HELD_FOR_MS - 1)).toBe(staffId);
    expect(authorOf(request, key, HELD_FOR_MS, madeAt + HELD_FOR_MS)).toBeNull();
    expect(authorOf(request, "another key".padEnd(64), HELD_FOR_MS, madeAt)).toBeNull();
    expect(renewedAuthorCookie(request, staffId, key, HELD_FOR_MS, madeAt + 3_599_999)).toBeNull();
    expect(renewedAuthorCookie(request, staffId, key, HELD_FOR_MS, madeAt + 3_600_000)).toMatch(
      /Max-Age=86400;/,
    );
    expect(renewedAuthorCookie(request, "someone-else", key, HELD_FOR_MS, madeAt)).toBeTruthy();
  });

  it("stores at most a browser's fill, forgets them after a day, and with their lead or account", async () => {
    const now = new Date("2026-03-02T15:00:00Z");
    const change = {
      browser: "a".repeat(64),
      staffId: staffIds.get(OWNER)!,
      leadId,
      form: new URLSearchParams({ action: "note", note: NOTE }).toString(),
    };
    for (let n = 0; n < HELD_PER_BROWSER; n++) {
      expect(await holdChange(t.handle.db, change, now)).toBe(true);
    }
    expect(await holdChange(t.handle.db, change, now)).toBe(false);
    expect(await holdChange(t.handle.db, { ...change, browser: "b".repeat(64) }, now)).toBe(true);

    const dayLater = new Date(now.getTime() + HELD_FOR_MS);
    expect(
      await heldIn(t.handle.db, change.browser, new Date(dayLater.getTime() - 1)),
    ).toHaveLength(HELD_PER_BROWSER);
    expect(await heldIn(t.handle.db, change.browser, dayLater)).toEqual([]);
    expect(await takeHeldChanges(t.handle.db, change, dayLater)).toEqual([]);
    expect(await purgeHeldChanges(t.handle.db, new Date(dayLater.getTime() - 1))).toBe(0);
    expect(await purgeHeldChanges(t.handle.db, dayLater)).toBe(HELD_PER_BROWSER + 1);

    await holdChange(t.handle.db, change);
    await removeStaff(t.handle.db, OWNER);
    expect(await heldIn(t.handle.db, change.browser)).toEqual([]);
    await addStaff(auth, FRONT_DESK.replace("sam", "ana"));
    const [other] = await t.handle.db.selectFrom("staff").select("id").execute();
    await holdChange(t.handle.db, { ...change, staffId: other!.id });
    await eraseByEmail(t.handle.db, lead.email);
    expect(await heldIn(t.handle.db, change.browser)).toEqual([]);
  });
});
