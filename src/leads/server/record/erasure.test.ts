import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { captureLog } from "../../../../test/log-lines";
import { contactLeadSchema } from "../../../../test/server-words";
import { openDatabase, SQLITE_FILE, type Db, type DbHandle } from "@/server/db/client";
import { addNote, deleteNote, editNote, notesOf } from "./notes";
import { eraseByEmail, LEAD_TABLES, listLeads } from "./queries";
import { deleteDiscarded, discardSuspected } from "./suspected";
import { contactLeadRecord, storeLead } from "./store";
import { purgeIfDue } from "@/app/retention";

const ADDRESS = "marisol.quenneville@lakeshore-ortho.example";

/** A message near the form's 2,000 characters, as a practice manager might paste it. */
const MESSAGE = [
  "Our Halverson Street satellite office misses most calls over lunch and after 4:30.",
  ...Array.from(
    { length: 24 },
    (_, day) =>
      `Day ${day + 1}: ${9 + (day % 7)} calls missed between 12:00 and 13:30, ${day % 4} new-patient voicemails.`,
  ),
  "Closing note from Dr. Quenneville: we need this live before the spring retainer recall.",
].join("\n");

const STAFF = "front-desk@voltcare.example";

const NOTE = "Called back: she wants pricing for three chairs before the board meets on the 14th.";

/** What must be nowhere in the database's files once the person is gone. */
const WORDS = [
  ADDRESS,
  "Halverson Street satellite office",
  "spring retainer recall",
  "three chairs before the board meets",
  // As the search index keeps them: the lead's words folded, and single words in FTS5's pages.
  "halverson street satellite office",
  "halverson",
  "quenneville",
  "called",
];

/** The word, whole, in the pages of SQLite's full-text index (it shortens most words it keeps). */
async function indexHolds(db: Db, word: string): Promise<boolean> {
  const { rows } = await sql<{
    block: Uint8Array;
  }>`select block from lead_search_words_data`.execute(db);
  return rows.some((row) => Buffer.from(row.block).includes(word));
}

const person = contactLeadSchema.parse({
  name: "Marisol Quenneville",
  email: ADDRESS,
  phone: "(312) 555-0187",
  subject: "Missed calls at two offices",
  message: MESSAGE,
});

const someoneElse = contactLeadSchema.parse({
  name: "Dana Whitfield",
  email: "dana@brightsmile.example",
  subject: "Growth plan",
  message: "We miss calls at lunch.",
});

async function storePerson(db: Db, { at = new Date(), suspected = false } = {}): Promise<string> {
  const { id } = await storeLead(
    db,
    contactLeadRecord(person),
    { ipHash: null, idempotency: null, suspected: suspected ? "fill-time" : null },
    ["email"],
    at,
  );
  await addNote(db, {
    leadId: id,
    author: STAFF,
    text: NOTE,
    at: at.toISOString(),
  });
  return id;
}

const DELETIONS = {
  "erased (Erase this person, leads erase)": async (handle: DbHandle) => {
    await storePerson(handle.db);
    return () => eraseByEmail(handle.db, ADDRESS);
  },
  "purged past retention (the delivery worker's daily purge)": async (handle: DbHandle) => {
    await storePerson(handle.db, { at: new Date(Date.now() - 400 * 86_400_000) });
    return () => purgeIfDue(handle, { retentionDays: 365, timeZone: "America/Chicago" });
  },
  "deleted for good from the suspected folder's trash": async (handle: DbHandle) => {
    const id = await storePerson(handle.db, { suspected: true });
    await discardSuspected(handle.db, [id], { by: STAFF, at: new Date().toISOString() });
    return () => deleteDiscarded(handle.db, [id]);
  },
  "purged from the trash once its days are up": async (handle: DbHandle) => {
    // Sent 20 days ago, so only the trash's own days let it go.
    const id = await storePerson(handle.db, {
      suspected: true,
      at: new Date(Date.now() - 20 * 86_400_000),
    });
    const discarded = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await discardSuspected(handle.db, [id], { by: STAFF, at: discarded });
    return () => purgeIfDue(handle, { retentionDays: 365, timeZone: "America/Chicago" });
  },
};

