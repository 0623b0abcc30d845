import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { queryPlan } from "../../../../test/query-plan";
import { foundLeads, readSearch, searchQuery } from "@/server/db/lead-search";
import { LEAD_STATUSES, type NewLead } from "@/server/db/schema";
import { insertExactLeads } from "./exact-rows";
import { siteHost } from "@/config/site";
import {
  filterChoices,
  leadCounts,
  leadListPage,
  NO_OWNER,
  PAGE_SIZE,
  type LeadListFilter,
  type PageCursor,
} from "./lead-list";
import { inPlace } from "./queries";

const ZONE = "America/Chicago";

function lead(n: number, fields: Partial<NewLead> = {}): NewLead {
  return {
    id: `lead-${String(n).padStart(4, "0")}`,
    // One a minute from 1 March 2026, 12:00 UTC.
    created_at: new Date(Date.UTC(2026, 2, 1, 12, n)).toISOString(),
    form: "contact",
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    // Given, since a multi-row insert on SQLite writes null for a column a row leaves out.
    status: "new",
    ...fields,
  };
}

describe.each(dialects)("the inbox's list of leads on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  const insert = (...leads: NewLead[]) => insertExactLeads(t.handle.db, leads);
  const page = (filter: LeadListFilter = {}, cursor: PageCursor | null = null) =>
    leadListPage(t.handle.db, filter, cursor, ZONE);
  const counts = (filter: LeadListFilter = {}) => leadCounts(t.handle.db, filter, ZONE);
  const ids = async (filter: LeadListFilter) => (await page(filter)).rows.map((row) => row.id);

  it("counts by status from an index of the leads alone, not from each lead's row", async () => {
    const leads = Array.from({ length: 300 }, (_, n) =>
      lead(n, {
        status: LEAD_STATUSES[n % LEAD_STATUSES.length],
        suspected: n % 30 === 0 ? "honeypot" : null,
      }),
    );
    await insert(...leads);
    const listed = leads.filter((row) => !row.suspected);
    expect(await counts()).toEqual({
      all: listed.length,
      ...Object.fromEntries(
        LEAD_STATUSES.map((s) => [s, listed.filter((row) => row.status === s).length]),
      ),
    });
    const byStatus = t.handle.db
      .selectFrom("leads")
      .select(["status", (eb) => eb.fn.countAll().as("count")])
      .where(inPlace("leads"))
      .groupBy("status");
    const plan = (query: typeof byStatus) => queryPlan(t.handle.db, dialect, query.compile());
    expect(await plan(byStatus)).toContain("leads_listed_status");
    if (dialect === "sqlite") {
      // A search's leads, from the words' row numbers by their own index.
      const search = await searchQuery(t.handle.db, readSearch("visitor")!);
      const found = byStatus.where(foundLeads(t.handle.db, search, "look up"));
      expect(await plan(found)).toContain("lead_search_doc");
    }
  });

  it("pages through every lead newest first, older and back, none twice or missed", async () => {
    await insert(...Array.from({ length: PAGE_SIZE * 2 + 7 }, (_, n) => lead(n)));
    const first = await page();
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]!.id).toBe(`lead-0${PAGE_SIZE * 2 + 6}`);
    expect(first.newer).toBeNull();
    const second = await page({}, first.older);
    const third = await page({}, second.older);
    expect(third.rows).toHaveLength(7);
    expect(third.older).toBeNull();
    const seen = [...first.rows, ...second.rows, ...third.rows].map((row) => row.id);
    expect(new Set(seen).size).toBe(PAGE_SIZE * 2 + 7);
    expect(seen).toEqual([...seen].sort().reverse());
    // Back from the last page: the second again, then the first, which has nothing newer.
    const back = await page({}, third.newer);
    expect(back.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
    const front = await page({}, back.newer);
    expect(front.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    expect(front.newer).toBeNull();
    expect(await counts()).toMatchObject({ all: PAGE_SIZE * 2 + 7, new: PAGE_SIZE * 2 + 7 });
  });

  it("keeps apart what looks automated, and filters by status, form, source and campaign", async () => {
    await insert(
      lead(1, { status: "booked", utm_source: "google", utm_campaign: "spring" }),
      lead(2, { form: "landing", utm_source: "facebook" }),
      lead(3, { status: "booked", utm_source: "google", utm_campaign: "summer" }),
      lead(4, { suspected: "honeypot", utm_source: "google" }),
    );
    expect(await ids({})).toEqual(["lead-0003", "lead-0002", "lead-0001"]);
    expect(await ids({ status: "booked" })).toEqual(["lead-0003", "lead-0001"]);
    expect(await ids({ form: "landing" })).toEqual(["lead-0002"]);
    expect(await ids({ source: "google", campaign: "spring" })).toEqual(["lead-0001"]);
    // Counts follow every filter but the status, so each status shows what choosing it would.
    expect(await counts({ status: "booked", source: "google" })).toEqual({
      all: 2,
      new: 0,
      contacted: 0,
      booked: 2,
      won: 0,
      lost: 0,
    });
  });

  it("names and filters where each lead came from by one rule: tags, ad click, referring site, direct", async () => {
    const site = `https://${siteHost()}`;
    await insert(
      lead(1, { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-implants" }),
      lead(2, { gclid: "Cj0KCQiA1", page_url: `${site}/landing?gclid=Cj0KCQiA1` }),
      lead(3, { referrer: "https://www.google.com/", page_url: `${site}/blog/after-hours-calls` }),
      lead(4, { fbclid: "IwAR4", utm_campaign: "Spring Sale" }),
      lead(5, { referrer: `${site}/pricing`, page_url: `${site}/contact` }),
      lead(6),
      lead(7, { utm_source: "Facebook", utm_medium: "Paid Social" }),
      lead(8, { suspected: "honeypot", referrer: "https://www.google.com/" }),
    );
    const origins = (await page()).rows.map((row) => [row.id, row.source, row.campaign]);
    expect(origins).toEqual([
      ["lead-0007", "facebook / paid-social", null],
      ["lead-0006", null, null],
      ["lead-0005", null, null],
      ["lead-0004", "facebook / cpc", "spring-sale"],
      ["lead-0003", "google.com / referral", null],
      ["lead-0002", "google / cpc", null],
      ["lead-0001", "google / cpc", "spring-implants"],
    ]);
    expect(await ids({ source: "google / cpc" })).toEqual(["lead-0002", "lead-0001"]);
    expect(await ids({ source: "google.com / referral" })).toEqual(["lead-0003"]);
    expect(await ids({ source: "google.com" })).toEqual(["lead-0003"]);
    // A source alone, as an older address has it: of any medium.
    expect(await ids({ source: "facebook" })).toEqual(["lead-0007", "lead-0004"]);
    expect(await ids({ source: "(direct) / (none)" })).toEqual(["lead-0006", "lead-0005"]);
    expect(await ids({ campaign: "spring-sale" })).toEqual(["lead-0004"]);
    expect(await ids({ campaign: "(none)", source: "facebook" })).toEqual(["lead-0007"]);
    expect(await ids({ page: "/blog/after-hours-calls" })).toEqual(["lead-0003"]);
    expect(await ids({ page: "(none)", source: "google" })).toEqual(["lead-0001"]);
    // What no lead came from finds none.
    for (const source of ["google / organic", "nobody.example", "google / cpc / x"]) {
      expect(await ids({ source }), source).toEqual([]);
      expect((await counts({ source })).all, source).toBe(0);
    }
    expect(await filterChoices(t.handle.db)).toEqual({
      sources: [
        "(direct) / (none)",
        "facebook / cpc",
        "facebook / paid-social",
        "google / cpc",
        "google.com / referral",
      ],
      campaigns: ["(none)", "spring-implants", "spring-sale"],
    });
  });

  it("filters by owner, or to the leads no one owns, with the owner on each row", async () => {
    const dana = "dana.whitfield@voltcare.example";
    await insert(
      lead(1, { owner: dana, status: "contacted" }),
      lead(2, { owner: "sam.ortiz@voltcare.example" }),
      lead(3),
      lead(4, { owner: dana }),
    );
    expect(await ids({ owner: dana })).toEqual(["lead-0004", "lead-0001"]);
    expect(await ids({ owner: NO_OWNER })).toEqual(["lead-0003"]);
    expect(await counts({ owner: dana })).toMatchObject({ all: 2, new: 1, contacted: 1 });
    expect((await page()).rows.map((row) => row.owner)).toEqual([
      dana,
      null,
      "sam.ortiz@voltcare.example",
      dana,
    ]);
  });

  it("finds a name, email or practice by its words in any case, and a phone by its digits", async () => {
    await insert(
      lead(1, { name: "Dana Whitfield", practice: "Bright Smile Dental", phone: "(512) 555-0148" }),
      lead(2, { name: "Sam Ortiz", email: "sam@ortizchiro.example", phone: "512.555.9000" }),
      lead(3, { name: "100% Sure_Thing", phone: "+1 737 555 0199" }),
    );
    expect(await ids({ search: "whit" })).toEqual(["lead-0001"]);
    expect(await ids({ search: "BRIGHT smile" })).toEqual(["lead-0001"]);
    expect(await ids({ search: "ortizchiro" })).toEqual(["lead-0002"]);
    expect(await ids({ search: "sam@ortizchiro.example" })).toEqual(["lead-0002"]);
    for (const digits of ["555-0148", "(512) 555-0148", "5125550148", "5550148", "0148"]) {
      expect(await ids({ search: digits }), digits).toEqual(["lead-0001"]);
    }
    expect(await ids({ search: "5125559000" })).toEqual(["lead-0002"]);
    expect(await ids({ search: "737-555-0199" })).toEqual(["lead-0003"]);
    expect(await ids({ search: "555" })).toEqual(["lead-0003", "lead-0002", "lead-0001"]);
    // % and _ part words, as any punctuation does.
    expect(await ids({ search: "100% sure" })).toEqual(["lead-0003"]);
    expect(await ids({ search: "sure_thing" })).toEqual(["lead-0003"]);
  });

  it("reads date filters as the agency's days, both ends included", async () => {
    // 5:30 UTC on 2 March is still 1 March in Chicago (UTC-6).
    await insert(
      lead(1, { created_at: "2026-03-02T05:30:00.000Z" }),
      lead(2, { created_at: "2026-03-02T06:30:00.000Z" }),
      lead(3, { created_at: "2026-03-03T05:59:59.000Z" }),
    );
    expect(await ids({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["lead-0003", "lead-0002"]);
    expect(await ids({ to: "2026-03-01" })).toEqual(["lead-0001"]);
  });
});
