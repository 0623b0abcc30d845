import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { openDatabase } from "@/server/db/client";
import {
  BAA_NOTE,
  FRONT_DESK,
  notesOnLeads,
  PHONE_LEAD,
  PRICING_QUESTION,
  searchableLeads,
  ZOE,
  ZOE_PLAIN,
} from "../../../../test/search-leads";
import { LEAD_STATUSES, type Database, type NewLead } from "@/server/db/schema";
import { insertExactLeads } from "./exact-rows";
import type { Marked } from "./found-words";
import {
  COUNT_MAX,
  leadCounts,
  leadListPage,
  leadListWithCounts,
  PAGE_SIZE,
  searchHasNoWords,
  type LeadListFilter,
  type LeadListPage,
} from "./lead-list";
import { addNote, deleteNote, editNote, notesOf } from "./notes";
import { eraseByEmail } from "./queries";

const ZONE = "America/Chicago";
const LEADS = 320;

const leads = searchableLeads(LEADS);
const notes = notesOnLeads(leads);
const listed = leads.filter((lead) => !lead.suspected);
/**
 * The fixture's leads whose words match every one of `patterns` (in any of them), newest first:
 * what a search must find, read here without the index.
 */
const holding = (patterns: RegExp[], among = listed) =>
  among
    .filter((lead) => {
      const texts = [
        lead.name,
        lead.email,
        lead.practice,
        lead.business_type,
        lead.subject,
        lead.message,
        ...notes.filter((note) => note.lead_id === lead.id).map((note) => note.body),
      ];
      return patterns.every((pattern) => texts.some((text) => text && pattern.test(text)));
    })
    .map((lead) => lead.id)
    .reverse();

const markedText = (words: Marked) =>
  words.map((piece) => (piece.hit ? `[${piece.text}]` : piece.text)).join("");