describe("SQLite's files, once a person's leads are deleted", () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await t.drop();
  });

  /** Which of the database's files hold `words`, read byte for byte. */
  function filesHolding(words: string): string[] {
    const file = join(t.options.dataDir, SQLITE_FILE);
    return [file, `${file}-wal`, `${file}-shm`]
      .filter((path) => existsSync(path) && readFileSync(path).includes(words, 0, "utf8"))
      .map((path) => path.slice(t.options.dataDir.length + 1));
  }

  it.each(Object.entries(DELETIONS))(
    "hold none of their words when they are %s",
    async (_, prepare) => {
      const db = t.handle.db;
      await storeLead(db, contactLeadRecord(someoneElse), { ipHash: null, idempotency: null }, [
        "email",
      ]);
      const remove = await prepare(t.handle);
      // As on a server that has run a while: the lead in the file itself, then worked on, so its
      // pages are in the write-ahead log too.
      await sql`pragma wal_checkpoint(passive)`.execute(db);
      await db
        .updateTable("leads")
        .set({ status: "contacted" })
        .where("email", "=", ADDRESS)
        .execute();
      for (const words of WORDS) {
        expect(filesHolding(words), words).toEqual([SQLITE_FILE, `${SQLITE_FILE}-wal`]);
      }
      for (const word of ["halverson", "quenneville", "called"]) {
        expect(await indexHolds(db, word), word).toBe(true);
      }

      await remove();

      expect(Object.fromEntries(WORDS.map((words) => [words, filesHolding(words)]))).toEqual(
        Object.fromEntries(WORDS.map((words) => [words, []])),
      );
      expect(existsSync(join(t.options.dataDir, `${SQLITE_FILE}-shm`))).toBe(true);
      expect((await listLeads(db)).map((lead) => lead.email)).toEqual([someoneElse.email]);
    },
  );

  it("hold none of a note's words once its author corrects or deletes it", async () => {
    const db = t.handle.db;
    const leadId = await storePerson(db);
    const author = STAFF;
    const health = "her son's asthma follow-up after the ER visit";
    // Both in the index's words of the lead, "follow" whole in FTS5's pages too.
    const healthWords = ["asthma", "follow"];
    await addNote(db, {
      leadId,
      author,
      text: `Asked about ${health}.`,
      at: new Date().toISOString(),
    });
    const noteWith = async (words: string) =>
      (await notesOf(db, leadId)).find((note) => note.body.includes(words))!;
    const [slip, kept] = [await noteWith(health), await noteWith(NOTE)];
    await sql`pragma wal_checkpoint(passive)`.execute(db);
    expect(filesHolding(health)).toEqual([SQLITE_FILE, `${SQLITE_FILE}-wal`]);
    expect(filesHolding(NOTE)).toEqual([SQLITE_FILE, `${SQLITE_FILE}-wal`]);
    for (const word of healthWords) {
      expect(filesHolding(word), word).toEqual([SQLITE_FILE, `${SQLITE_FILE}-wal`]);
    }
    expect(await indexHolds(db, "follow")).toBe(true);
    expect(await indexHolds(db, "called")).toBe(true);

    const ref = { leadId, by: author };
    const at = "2026-11-06T09:05:00Z";
    expect(
      await editNote(db, { ...ref, noteId: slip!.id, text: "Asked about a check-up.", at }),
    ).toBeUndefined();
    expect(filesHolding(health)).toEqual([]);
    expect(healthWords.flatMap(filesHolding)).toEqual([]);
    expect(await deleteNote(db, { ...ref, noteId: kept!.id })).toBeUndefined();
    expect(filesHolding(NOTE)).toEqual([]);
    expect(filesHolding("called")).toEqual([]);
    expect((await notesOf(db, leadId)).map((note) => note.body)).toEqual([
      "Asked about a check-up.",
    ]);
  });
});

const postgresUrl = inject("postgresUrl");

describe.skipIf(!dialects.includes("postgres"))("PostgreSQL, once a person is erased", () => {
  let t: TestDatabase;
  let role: string | undefined;
  beforeEach(async () => {
    t = await freshDatabase("postgres");
    role = undefined;
  });
  afterEach(async () => {
    await t.drop();
    if (role) await asAdmin(postgresUrl, `drop role ${role}`);
  });

  const vacuumed = async (db: Db) =>
    (
      await sql<{ relname: string }>`
        select relname from pg_stat_user_tables where last_vacuum is not null order by relname`.execute(
        db,
      )
    ).rows.map((row) => row.relname);

  it("vacuums the tables the person's rows were in", async () => {
    await storePerson(t.handle.db);
    expect(await vacuumed(t.handle.db)).toEqual([]);
    expect(await eraseByEmail(t.handle.db, ADDRESS)).toEqual({ leads: 1, deliveries: 1 });
    expect(await vacuumed(t.handle.db)).toEqual([...LEAD_TABLES].sort());
  });

  it("vacuums them as well once a discarded submission is deleted for good", async () => {
    const id = await storePerson(t.handle.db, { suspected: true });
    await discardSuspected(t.handle.db, [id], { by: STAFF, at: new Date().toISOString() });
    expect(await vacuumed(t.handle.db)).toEqual([]);
    expect(await deleteDiscarded(t.handle.db, [id])).toEqual({ done: [id], moved: 0, gone: 0 });
    expect(await vacuumed(t.handle.db)).toEqual([...LEAD_TABLES].sort());
  });

  it("erases all the same, and logs it, where the server lets this role vacuum nothing", async () => {
    await storePerson(t.handle.db);
    // A host's application role: it may read and write the tables, but owns none of them.
    role = `clerk_${randomUUID().slice(0, 8)}`;
    const databaseUrl = t.options.databaseUrl ?? "";
    await asAdmin(databaseUrl, `create role ${role} login password 'clerk-password'`);
    await asAdmin(databaseUrl, `grant all on all tables in schema public to ${role}`);
    const url = new URL(databaseUrl);
    url.username = role;
    url.password = "clerk-password";
    const clerk = await openDatabase({ databaseUrl: url.toString(), dataDir: t.options.dataDir });
    const log = captureLog();
    try {
      expect(await eraseByEmail(clerk.db, ADDRESS)).toEqual({ leads: 1, deliveries: 1 });
    } finally {
      log.restore();
      await clerk.close();
    }
    expect(await listLeads(t.handle.db)).toEqual([]);
    expect(await vacuumed(t.handle.db)).toEqual([]);
    const warnings = log.lines.filter((line) => line.msg === "the database warned");
    // Each table skipped, in the server's words (which differ between versions).
    expect(warnings.map((line) => /"(\w+)"/.exec(String(line.warning))?.[1])).toEqual(LEAD_TABLES);
    for (const line of warnings) expect(line.warning).toMatch(/vacuum/);
    expect(log.text()).not.toMatch(/quenneville/i);
  });
});

async function asAdmin(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
