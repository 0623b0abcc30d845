import { parse } from "csv-parse/sync";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { schedulerEvent } from "../../../test/scheduler-events";
import { recordBookingEvent } from "@/bookings/server/record";
import { envelopeSchema, inviteeSchema } from "@/bookings/server/events";
import { siteCopy } from "@/content/readers/collections";
import { assignLead, setLeadStatus } from "@/leads/server/record/changes";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { addNote, editNote } from "@/leads/server/record/notes";
import type { NewLead } from "@/server/db/schema";
import { inboxAuth } from "../auth/sign-in";
import { addStaff } from "../auth/staff";
import { exportCsv } from "./export";
import type { InboxLocals } from "./locals";

const SITE = { name: "Voltcare AI", url: "http://localhost:4321" };
const ADMIN = "dana@voltcare.example";
const SAM = "sam@voltcare.example";
const ZONE = "America/Chicago";

const PRACTICES = [
  "Lakeshore Family Dental",
  "Glow Med Spa",
  "Ortiz Chiropractic",
  "North Shore Pediatrics",
];
const CAMPAIGNS = ["spring-dental", "medspa-retarget", "chiro-local"];

/** Leads as the site collects them: campaign links, referrers, a landing form's own notes. */
function productionLeads(count: number): NewLead[] {
  return Array.from({ length: count }, (_, i) => {
    const campaign = CAMPAIGNS[i % CAMPAIGNS.length]!;
    const landing = i % 2 === 0;
    return {
      id: `lead-${String(i).padStart(4, "0")}`,
      created_at: new Date(Date.UTC(2026, 10, 1, 14, 0) + i * 3_600_000).toISOString(),
      form: landing ? "landing" : "contact",
      name: `Visitor ${i}`,
      email: `visitor${i}@practice${i % 40}.example`,
      phone: i % 3 === 0 ? "+1 312 555 0199" : `(312) 555-${String(1000 + i).slice(-4)}`,
      practice: PRACTICES[i % PRACTICES.length]!,
      business_type: landing ? "Dental Practice" : null,
      subject: landing ? "AI Receptionist Inquiry - Dental Practice" : "Pricing question",
      message: `We use Dentrix and miss about ${10 + (i % 30)} calls a week over lunch, more on Mondays.`,
      notes: landing ? "Two locations; the second opens in March." : null,
      source: landing ? "landing_page" : null,
      referrer: i % 4 === 0 ? "https://www.google.com/" : null,
      page_url: `https://www.voltcare.example/landing?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: campaign,
      gclid: i % 5 === 0 ? `Cj0KCQiA${i}` : null,
      device: i % 2 ? "mobile" : "desktop",
    };
  });
}

type Row = Record<string, string>;

describe.each(dialects)("the list's export on %s", (dialect) => {
  let t: TestDatabase;
  let inbox: InboxLocals;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    const auth = await inboxAuth(t.handle, SITE, async () => {});
    await addStaff(auth, ADMIN, "Dana Whitfield");
    await addStaff(auth, SAM, "Sam Ortiz");
    const staff = await t.handle.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", ADMIN)
      .executeTakeFirstOrThrow();
    const { inbox: words } = await siteCopy();
    inbox = {
      db: t.handle.db,
      auth,
      signedIn: {
        staff: { id: staff.id, email: ADMIN, name: "Dana Whitfield", role: "admin" },
        session: { id: "session", createdAt: new Date(), endsAt: new Date() },
      },
      words,
      formNames: {},
      timeZone: ZONE,
      searchSecret: "export-test-search-secret-0123456789",
      held: [],
    } as Partial<InboxLocals> as InboxLocals;
    await insertExactLeads(t.handle.db, productionLeads(240));
  });
  afterEach(async () => {
    await t.drop();
  });

  async function exported(query = ""): Promise<Row[]> {
    const url = new URL(`http://localhost:4321/inbox/export.csv${query}`);
    const response = await exportCsv(new Request(url), url, inbox);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    return parse(await response.text(), { columns: true }) as Row[];
  }

  it("carries the work on each lead: status, owner, last change, staff notes and demo calls", async () => {
    const db = t.handle.db;
    await setLeadStatus(db, {
      leadId: "lead-0007",
      status: "contacted",
      by: SAM,
      at: "2026-11-20T15:05:00.000Z",
    });
    await assignLead(db, {
      leadId: "lead-0007",
      owner: SAM,
      by: ADMIN,
      at: "2026-11-21T16:30:00.000Z",
    });
    await addNote(db, {
      leadId: "lead-0007",
      author: SAM,
      text: "Called back; wants the BAA before Friday.",
      at: "2026-11-20T15:04:00.000Z",
    });
    await addNote(db, {
      leadId: "lead-0007",
      author: ADMIN,
      text: "Sent pricing for three chairs.",
      at: "2026-11-22T18:00:00.000Z",
    });
    const [first] = await db
      .selectFrom("lead_notes")
      .select("id")
      .where("author", "=", SAM)
      .execute();
    await editNote(db, {
      leadId: "lead-0007",
      noteId: first!.id,
      by: SAM,
      anyone: false,
      text: "Called back; wants the BAA signed before Friday.",
      at: "2026-11-20T17:00:00.000Z",
    });
    const { body } = schedulerEvent("invitee.created", {
      email: "visitor7@practice7.example",
      startsAt: "2026-12-03T16:00:00.000000Z",
    });
    const invitee = inviteeSchema.parse(envelopeSchema.parse(JSON.parse(body)).payload);
    await recordBookingEvent(
      db,
      { name: "invitee.created", invitee },
      { newLeadsPerDay: 100 },
      new Date("2026-11-23T10:00:00Z"),
    );

    const rows = await exported();
    expect(rows).toHaveLength(240);
    const header = Object.keys(rows[0]!);
    expect(header.slice(0, 6)).toEqual([
      "id",
      `received_at (${ZONE})`,
      "status",
      "owner",
      `last_change_at (${ZONE})`,
      "last_change_by",
    ]);
    expect(header).toEqual(expect.arrayContaining(["visitor_notes", "staff_notes", "bookings"]));
    expect(header).not.toContain("notes");

    const worked = rows.find((row) => row.id === "lead-0007")!;
    expect(worked).toMatchObject({
      // 21:00 UTC on Nov 1: 3 pm in Chicago, whose clocks went back that morning.
      [`received_at (${ZONE})`]: "2026-11-01 15:00",
      // The booking came last and made it booked, as the scheduler.
      status: "booked",
      owner: "Sam Ortiz",
      [`last_change_at (${ZONE})`]: "2026-11-23 04:00",
      last_change_by: "the scheduler",
      visitor_notes: "",
    });
    expect(worked.staff_notes).toBe(
      "Nov 20, 2026, 9:04 AM, Sam Ortiz: Called back; wants the BAA signed before Friday. (corrected Nov 20, 2026, 11:00 AM)\n\n" +
        "Nov 22, 2026, 12:00 PM, Dana Whitfield: Sent pricing for three chairs.",
    );
    expect(worked.bookings).toBe(
      "Call on Dec 3, 2026, 10:00 AM · Booked Nov 23, 2026, 4:00 AM · Booked",
    );

    const untouched = rows.find((row) => row.id === "lead-0008")!;
    expect(untouched).toMatchObject({
      status: "new",
      owner: "",
      last_change_by: "",
      staff_notes: "",
      bookings: "",
      visitor_notes: "Two locations; the second opens in March.",
    });
  });

  it("writes a phone number as it was given, and still neutralises a formula in the visitor's words", async () => {
    await insertExactLeads(t.handle.db, [
      {
        ...productionLeads(1)[0]!,
        id: "lead-formula",
        message: '=HYPERLINK("https://evil.example","Open")',
        phone: "+1 312 555 0199",
      },
    ]);
    const rows = await exported();
    const phones = new Set(rows.map((row) => row.phone));
    expect(phones).toContain("+1 312 555 0199");
    expect([...phones].some((phone) => phone?.startsWith("'"))).toBe(false);
    expect(rows.find((row) => row.id === "lead-formula")?.message).toBe(
      `'=HYPERLINK("https://evil.example","Open")`,
    );
  });

  it("follows the list's filters, every page of them, and records the export", async () => {
    const rows = await exported("?campaign=medspa-retarget");
    expect(rows).toHaveLength(80);
    expect(new Set(rows.map((row) => row.utm_campaign))).toEqual(new Set(["medspa-retarget"]));
    const audit = await t.handle.db
      .selectFrom("audit_log")
      .select(["action", "detail", "actor"])
      .execute();
    expect(audit).toContainEqual({ action: "exported", detail: "80", actor: ADMIN });
  });
});
