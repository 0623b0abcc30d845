import { sql, type CompiledQuery, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { queryPlan } from "../../../../test/query-plan";
import { openDatabase } from "@/server/db/client";
import type { NewLead, SuspicionReason } from "@/server/db/schema";
import { purgeIfDue } from "@/app/retention";
import { insertExactLeads } from "./exact-rows";
import { leadListPage, PAGE_SIZE, type LeadListFilter, type PageCursor } from "./lead-list";
import { deliveriesOf, inPlace, leadById } from "./queries";
import { releaseSuspected } from "./store";
import {
  chosenIn,
  countIn,
  deleteDiscarded,
  discardSuspected,
  releaseChosen,
  restoreDiscarded,
} from "./suspected";

const ZONE = "America/Chicago";
const DAY = 86_400_000;
const NOW = new Date("2026-11-20T15:00:00.000Z");
const DANA = "dana@brightsmile.example";
const SAM = "sam@brightsmile.example";
const REASONS: SuspicionReason[] = ["honeypot", "fill-time", "honeypot", "booking-cap"];
const CAMPAIGNS = ["spring-dental", "chiro-retarget", "medspa-launch", "win-an-ipad"];

/** A message as bots paste them: long, with a link and no break in it. */
const spamMessage = (n: number) =>
  [
    `Hello, we are offering SEO and backlinks for your practice (offer ${n}).`,
    ...Array.from(
      { length: 12 },
      (_, line) =>
        `Package ${line + 1}: 500 guest posts, guaranteed first page within ${line + 2} weeks, see https://cheap-links-${n % 7}.example/offer?ref=${"x9".repeat(20)}&line=${line}`,
    ),
  ].join("\n");

/**
 * The suspected submissions of the last `days` days as the forms store them: every few hours one,
 * with the ad's tags in its landing address, the search it came from and a long message.
 */
function submission(n: number, fields: Partial<NewLead> = {}): NewLead {
  const campaign = CAMPAIGNS[n % CAMPAIGNS.length]!;
  return {
    id: `kept-${String(n).padStart(4, "0")}`,
    created_at: new Date(NOW.getTime() - (n + 1) * 2 * 3_600_000).toISOString(),
    form: n % 5 === 0 ? "landing" : "contact",
    name: `Growth Partner ${n}`,
    email: `outreach${n}@cheap-links-${n % 7}.example`,
    phone: n % 3 ? `(512) 555-${String(1000 + n).slice(-4)}` : null,
    subject: "Partnership opportunity",
    message: spamMessage(n),
    page_url: `https://voltcare.example/landing?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=Cj0KCQiA${n}EXAMPLE`,
    referrer: `https://www.google.com/search?q=ai+receptionist+${campaign}`,
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: campaign,
    status: "new",
    suspected: REASONS[n % REASONS.length]!,
    // A multi-row insert on SQLite writes null for a column a row leaves out: given alike.
    discarded_at: null,
    discarded_by: null,
    submitted_at: null,
    ...fields,
  };
}

/** A lead that came through, `n` hours before NOW. */
function lead(n: number): NewLead {
  return {
    ...submission(n),
    id: `lead-${String(n).padStart(4, "0")}`,
    created_at: new Date(NOW.getTime() - n * 3_600_000 - 1_000).toISOString(),
    name: `Practice Manager ${n}`,
    email: `manager${n}@practice${n}.example`,
    message: "We miss calls at lunch.",
    suspected: null,
  };
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `kept-${String(from + i).padStart(4, "0")}`);

describe.each(dialects)("the suspected folder and its trash on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  const db = () => t.handle.db;
  const insert = async (rows: NewLead[]) => {
    for (let start = 0; start < rows.length; start += 100) {
      await insertExactLeads(db(), rows.slice(start, start + 100));
    }
  };
  /** Every row of a list, page by page, older then back newer: each once, in order. */
  async function everyPage(filter: LeadListFilter): Promise<string[]> {
    const seen: string[] = [];
    let cursor: PageCursor | null = null;
    do {
      const page = await leadListPage(db(), filter, cursor, ZONE);
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.older;
    } while (cursor);
    return seen;
  }

  it("discards to a trash that lists the latest discarded first, restores, and deletes for good only what is still there", async () => {
    await insert(Array.from({ length: 300 }, (_, n) => submission(n)));
    expect(await countIn(db(), "suspected")).toBe(300);

    // Two staff clear the folder in batches, Dana the older ones first.
    const first = await discardSuspected(db(), range(150, 300), {
      by: DANA,
      at: new Date(NOW.getTime() - 2 * DAY).toISOString(),
    });
    expect([first.done.length, first.moved, first.gone]).toEqual([150, 0, 0]);
    const second = await discardSuspected(db(), [...range(100, 160), "kept-9999"], {
      by: SAM,
      at: NOW.toISOString(),
    });
    // Ten were Dana's already; one never existed.
    expect([second.done.length, second.moved, second.gone]).toEqual([50, 10, 1]);
    expect([await countIn(db(), "suspected"), await countIn(db(), "trash")]).toEqual([100, 200]);

    // The folder pages newest first; the trash by its discard, Sam's first, each once.
    const folder = await everyPage({ place: "suspected" });
    expect(folder).toEqual(range(0, 100));
    const trash = await everyPage({ place: "trash" });
    expect(trash).toHaveLength(200);
    expect(new Set(trash).size).toBe(200);
    expect(trash.slice(0, 50).sort()).toEqual(range(100, 150));
    const firstTrashPage = await leadListPage(db(), { place: "trash" }, null, ZONE);
    expect(firstTrashPage.rows).toHaveLength(PAGE_SIZE);
    expect(firstTrashPage.rows[0]).toMatchObject({
      discardedBy: SAM,
      discardedAt: NOW.toISOString(),
    });
    // Back from the second page of the trash: the first again.
    const secondTrashPage = await leadListPage(
      db(),
      { place: "trash" },
      firstTrashPage.older,
      ZONE,
    );
    const back = await leadListPage(db(), { place: "trash" }, secondTrashPage.newer, ZONE);
    expect(back.rows.map((row) => row.id)).toEqual(firstTrashPage.rows.map((row) => row.id));
    // Neither is among the leads.
    expect((await leadListPage(db(), {}, null, ZONE)).rows).toEqual([]);

    // A restore puts them back in the folder as they were.
    const restored = await restoreDiscarded(db(), range(140, 150));
    expect([restored.done.length, restored.moved, restored.gone]).toEqual([10, 0, 0]);
    expect(await leadById(db(), "kept-0145")).toMatchObject({
      suspected: REASONS[145 % REASONS.length],
      discarded_at: null,
      discarded_by: null,
      message: spamMessage(145),
    });
    const stillInTrash = await chosenIn(db(), range(135, 155), "trash");
    expect([stillInTrash.done.sort(), stillInTrash.moved, stillInTrash.gone]).toEqual([
      [...range(135, 140), ...range(150, 155)],
      10,
      0,
    ]);

    // Delete for good takes only what is still in the trash.
    const deleted = await deleteDiscarded(db(), [...range(130, 150), "kept-9999"]);
    expect([deleted.done.length, deleted.moved, deleted.gone]).toEqual([10, 10, 1]);
    expect(await leadById(db(), "kept-0135")).toBeUndefined();
    expect(await countIn(db(), "suspected")).toBe(110);
    expect(await countIn(db(), "trash")).toBe(180);
    // Gone for good: nothing to restore.
    expect(await restoreDiscarded(db(), range(130, 140))).toEqual({ done: [], moved: 0, gone: 10 });
  });

  it("does each chosen one whole or not at all when two staff act at once, and says which", async () => {
    await insert(Array.from({ length: 120 }, (_, n) => submission(n)));
    await discardSuspected(db(), range(0, 120), { by: DANA, at: NOW.toISOString() });
    // Dana restores what Sam deletes for good, at the same moment, on overlapping choices.
    const [restored, deleted] = await Promise.all([
      restoreDiscarded(db(), range(0, 80)),
      deleteDiscarded(db(), range(40, 120)),
    ]);
    const both = range(40, 80);
    for (const id of both) {
      // Restored and still here, or deleted and gone: never both, never neither.
      expect(restored.done.includes(id) !== deleted.done.includes(id), id).toBe(true);
    }
    expect(restored.done.length + restored.moved + restored.gone).toBe(80);
    expect(deleted.done.length + deleted.moved + deleted.gone).toBe(80);
    // What one did, the other reports as moved on (restored) or gone (deleted).
    expect(restored.gone).toBe(deleted.done.filter((id) => both.includes(id)).length);
    expect(deleted.moved).toBe(restored.done.filter((id) => both.includes(id)).length);
    expect(await countIn(db(), "suspected")).toBe(restored.done.length);
    expect(await countIn(db(), "trash")).toBe(120 - restored.done.length - deleted.done.length);
    for (const id of restored.done) {
      expect(await leadById(db(), id)).toMatchObject({ discarded_at: null });
    }

    // A release and a discard of the same ones: each is released, or discarded, once.
    await insert(Array.from({ length: 40 }, (_, n) => submission(200 + n)));
    const fresh = range(200, 240);
    const [released, discarded] = await Promise.all([
      releaseChosen(db(), fresh, { channels: ["email"], now: NOW, visitorCaps: CAPS }),
      discardSuspected(db(), fresh, { by: SAM, at: NOW.toISOString() }),
    ]);
    expect(released.done.length + discarded.done.length).toBe(40);
    expect(released.moved).toBe(discarded.done.length);
    for (const id of released.done) {
      expect(await deliveriesOf(db(), id)).toHaveLength(1);
      expect(await leadById(db(), id)).toMatchObject({ suspected: null, discarded_at: null });
    }
    for (const id of discarded.done) {
      expect(await deliveriesOf(db(), id)).toEqual([]);
      expect(await leadById(db(), id)).toMatchObject({ discarded_by: SAM });
    }
  });

  it("lists a released lead as arriving when released, its sent time kept, the pages still whole", async () => {
    // Two hundred leads over the last days, and one submission sent a week ago.
    await insert(Array.from({ length: 200 }, (_, n) => lead(n)));
    await insert([submission(84, { id: "kept-week-old" })]);
    const sent = (await leadById(db(), "kept-week-old"))!.created_at;
    const releasedAt = new Date(NOW.getTime() + 60_000);
    expect(await releaseSuspected(db(), "kept-week-old", ["email", "webhook"], releasedAt)).toBe(
      "released",
    );
    expect(await leadById(db(), "kept-week-old")).toMatchObject({
      created_at: releasedAt.toISOString(),
      submitted_at: sent,
      suspected: null,
    });
    const leads = await everyPage({});
    expect(leads).toHaveLength(201);
    expect(leads[0]).toBe("kept-week-old");
    expect(new Set(leads).size).toBe(201);
    // The day's filter finds it on the day it was released, not on the one it was sent.
    const releasedDay = { from: "2026-11-20", to: "2026-11-20" };
    expect((await leadListPage(db(), releasedDay, null, ZONE)).rows[0]?.id).toBe("kept-week-old");
    const sentDay = { from: "2026-11-13", to: "2026-11-13" };
    expect((await leadListPage(db(), sentDay, null, ZONE)).rows.map((row) => row.id)).not.toContain(
      "kept-week-old",
    );
  });

  it("releases none from the trash: restored first, then released once", async () => {
    await insert([submission(1)]);
    await discardSuspected(db(), ["kept-0001"], { by: DANA, at: NOW.toISOString() });
    expect(await releaseSuspected(db(), "kept-0001", ["email"], NOW)).toBe("discarded");
    expect(await deliveriesOf(db(), "kept-0001")).toEqual([]);
    await restoreDiscarded(db(), ["kept-0001"]);
    expect(await releaseSuspected(db(), "kept-0001", ["email"], NOW)).toBe("released");
    expect(await releaseSuspected(db(), "kept-0001", ["email"], NOW)).toBe("not-suspected");
  });

  it("purges the folder's submissions after their days, and the trash's after theirs from the discard", async () => {
    const day = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
    await insert([
      submission(1, { id: "folder-old", created_at: day(31) }),
      submission(2, { id: "folder-young", created_at: day(29) }),
      // Sent long ago, discarded lately: restorable for its 30 days in the trash.
      submission(3, {
        id: "trash-young",
        created_at: day(40),
        discarded_at: day(29),
        discarded_by: DANA,
      }),
      submission(4, {
        id: "trash-old",
        created_at: day(35),
        discarded_at: day(31),
        discarded_by: SAM,
      }),
      // Past the leads' own retention, wherever it is.
      submission(5, {
        id: "trash-past-retention",
        created_at: day(400),
        discarded_at: day(1),
        discarded_by: SAM,
      }),
      { ...lead(6), id: "lead-young", created_at: day(200) },
    ]);
    expect(await purgeIfDue(t.handle, { retentionDays: 365, timeZone: ZONE }, NOW)).toBe(3);
    const left = await db().selectFrom("leads").select("id").orderBy("id").execute();
    expect(left.map((row) => row.id)).toEqual(["folder-young", "lead-young", "trash-young"]);
  });

  it("counts the folder, and reads it and the trash newest first, from their own indexes", async () => {
    await insert([
      ...Array.from({ length: 120 }, (_, n) => submission(n)),
      ...Array.from({ length: 400 }, (_, n) => lead(n)),
    ]);
    await discardSuspected(db(), range(0, 20), { by: DANA, at: NOW.toISOString() });
    const count = db()
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll().as("count"))
      .where(inPlace("suspected"));
    const newest = (place: "suspected" | "trash") =>
      db()
        .selectFrom("leads")
        .select("id")
        .where(inPlace(place))
        .orderBy(place === "trash" ? "discarded_at" : "created_at", "desc")
        .orderBy("id", "desc");
    expect(await plan(count.compile())).toContain("leads_suspected_newest");
    expect(await plan(newest("suspected").compile())).toContain("leads_suspected_newest");
    expect(await plan(newest("trash").compile())).toContain("leads_trash");
  });

  const plan = (query: CompiledQuery) => queryPlan(db(), dialect, query);

  it("takes migration 0022 on a database migrated before it, its submissions kept, in the folder", async () => {
    // A database migrated up to the one before 0022, its submissions stored as they were then.
    await t.drop();
    t = await freshDatabase(dialect, { migratedTo: "0021_filter_choice_indexes" });
    const atOldSchema = (n: number) => {
      const { discarded_at, discarded_by, submitted_at, ...row } = submission(n);
      expect({ discarded_at, discarded_by, submitted_at }).toEqual({
        discarded_at: null,
        discarded_by: null,
        submitted_at: null,
      });
      return row;
    };
    await (
      db() as unknown as Kysely<{
        leads: Omit<NewLead, "discarded_at" | "discarded_by" | "submitted_at">;
      }>
    )
      .insertInto("leads")
      .values(Array.from({ length: 30 }, (_, n) => atOldSchema(n)))
      .execute();
    const migrated = await openDatabase(t.options);
    try {
      const names = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(migrated.db);
      expect(names.rows.map((row) => row.name)).toContain("0022_suspected_trash");
      expect(await countIn(migrated.db, "suspected")).toBe(30);
      expect(
        (await discardSuspected(migrated.db, range(0, 5), { by: DANA, at: NOW.toISOString() }))
          .done,
      ).toHaveLength(5);
      expect(await countIn(migrated.db, "trash")).toBe(5);
    } finally {
      await migrated.close();
    }
  });
});

const CAPS = { perAddress: 3, perNetwork: 10, perSite: 500, windowMs: DAY };