describe.each(dialects)("searching the inbox's leads on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
    await insertExactLeads(t.handle.db, leads, notes);
  });
  afterEach(async () => {
    await t.drop();
  });

  const page = (filter: LeadListFilter) => leadListPage(t.handle.db, filter, null, ZONE);
  const counts = (filter: LeadListFilter) => leadCounts(t.handle.db, filter, ZONE);
  /** Every lead a search finds, page after page, newest first. */
  async function allFound(filter: LeadListFilter): Promise<string[]> {
    const found: string[] = [];
    let cursor = null;
    do {
      const next: LeadListPage = await leadListPage(t.handle.db, filter, cursor, ZONE);
      found.push(...next.rows.map((row) => row.id));
      cursor = next.older;
    } while (cursor);
    return found;
  }

  it("finds a word of a message, with where it was found marked, and counts what it found", async () => {
    const dentrix = holding([/Dentrix/]);
    expect(dentrix).toHaveLength(16);
    const found = await page({ search: "Dentrix" });
    expect(found.rows.map((row) => row.id)).toEqual(dentrix);
    expect(found.rows[0]!.found!.excerpts).toEqual([
      { in: "message", words: expect.any(Array) as unknown },
    ]);
    expect(markedText(found.rows[0]!.found!.excerpts[0]!.words)).toMatch(
      /^…?[^[]*Our scheduling runs on \[Dentrix\] and the receptionist/,
    );
    const byStatus = Object.fromEntries(
      LEAD_STATUSES.map((status) => [
        status,
        listed.filter((lead) => dentrix.includes(lead.id) && lead.status === status).length,
      ]),
    );
    expect(await counts({ search: "Dentrix" })).toEqual({ all: dentrix.length, ...byStatus });
    // Half typed, in any case; and with another word, leads holding both.
    expect(await allFound({ search: "dENTr" })).toEqual(dentrix);
    expect(await allFound({ search: "dentrix halverson" })).toEqual(
      holding([/Dentrix/, /Halverson/]),
    );
    expect(await allFound({ search: "dentrix eaglesoft" })).toEqual([]);
  });

  it("finds a half-typed word whether one word or dozens begin with it", async () => {
    // "dentr" begins one word of the index, "pric" two (prices, pricing), "whitf" dozens
    // (Whitfield, and whitfield12 of each Whitfield's address), "zzq" none: each found as a
    // person would find them by eye.
    expect(await allFound({ search: "dentr" })).toEqual(holding([/\bdentr/i]));
    expect(await allFound({ search: "pric" })).toEqual(holding([/\bpric/i]));
    const whitfield = holding([/\bwhitf/i]);
    expect(whitfield.length).toBeGreaterThan(30);
    expect(await allFound({ search: "whitf" })).toEqual(whitfield);
    expect(await allFound({ search: "halverson whitf" })).toEqual(
      holding([/\bhalverson/i, /\bwhitf/i]),
    );
    expect(await allFound({ search: "zzq" })).toEqual([]);
  });

  it("finds a staff note's words, and a subject's, and shows the note it was found in", async () => {
    const baa = await page({ search: "BAA" });
    expect(baa.rows.map((row) => row.id)).toEqual([leads[BAA_NOTE]!.id]);
    expect(baa.rows[0]!.found!.excerpts.map((e) => [e.in, markedText(e.words)])).toEqual([
      [
        "staffNote",
        "[BAA] signed on 3 March; their IT wants the SIP trunk details before go-live.",
      ],
    ]);
    // Every word, wherever each is: the subject holds both, others a word each.
    const pricingQuestion = await allFound({ search: "Pricing question" });
    expect(pricingQuestion).toEqual(holding([/\bpricing\b/i, /\bquestion/i]));
    expect(pricingQuestion).toContain(leads[PRICING_QUESTION]!.id);
    const subject = (await page({ search: "Pricing question" })).rows.find(
      (row) => row.id === leads[PRICING_QUESTION]!.id,
    );
    expect(subject!.found!.excerpts.map((e) => [e.in, markedText(e.words)])).toEqual([
      ["subject", "[Pricing] [question]"],
    ]);
    expect(await allFound({ search: "three chairs" })).toEqual(holding([/three chairs/]));
  });

  it("folds accents and case both ways, and marks the words as written", async () => {
    const zoes = [leads[ZOE_PLAIN]!.id, leads[ZOE]!.id];
    expect(await allFound({ search: "zoe" })).toEqual(zoes);
    expect(await allFound({ search: "ZOË" })).toEqual(zoes);
    expect(await allFound({ search: "angstrom" })).toEqual([leads[ZOE]!.id]);
    const row = (await page({ search: "zoe angst" })).rows[0]!;
    expect(markedText(row.found!.marked.name!)).toBe("[Zoë] [Ångström]");
    expect(markedText(row.found!.marked.email!)).toBe("[zoe].[angstrom]@nordicdental.example");
  });

  it("finds a phone number by its digits however it was written, and marks them", async () => {
    const phoneLead = leads[PHONE_LEAD]!.id;
    for (const digits of ["555-0148", "(512) 555-0148", "5125550148", "5550148", "512 555 0148"]) {
      const found = await page({ search: digits });
      expect(
        found.rows.map((row) => row.id),
        digits,
      ).toEqual([phoneLead]);
      expect(markedText(found.rows[0]!.found!.marked.phone!), digits).toMatch(/0148\]$/);
    }
    expect(markedText((await page({ search: "5550148" })).rows[0]!.found!.marked.phone!)).toBe(
      "(512) [555-0148]",
    );
    // +1 737 555 1042, by the digits after the country code.
    expect(await allFound({ search: "7375551042" })).toEqual([leads[42]!.id]);
  });

  it("pages through a search's leads newest first, each once", async () => {
    const dental = holding([/\bdental/i]);
    expect(dental.length).toBeGreaterThan(PAGE_SIZE * 2);
    expect(await allFound({ search: "dental" })).toEqual(dental);
  });

  it("searches the suspected submissions within their own folder", async () => {
    const suspected = leads.filter((lead) => lead.suspected);
    const dentrixSuspected = holding([/Dentrix/], suspected);
    expect(dentrixSuspected).toHaveLength(1);
    expect(await allFound({ search: "dentrix", place: "suspected" })).toEqual(dentrixSuspected);
    expect(await allFound({ search: "dentrix" })).not.toContain(dentrixSuspected[0]);
  });

  it("follows a note as it is added, corrected and deleted", async () => {
    const db = t.handle.db;
    const leadId = leads[3]!.id;
    const at = "2026-03-02T15:00:00.000Z";
    expect(await allFound({ search: "asthma" })).toEqual([]);
    await addNote(db, { leadId, author: FRONT_DESK, text: "Asked about her son's asthma.", at });
    expect(await allFound({ search: "asthma" })).toEqual([leadId]);
    const [note] = await notesOf(db, leadId);
    const ref = { leadId, noteId: note!.id, by: FRONT_DESK };
    await editNote(db, { ...ref, text: "Asked about a follow-up.", at });
    expect(await allFound({ search: "asthma" })).toEqual([]);
    expect(await allFound({ search: "follow-up" })).toContain(leadId);
    await deleteNote(db, ref);
    expect(await allFound({ search: "follow-up" })).not.toContain(leadId);
    // The lead's own words are still found.
    expect(await allFound({ search: "dentrix" })).toContain(leadId);
  });

  it("keeps a word of near two thousand letters, found by its start", async () => {
    const pasted = `token=${"a1b2c3d4".repeat(240)}`;
    const leadId = leads[9]!.id;
    await addNote(t.handle.db, {
      leadId,
      author: FRONT_DESK,
      text: pasted,
      at: "2026-03-02T15:00:00Z",
    });
    expect(await allFound({ search: "a1b2c3d4a1b2" })).toEqual([leadId]);
    expect(await allFound({ search: pasted.slice(6, 2000) })).toEqual([leadId]);
  });

  it("keeps every note's words when notes are added to a lead at once", async () => {
    const leadId = leads[5]!.id;
    const words = ["amalgam", "bitewing", "cephalometric", "dentition", "endodontic", "fluoride"];
    await Promise.all(
      words.map((word, i) =>
        addNote(t.handle.db, {
          leadId,
          author: FRONT_DESK,
          text: `Asked about ${word} pricing.`,
          at: `2026-03-02T15:00:0${i}.000Z`,
        }),
      ),
    );
    for (const word of words) expect(await allFound({ search: word }), word).toEqual([leadId]);
  });

  it("finds nothing of a person once they are erased", async () => {
    const zoe = leads[ZOE]!;
    expect(await eraseByEmail(t.handle.db, zoe.email)).toMatchObject({ leads: 1 });
    expect(await allFound({ search: "angstrom" })).toEqual([]);
    expect(await allFound({ search: "nordicdental" })).toEqual([]);
    const left = await t.handle.db
      .selectFrom("lead_search")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(left.count)).toBe(LEADS - 1);
  });

  it("reads quotes, stars, NEAR, AND, minus and brackets as the words they hold", async () => {
    const dentrix = holding([/Dentrix/]);
    for (const typed of [
      '"dentrix',
      "dentrix*",
      "*dentrix",
      "-dentrix",
      "(dentrix",
      "dentrix)",
      "'dentrix'",
      "dentrix:*",
      "^dentrix",
      "words:dentrix",
      "dentrix AND",
      "!dentrix & |",
    ]) {
      const words = typed.replace(/[^a-z]+/gi, " ").trim();
      expect(await allFound({ search: typed }), typed).toEqual(await allFound({ search: words }));
    }
    expect(await allFound({ search: '"dentrix' })).toEqual(dentrix);
    // Operators are words like any other: found only where a lead holds them.
    expect(await allFound({ search: "NEAR(dentrix halverson)" })).toEqual([]);
    expect(await allFound({ search: "dentrix OR eaglesoft" })).toEqual([]);
    expect(await allFound({ search: "dentrix NOT eaglesoft" })).toEqual([]);
  });

  it("takes a search of punctuation alone as no search, finding no lead", async () => {
    for (const typed of ["!!!", '"*"', "-- ( ) --", "@", "…", "%_%"]) {
      expect(searchHasNoWords({ search: typed }), typed).toBe(true);
      const found = await page({ search: typed, status: "new" });
      expect(found.rows, typed).toEqual([]);
      expect((await counts({ search: typed, status: "new" })).all, typed).toBe(0);
    }
    expect(searchHasNoWords({ search: "  ok " })).toBe(false);
    expect(searchHasNoWords({})).toBe(false);
  });
});

