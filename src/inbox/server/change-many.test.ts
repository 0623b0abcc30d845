import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { notesOnLeads, recallReplies, searchableLeads } from "../../../test/search-leads";
import { siteCopy } from "@/content/readers/collections";
import { ChangeManyConfirm } from "@/inbox/components/leads/change-many-form";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { assignLead, setLeadStatus } from "@/leads/server/record/changes";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { leadCounts, leadListPage, type LeadRow } from "@/leads/server/record/lead-list";
import { eraseByEmail, leadById } from "@/leads/server/record/queries";
import { addStaff } from "../auth/staff";
import { inboxAuth } from "../auth/sign-in";
import { CSRF_FIELD } from "../auth/passkey-routes";
import { changeManyPage, MAX_AT_ONCE } from "./change-many";
import { leadHistory } from "./lead-history";
import type { InboxLocals } from "./locals";
import { sealSearch } from "./sealed-search";

const SITE = { name: "Voltcare AI", url: "http://localhost:4321" };
const ZONE = "America/Chicago";
const DANA = "dana@brightsmile.example";
const SAM = "sam@brightsmile.example";
/** Leads as the site receives them, a share kept apart as suspected, a quarter with notes. */
const LEADS = 320;

describe.each(dialects)("a status or owner given to many leads at once, on %s", (dialect) => {
  let t: TestDatabase;
  let inbox: InboxLocals;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    const auth = await inboxAuth(t.handle, SITE, async () => {});
    await addStaff(auth, DANA, "Dana Whitfield");
    await addStaff(auth, SAM, "Sam Ortiz");
    const leads = searchableLeads(LEADS);
    for (let start = 0; start < leads.length; start += 100) {
      const rows = leads.slice(start, start + 100);
      await insertExactLeads(t.handle.db, rows, notesOnLeads(rows));
    }
    const { inbox: words } = await siteCopy();
    const dana = await t.handle.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", DANA)
      .executeTakeFirstOrThrow();
    inbox = {
      db: t.handle.db,
      auth,
      signedIn: {
        staff: { id: dana.id, email: DANA, name: "Dana Whitfield", role: "staff" },
        session: { id: "session", createdAt: new Date(), endsAt: new Date() },
      },
      words,
      formNames: {},
      timeZone: ZONE,
      searchSecret: "a test key for sealed searches",
      held: [],
    } as Partial<InboxLocals> as InboxLocals;
  });
  afterEach(async () => {
    await t.drop();
  });

  const db = () => t.handle.db;

  /** The list's change-many form posted, as a browser sends it with scripts off. */
  function post(fields: Record<string, string>, leads: readonly string[] = []) {
    const body = new URLSearchParams({ [CSRF_FIELD]: "checked-by-the-gate", ...fields });
    for (const lead of leads) body.append("lead", lead);
    const request = new Request(new URL(INBOX_PATHS.changeMany, SITE.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    return changeManyPage(request, inbox);
  }
  /** Each row's box as the list gives it: the lead and the version shown. */
  const boxes = (rows: readonly Pick<LeadRow, "id" | "version">[]) =>
    rows.map((row) => `${row.id}:${row.version}`);
  const firstPage = async (list: string) =>
    (await leadListPage(db(), Object.fromEntries(new URL(list, SITE.url).searchParams), null, ZONE))
      .rows;
  const audit = (action: string) =>
    db()
      .selectFrom("audit_log")
      .select(["actor", "lead_id", "detail"])
      .where("action", "=", action)
      .orderBy("lead_id")
      .execute();

  it("sets twenty leads' status in one step, each versioned, in its history and the audit log", async () => {
    const list = "/inbox?status=new&campaign=spring-dental";
    const chosen = (await firstPage(list)).slice(0, 20);
    expect(chosen).toHaveLength(20);
    const before = await leadCounts(db(), { campaign: "spring-dental" }, ZONE);

    const answer = await post({ list, change: "status", "to-status": "contacted" }, boxes(chosen));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("location")).toBe(
      `${list}&changed=status&to=contacted&count=20`,
    );
    for (const row of chosen) {
      const lead = await leadById(db(), row.id);
      expect([lead?.status, lead?.status_by, lead?.version]).toEqual([
        "contacted",
        DANA,
        row.version + 1,
      ]);
    }
    expect(await audit("status-changed")).toEqual(
      chosen
        .map((row) => ({ actor: DANA, lead_id: row.id, detail: "contacted" }))
        .sort((a, b) => a.lead_id.localeCompare(b.lead_id)),
    );
    const lead = (await leadById(db(), chosen[7]!.id))!;
    const history = await leadHistory(db(), lead, { bookings: [], deliveries: [] });
    expect(history[0]).toMatchObject({ kind: "status", by: DANA, status: "contacted" });
    // Nothing else moved: the campaign's other new leads are still new.
    const after = await leadCounts(db(), { campaign: "spring-dental" }, ZONE);
    expect([after.new, after.contacted]).toEqual([
      Number(before.new) - 20,
      Number(before.contacted) + 20,
    ]);
    expect(before.new).toBeGreaterThan(20);
  });

  it("leaves a lead someone changed meanwhile, and one erased, and names them, still chosen", async () => {
    const list = "/inbox?owner=none";
    const chosen = (await firstPage(list)).slice(0, 20);
    // While Dana's list is open, Sam takes one and sets another's status; a third is erased.
    const [taken, moved, erased] = [chosen[3]!, chosen[11]!, chosen[16]!];
    const at = new Date().toISOString();
    await assignLead(db(), { leadId: taken.id, owner: SAM, by: SAM, at, seen: taken.version });
    const status = moved.status === "lost" ? "won" : "lost";
    await setLeadStatus(db(), { leadId: moved.id, status, by: SAM, at });
    await eraseByEmail(db(), erased.email);

    const answer = await post({ list, change: "owner", "to-owner": DANA }, boxes(chosen));
    if (answer instanceof Response || answer.kind !== "skipped") throw new Error("not skipped");
    expect(answer.notice).toEqual({ kind: "owner", to: DANA, done: 17, moved: 2, gone: 1 });
    // Those left, as they are now, to choose again: Sam's own, and the lost one.
    expect(answer.rows.map((row) => [row.id, row.owner])).toEqual([
      [taken.id, SAM],
      [moved.id, null],
    ]);
    expect(answer.rows[1]?.status).toBe(status);
    expect((await leadById(db(), taken.id))?.owner).toBe(SAM);
    expect((await leadById(db(), moved.id))?.owner).toBeNull();
    expect((await audit("assigned")).filter((entry) => entry.actor === DANA)).toHaveLength(17);

    // Looked at, and sent again as they are now: both are Dana's.
    const again = await post({ list, change: "owner", "to-owner": DANA }, boxes(answer.rows));
    expect((again as Response).headers.get("location")).toBe(
      `${list}&changed=owner&to=${encodeURIComponent(DANA)}&count=2`,
    );
    expect((await leadById(db(), taken.id))?.owner).toBe(DANA);
  });

  it("asks to confirm all under the filters, then changes those counted, as they were", async () => {
    const list = "/inbox?campaign=spring-dental&source=google";
    const counted = await leadCounts(db(), { campaign: "spring-dental", source: "google" }, ZONE);
    expect(counted.all).toBeGreaterThan(100);

    const asked = await post({ list, change: "owner", "to-owner": SAM, scope: "filtered" });
    if (asked instanceof Response || asked.kind !== "confirm") throw new Error("not asked");
    expect(asked.leads).toHaveLength(Number(counted.all));
    expect(asked.tooMany).toBe(false);
    // Nothing changed by asking.
    expect(await audit("assigned")).toEqual([]);

    // Before the confirmation, Dana works one of them.
    const worked = asked.leads[40]!;
    await setLeadStatus(db(), {
      leadId: worked.id,
      status: "won",
      by: DANA,
      at: new Date().toISOString(),
    });

    const confirmed = await post(
      { list, change: "owner", "to-owner": SAM },
      asked.leads.map(({ id, version }) => `${id}:${version}`),
    );
    if (confirmed instanceof Response || confirmed.kind !== "skipped") {
      throw new Error("not skipped");
    }
    expect(confirmed.notice).toMatchObject({ done: Number(counted.all) - 1, moved: 1, gone: 0 });
    expect(confirmed.rows.map((row) => row.id)).toEqual([worked.id]);
    const owned = await leadCounts(
      db(),
      { campaign: "spring-dental", source: "google", owner: SAM },
      ZONE,
    );
    expect(owned.all).toBe(Number(counted.all) - 1);
    // The suspected submissions of the campaign were never among them.
    const suspected = await db()
      .selectFrom("leads")
      .select("owner")
      .where("suspected", "is not", null)
      .execute();
    expect(suspected.every((row) => row.owner === null)).toBe(true);
  });

  it("refuses all under the filters when more than 1,000 are, changing none, until narrowed", async () => {
    const recalls = recallReplies(MAX_AT_ONCE + 40);
    for (let start = 0; start < recalls.length; start += 500) {
      await insertExactLeads(db(), recalls.slice(start, start + 500));
    }
    const recallRows = () =>
      db()
        .selectFrom("leads")
        .select(["id", "status", "version", "status_by", "status_at"])
        .where("id", "like", "recall-%")
        .orderBy("id")
        .execute();
    const before = await recallRows();
    expect(before.map((lead) => lead.status)).toEqual(recalls.map(() => "new"));
    const find = sealSearch(inbox.searchSecret, "retainer");
    const list = `/inbox?find=${find}`;
    expect((await leadCounts(db(), { search: "retainer" }, ZONE)).all).toBe("more");
    const asked = await post({ list, change: "status", "to-status": "lost", scope: "filtered" });
    if (asked instanceof Response || asked.kind !== "confirm") throw new Error("not asked");
    expect(asked.tooMany).toBe(true);
    // The page says so, with the way back to the list and nothing to confirm.
    const shown = renderToStaticMarkup(
      createElement(ChangeManyConfirm, {
        confirmation: asked,
        copy: inbox.words,
        names: {},
        csrf: "token",
      }),
    );
    expect(shown).toContain(
      "More than 1,000 leads are under these filters; at most 1,000 change in one step. " +
        "Narrow the filters (a status, an owner or dates) and try again.",
    );
    expect(shown).toContain(">Back to the list</a>");
    expect(shown).not.toContain("<form");
    // Nothing changed, nor was recorded as changed.
    expect(await recallRows()).toEqual(before);
    expect(await audit("status-changed")).toEqual([]);

    // Narrowed to April's, they are asked for, each as it stands.
    const april = `/inbox?from=2026-04-01&to=2026-04-30&find=${find}`;
    const narrowed = await post({
      list: april,
      change: "status",
      "to-status": "lost",
      scope: "filtered",
    });
    if (narrowed instanceof Response || narrowed.kind !== "confirm") throw new Error("not asked");
    expect(narrowed.tooMany).toBe(false);
    expect(narrowed.leads.map((lead) => lead.id)).toEqual(
      recalls
        .filter((lead) => lead.created_at < "2026-05-01T05:00")
        .map((lead) => lead.id)
        .reverse(),
    );
    expect(narrowed.leads.length).toBeLessThan(MAX_AT_ONCE);
  });

  it("refuses an owner without an account, and a change with none chosen, changing nothing", async () => {
    const list = "/inbox?status=new";
    const chosen = boxes((await firstPage(list)).slice(0, 3));
    const stranger = await post(
      { list, change: "owner", "to-owner": "former@brightsmile.example" },
      chosen,
    );
    expect((stranger as Response).headers.get("location")).toBe(`${list}&refused=not-staff`);
    const none = await post({ list, change: "status", "to-status": "won" });
    expect((none as Response).headers.get("location")).toBe(`${list}&refused=none-chosen`);
    // A list address that is another page's goes back to the list alone.
    const elsewhere = await post({ list: "https://evil.example/", change: "status" }, chosen);
    expect((elsewhere as Response).headers.get("location")).toBe(INBOX_PATHS.home);
    expect(await audit("status-changed")).toEqual([]);
    expect(await audit("assigned")).toEqual([]);
  });
});
