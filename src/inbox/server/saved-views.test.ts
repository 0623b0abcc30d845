import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { notesOnLeads, searchableLeads } from "../../../test/search-leads";
import { siteCopy } from "@/content/readers/collections";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { assignLead } from "@/leads/server/record/changes";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { leadCounts } from "@/leads/server/record/lead-list";
import type { StaffRole } from "@/server/db/schema";
import { addStaff, removeStaff } from "../auth/staff";
import { inboxAuth } from "../auth/sign-in";
import { CSRF_FIELD } from "../auth/passkey-routes";
import { auditPage } from "./audit-page";
import { leadsPage, type LeadsView } from "./leads-page";
import type { InboxLocals } from "./locals";
import { savedViews, viewAction, viewHref, VIEW_NAME_MAX_LENGTH } from "./saved-views";
import { sealSearch } from "./sealed-search";

const SITE = { name: "Voltcare AI", url: "http://localhost:4321" };
const ZONE = "America/Chicago";
const SECRET = "a test key for sealed searches";
const DANA = "dana@brightsmile.example";
const SAM = "sam@brightsmile.example";
const PRIYA = "priya@brightsmile.example";

describe.each(dialects)("saved views of the list, on %s", (dialect) => {
  let t: TestDatabase;
  let inbox: InboxLocals;
  let ids: Map<string, string>;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    const auth = await inboxAuth(t.handle, SITE, async () => {});
    await addStaff(auth, DANA, "Dana Whitfield", "admin");
    await addStaff(auth, SAM, "Sam Ortiz");
    await addStaff(auth, PRIYA, "Priya Patel");
    const leads = searchableLeads(240);
    for (let start = 0; start < leads.length; start += 100) {
      const rows = leads.slice(start, start + 100);
      await insertExactLeads(t.handle.db, rows, notesOnLeads(rows));
    }
    // Sam works every fourth lead, Priya a few others.
    const at = new Date().toISOString();
    for (const [n, lead] of leads.entries()) {
      const owner = n % 4 === 1 ? SAM : n % 6 === 3 ? PRIYA : null;
      if (owner) await assignLead(t.handle.db, { leadId: lead.id, owner, by: DANA, at });
    }
    const staff = await t.handle.db.selectFrom("staff").select(["id", "email"]).execute();
    ids = new Map(staff.map(({ id, email }) => [email, id]));
    const { inbox: words } = await siteCopy();
    inbox = {
      db: t.handle.db,
      auth,
      signedIn: null,
      words,
      formNames: { contact: "Contact", landing: "Landing page" },
      timeZone: ZONE,
      searchSecret: SECRET,
      held: [],
    } as Partial<InboxLocals> as InboxLocals;
    signInAs(SAM);
  });
  afterEach(async () => {
    await t.drop();
  });

  function signInAs(email: string, role: StaffRole = email === DANA ? "admin" : "staff") {
    inbox.signedIn = {
      staff: { id: ids.get(email)!, email, name: email, role },
      session: { id: "session", createdAt: new Date(), endsAt: new Date() },
    };
  }
  /** A views form posted; the address the answer sends the browser to. */
  async function post(fields: Record<string, string>): Promise<string> {
    const request = new Request(new URL(INBOX_PATHS.views, SITE.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ [CSRF_FIELD]: "checked-by-the-gate", ...fields }),
    });
    const answer = await viewAction(request, inbox);
    expect(answer.status).toBe(303);
    return answer.headers.get("location")!;
  }
  const idIn = (location: string) => new URL(location, SITE.url).searchParams.get("view")!;
  async function open(address: string): Promise<LeadsView> {
    const url = new URL(address, SITE.url);
    const view = await leadsPage(new Request(url), url, inbox);
    if (view instanceof Response) throw new Error("not a page");
    return view;
  }
  const names = async () => (await savedViews(inbox)).map((view) => [view.name, view.count]);

  it("saves the list's filters under a name for the team, with each view's count for its reader", async () => {
    const mine = await post({
      action: "save",
      name: "  My dental leads  ",
      list: "/inbox?owner=me&campaign=spring-dental",
    });
    expect(mine).toMatch(/^\/inbox\?view=[\w-]+&views=saved$/);
    const find = sealSearch(SECRET, "Dentrix");
    await post({
      action: "save",
      name: "New · Dentrix",
      list: `/inbox?status=new&find=${find}&older=bm90LWEtY3Vyc29y`,
    });

    const samsDental = await leadCounts(
      t.handle.db,
      { owner: SAM, campaign: "spring-dental" },
      ZONE,
    );
    const newDentrix = await leadCounts(t.handle.db, { search: "Dentrix" }, ZONE);
    expect(samsDental.all).toBeGreaterThan(10);
    expect(await names()).toEqual([
      ["My dental leads", samsDental.all],
      ["New · Dentrix", newDentrix.new],
    ]);
    // Shared: Priya sees both, "Mine" counted as hers.
    signInAs(PRIYA);
    const priyas = await leadCounts(t.handle.db, { owner: PRIYA, campaign: "spring-dental" }, ZONE);
    expect(priyas.all).toBeGreaterThan(5);
    expect(await names()).toEqual([
      ["My dental leads", priyas.all],
      ["New · Dentrix", newDentrix.new],
    ]);

    // Opened, the list is under the view's filters, the search still sealed, from its first page.
    const view = await open(viewHref(idIn(mine)));
    expect(view.filter).toMatchObject({ owner: "me", campaign: "spring-dental" });
    expect(view.opened).toMatchObject({ name: "My dental leads", createdBy: SAM, stale: [] });
    expect(view.opened).toMatchObject({ mayChange: false });
    expect(view.page.rows.every((row) => row.owner === PRIYA)).toBe(true);
    const dentrix = (await savedViews(inbox)).find((each) => each.name === "New · Dentrix")!;
    const opened = await open(viewHref(dentrix.id));
    expect(opened.filter).toMatchObject({ status: "new", search: "Dentrix" });
    expect(opened.page.rows).toHaveLength(Number(newDentrix.new));
  });

  it("renames and deletes a view for its maker or an admin, and for no one else", async () => {
    const saved = idIn(
      await post({ action: "save", name: "Unassigned", list: "/inbox?owner=none" }),
    );
    signInAs(PRIYA);
    expect(await post({ action: "rename", view: saved, name: "Mine now" })).toBe(
      `${viewHref(saved)}&views=not-yours`,
    );
    expect(await post({ action: "delete", view: saved })).toBe(
      `${viewHref(saved)}&views=not-yours`,
    );
    signInAs(SAM);
    expect(await post({ action: "rename", view: saved, name: "   " })).toBe(
      `${viewHref(saved)}&views=unnamed`,
    );
    const tooLong = "x".repeat(VIEW_NAME_MAX_LENGTH + 1);
    expect(await post({ action: "rename", view: saved, name: tooLong })).toBe(
      `${viewHref(saved)}&views=unnamed`,
    );
    expect(await post({ action: "rename", view: saved, name: "Nobody's yet" })).toBe(
      `${viewHref(saved)}&views=renamed`,
    );
    expect((await names()).map(([name]) => name)).toEqual(["Nobody's yet"]);
    // Saving without a name keeps the list as it was, and saves nothing.
    expect(await post({ action: "save", name: "", list: "/inbox?status=won" })).toBe(
      "/inbox?status=won&views=unnamed",
    );
    // An admin tidies up after the team.
    signInAs(DANA);
    expect(await post({ action: "delete", view: saved })).toBe("/inbox?views=deleted");
    expect(await names()).toEqual([]);
    expect(await post({ action: "delete", view: saved })).toBe("/inbox?views=gone");
    const gone = await open(viewHref(saved));
    expect(gone.opened).toBe("gone");
    expect(gone.counts.all).toBeGreaterThan(200);
  });

  it("records each view saved, renamed and deleted in the audit log, and nothing refused", async () => {
    const find = sealSearch(SECRET, "Dentrix");
    const saved = idIn(
      await post({
        action: "save",
        name: "Dentrix offices",
        list: `/inbox?status=new&find=${find}`,
      }),
    );
    signInAs(PRIYA);
    await post({ action: "rename", view: saved, name: "Mine now" });
    await post({ action: "delete", view: saved });
    signInAs(SAM);
    await post({ action: "rename", view: saved, name: "  " });
    await post({ action: "rename", view: saved, name: "Dentrix, new" });
    signInAs(DANA);
    await post({ action: "delete", view: saved });
    await post({ action: "delete", view: saved });

    // On the audit page, by the view's id and, saved, its filters; its name and its search's
    // words in none. (Entries of one millisecond may list in either order.)
    const { rows } = await auditPage(new URL(INBOX_PATHS.audit, SITE.url), inbox);
    const entries = rows.map(({ actor, action, detail, leadId }) => ({
      actor,
      action,
      detail,
      leadId,
    }));
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          actor: SAM,
          action: "view-saved",
          detail: `view=${saved}, status=new, search`,
          leadId: null,
        },
        { actor: SAM, action: "view-renamed", detail: `view=${saved}`, leadId: null },
        { actor: DANA, action: "view-deleted", detail: `view=${saved}`, leadId: null },
      ]),
    );
    expect(JSON.stringify(rows)).not.toMatch(/dentrix/i);
    const labels = inbox.words.audit.actions;
    expect([labels["view-saved"], labels["view-renamed"], labels["view-deleted"]]).toEqual([
      "Saved a view of the lead list",
      "Renamed a saved view",
      "Deleted a saved view",
    ]);
  });

  it("opens a view whose filters no longer match, naming each, instead of failing", async () => {
    const location = await post({
      action: "save",
      name: "Priya's chiro follow-ups",
      list: `/inbox?owner=${encodeURIComponent(PRIYA)}&campaign=retarget-chiro&form=webinar&source=facebook&find=${sealSearch(SECRET, "BAA")}`,
    });
    // Priya leaves (her leads go back to no one), the site drops its webinar form, and the
    // server's search key is made anew.
    await removeStaff(t.handle.db, PRIYA);
    inbox.searchSecret = "a new key";
    const view = await open(viewHref(idIn(location)));
    expect(view.opened).toMatchObject({
      stale: [
        { filter: "owner", value: PRIYA },
        { filter: "form", value: "webinar" },
        { filter: "search", value: "" },
      ],
    });
    expect(view.page.rows).toEqual([]);
    expect(await names()).toEqual([["Priya's chiro follow-ups", 0]]);
  });
});