describe.each(dialects)("a search finding thousands of leads, on %s", (dialect) => {
  let t: TestDatabase;
  afterEach(async () => {
    await t.drop();
  });

  it("pages them as one finding a few does, and counts each status as far as 1,000", async () => {
    t = await freshDatabase(dialect);
    // Each way a search reaches its leads, by how many it finds: every lead says "voicemail" (more
    // than COUNT_WALK_MIN), one in two "short" (past LOOK_UP_MAX), one in five "Dentrix".
    const many = Array.from({ length: 21_000 }, (_, n): NewLead & { message: string } => ({
      id: `lead-${String(n).padStart(5, "0")}`,
      // One every ten minutes from 1 January 2026, 06:00 UTC (midnight in Chicago).
      created_at: new Date(Date.UTC(2026, 0, 1, 6) + n * 600_000).toISOString(),
      form: "contact",
      name: `Visitor ${n}`,
      email: `visitor${n}@practice${n % 40}.example`,
      message: [
        "Calls after hours go to voicemail",
        ...(n % 2 ? [] : ["the front desk is short on Mondays"]),
        ...(n % 5 ? [] : ["we use Dentrix"]),
      ].join("; "),
      status: n % 30 === 0 ? "booked" : n % 4 === 0 ? "contacted" : "new",
      suspected: n % 100 === 0 ? ("honeypot" as const) : null,
    }));
    for (let start = 0; start < many.length; start += 500) {
      await insertExactLeads(t.handle.db, many.slice(start, start + 500));
    }
    // Their statistics taken, as autovacuum takes them soon after such an import: without any,
    // PostgreSQL plans for tables of a few rows.
    if (dialect === "postgres") await sql`analyze`.execute(t.handle.db);
    const listedLeads = many.filter((lead) => !lead.suspected);
    /** The counts a search must show: each status's leads, "more" past COUNT_MAX. */
    const countsOf = (leads: typeof listedLeads) => {
      const exact = Object.fromEntries(
        [...LEAD_STATUSES, "all"].map((status) => [
          status,
          leads.filter((lead) => status === "all" || lead.status === status).length,
        ]),
      );
      return Object.fromEntries(
        Object.entries(exact).map(([status, count]) => [
          status,
          count > COUNT_MAX ? "more" : count,
        ]),
      );
    };
    for (const [search, holding] of [
      ["voicemail", listedLeads],
      ["short", listedLeads.filter((lead) => lead.message.includes("short"))],
      ["dentrix", listedLeads.filter((lead) => lead.message.includes("Dentrix"))],
    ] as const) {
      const expected = holding.map((lead) => lead.id).reverse();
      const first = await leadListPage(t.handle.db, { search }, null, ZONE);
      expect(
        first.rows.map((row) => row.id),
        search,
      ).toEqual(expected.slice(0, PAGE_SIZE));
      const second = await leadListPage(t.handle.db, { search }, first.older, ZONE);
      expect(second.rows.map((row) => row.id)).toEqual(expected.slice(PAGE_SIZE, PAGE_SIZE * 2));
      const booked = await leadListPage(t.handle.db, { search, status: "booked" }, null, ZONE);
      expect(booked.rows.every((row) => row.status === "booked")).toBe(true);
      expect(booked.rows).toHaveLength(PAGE_SIZE);
      // Past 1,000 a count says "more"; the booked ones, fewer, are counted to the last.
      const counts = countsOf(holding);
      expect(counts).toMatchObject({ all: "more", new: "more", booked: 630 });
      expect(await leadCounts(t.handle.db, { search }, ZONE), search).toEqual(counts);
      const both = await leadListWithCounts(t.handle.db, { search }, null, ZONE);
      expect(both).toEqual({ page: first, counts });
    }
    // Under a filter that leaves fewer, each count is whole again: 2 January in Chicago.
    const dayStart = Date.UTC(2026, 0, 2, 6);
    const ofTheDay = listedLeads.filter(({ created_at }) => {
      const at = Date.parse(created_at);
      return at >= dayStart && at < dayStart + 86_400_000;
    });
    const day = { search: "voicemail", from: "2026-01-02", to: "2026-01-02" };
    expect(await leadCounts(t.handle.db, day, ZONE)).toEqual(countsOf(ofTheDay));
    expect(ofTheDay.length).toBeGreaterThan(100);
  });
});

describe.each(dialects)("the search index made for leads stored before it, on %s", (dialect) => {
  let t: TestDatabase;
  afterEach(async () => {
    await t.drop();
  });

  it("holds their words and their staff notes' once the database is migrated", async () => {
    t = await freshDatabase(dialect, { migratedTo: "0019_lead_owners" });
    const before = leads.slice(0, 120);
    // The tables as migration 0019 left them, without what later ones add.
    const atOwners = t.handle.db as unknown as Kysely<
      Pick<Database, "lead_notes"> & { leads: NewLead }
    >;
    await atOwners.insertInto("leads").values(before).execute();
    await atOwners.insertInto("lead_notes").values(notesOnLeads(before)).execute();
    const migrated = await openDatabase(t.options);
    try {
      const found = (search: string) =>
        leadListPage(migrated.db, { search }, null, ZONE).then((p) => p.rows.map((r) => r.id));
      expect(await found("dentrix")).toEqual(
        holding(
          [/Dentrix/],
          before.filter((l) => !l.suspected),
        ),
      );
      expect(await found("baa")).toEqual([leads[BAA_NOTE]!.id]);
      expect(await found("zoe")).toEqual([leads[ZOE_PLAIN]!.id, leads[ZOE]!.id]);
    } finally {
      await migrated.close();
    }
  });
});
