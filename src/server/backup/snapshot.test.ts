import { randomUUID } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { generateIdentity, identityToRecipient } from "age-encryption";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { freePort } from "../../../test/ports";
import { contactLeadSchema } from "../../../test/server-words";
import { contactLeadRecord, storeLead } from "@/leads/server/record/store";
import { listLeads } from "@/leads/server/record/queries";
import { addNote } from "@/leads/server/record/notes";
import { setLeadStatus } from "@/leads/server/record/changes";
import { openDatabase, type Db } from "../db/client";
import { restoreSnapshot, SnapshotError, takeSnapshot } from "./snapshot";

const CAMPAIGNS = ["spring-dental", "chiro-retarget", "medspa-botox", "pt-referrals"];

/** A lead as the contact form sends one, from a campaign's landing page. */
function contact(index: number) {
  const campaign = CAMPAIGNS[index % CAMPAIGNS.length]!;
  return contactLeadRecord(
    contactLeadSchema.parse({
      name: `Practice Manager ${index}`,
      email: `manager${index}@practice${index % 37}.example`,
      phone: `(512) 555-${String(1000 + index).slice(-4)}`,
      practice: `Lakeshore Family Dental ${index % 37}`,
      subject: "Missed calls at lunch",
      message: `We miss about ${10 + (index % 20)} calls a day between 12:00 and 13:30. `.repeat(8),
      page_url: `https://voltcare.example/landing?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=Cj0KCQ${index}`,
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: campaign,
    }),
  );
}

async function storeContacts(db: Db, from: number, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = from; index < from + count; index++) {
    const { id } = await storeLead(
      db,
      contact(index),
      { ipHash: null, idempotency: null, suspected: index % 25 === 0 ? "fill-time" : null },
      ["email"],
    );
    ids.push(id);
  }
  return ids;
}

/** The agency's work on the leads: notes, a status, a booked call, a staff account. */
async function workOn(db: Db, dialect: TestDatabase["dialect"], leadId: string): Promise<void> {
  const at = new Date().toISOString();
  const by = "dana@brightsmile.example";
  await setLeadStatus(db, { leadId, status: "booked", by, at });
  await addNote(db, {
    leadId,
    author: by,
    text: "Called back: wants pricing for three chairs before the board meets on the 14th.",
    at,
  });
  await db
    .insertInto("bookings")
    .values({
      invitee: `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/x`,
      lead_id: leadId,
      starts_at: at,
      booked_at: at,
      status_before: "contacted",
    })
    .execute();
  await db
    .insertInto("staff")
    .values({
      id: randomUUID(),
      name: "Dana Whitfield",
      email: "dana@brightsmile.example",
      email_verified: dialect === "sqlite" ? 1 : true,
      image: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

describe.each(dialects)("snapshots of a %s store", (dialect) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let folder: string;
  let ids: string[];

  beforeEach(async () => {
    source = await freshDatabase(dialect);
    target = await freshDatabase(dialect);
    folder = mkdtempSync(join(tmpdir(), "snapshots-"));
    ids = await storeContacts(source.handle.db, 0, 200);
    await workOn(source.handle.db, dialect, ids[1]!);
  });
  afterEach(async () => {
    await source.drop();
    await target.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const leadIds = async (db: Db) => (await listLeads(db, {})).map(({ id }) => id).sort();

  it("restores into an empty store everything it was taken with", async () => {
    const snapshot = await takeSnapshot(source.options, join(folder, "leads.snapshot"));
    expect(snapshot).toMatchObject({ leads: 192, suspected: 8, notes: 1, bookings: 1, staff: 1 });
    expect(snapshot.migration).toMatch(/^\d{4}_/);
    await target.handle.close();
    const restored = await restoreSnapshot(target.options, snapshot.path);
    const { leads, suspected, notes, bookings, staff, migration } = snapshot;
    expect(restored).toEqual({ leads, suspected, notes, bookings, staff, migration, replaced: 0 });
    const reopened = await openDatabase(target.options);
    try {
      expect(await leadIds(reopened.db)).toEqual(await leadIds(source.handle.db));
      const lead = await reopened.db
        .selectFrom("leads")
        .selectAll()
        .where("id", "=", ids[1]!)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ status: "booked", utm_campaign: "chiro-retarget" });
      expect(lead.page_url).toContain("gclid=Cj0KCQ1");
    } finally {
      await reopened.close();
    }
  });

  it("holds every lead stored before it began, while twenty writers go on storing", async () => {
    const writer = await openDatabase(source.options);
    let stop = false;
    const stored: string[][] = Array.from({ length: 20 }, () => []);
    const writers = stored.map(async (mine, n) => {
      for (let round = 0; !stop; round++) {
        mine.push(...(await storeContacts(writer.db, 1000 + n * 1000 + round, 1)));
        // As requests do: SQLite's driver answers at once, so a loop that never waits on I/O
        // would starve everything else, the snapshot included.
        await new Promise(setImmediate);
      }
    });
    try {
      // Under way: every writer has stored a few.
      while (stored.some((mine) => mine.length < 3)) await new Promise(setImmediate);
      const before = [...ids, ...stored.flat()];
      const snapshot = await takeSnapshot(source.options, join(folder, "busy.snapshot"));
      stop = true;
      await Promise.all(writers);
      await target.handle.close();
      await restoreSnapshot(target.options, snapshot.path);
      const reopened = await openDatabase(target.options);
      try {
        const held = new Set(
          (await reopened.db.selectFrom("leads").select("id").execute()).map(({ id }) => id),
        );
        expect(before.filter((id) => !held.has(id))).toEqual([]);
        expect(held.size).toBe(snapshot.leads + snapshot.suspected);
      } finally {
        await reopened.close();
      }
    } finally {
      stop = true;
      await Promise.all(writers);
      await writer.close();
    }
  });

  it("encrypts to an age recipient, and restores only with its identity", async () => {
    const identity = await generateIdentity();
    const identityFile = join(folder, "key.txt");
    writeFileSync(identityFile, `# created for the test\n${identity}\n`);
    const snapshot = await takeSnapshot(source.options, join(folder, "leads.age"), [
      await identityToRecipient(identity),
    ]);
    const bytes = readFileSync(snapshot.path);
    expect(bytes.subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    expect(bytes.includes(Buffer.from("manager1@practice1.example"))).toBe(false);
    await target.handle.close();
    await expect(restoreSnapshot(target.options, snapshot.path)).rejects.toThrow(/--identity/);
    const otherKey = join(folder, "other.txt");
    writeFileSync(otherKey, `${await generateIdentity()}\n`);
    await expect(
      restoreSnapshot(target.options, snapshot.path, { identityFile: otherKey }),
    ).rejects.toThrow(/encrypted to another key/);
    expect(await restoreSnapshot(target.options, snapshot.path, { identityFile })).toMatchObject({
      leads: 192,
    });
  });

  it("replaces a store that holds leads only with force, and leaves it whole without", async () => {
    const snapshot = await takeSnapshot(source.options, join(folder, "leads.snapshot"));
    const [kept] = await storeContacts(target.handle.db, 5001, 1);
    await target.handle.close();
    await expect(restoreSnapshot(target.options, snapshot.path)).rejects.toThrow(
      /holds 1 lead already: nothing was changed/,
    );
    const untouched = await openDatabase(target.options);
    try {
      expect(await leadIds(untouched.db)).toEqual([kept]);
    } finally {
      await untouched.close();
    }
    expect(await restoreSnapshot(target.options, snapshot.path, { force: true })).toMatchObject({
      leads: 192,
      replaced: 1,
    });
  });

  it("refuses a file that is cut short, damaged, not a snapshot, or from a newer release", async () => {
    const snapshot = await takeSnapshot(source.options, join(folder, "leads.snapshot"));
    const [kept] = await storeContacts(target.handle.db, 5001, 1);
    await target.handle.close();
    const variant = (name: string, change: (file: string) => void) => {
      const file = join(folder, name);
      copyFileSync(snapshot.path, file);
      change(file);
      return file;
    };
    const refusals: [string, RegExp][] = [
      [
        variant("cut-short", (file) => truncateSync(file, Math.floor(snapshot.bytes / 3))),
        /damaged|cut short/,
      ],
      [variant("notes.txt", (file) => writeFileSync(file, "not a database")), /not a snapshot/],
    ];
    if (dialect === "sqlite") {
      refusals.push([
        variant("newer", (file) => {
          const copy = new SQLite(file);
          copy
            .prepare("insert into kysely_migration (name, timestamp) values (?, ?)")
            .run("9999_a_later_release", new Date().toISOString());
          copy.close();
        }),
        /newer release \(migration 9999_a_later_release\)/,
      ]);
    }
    for (const [file, message] of refusals) {
      const refused = restoreSnapshot(target.options, file, { force: true });
      await expect(refused, file).rejects.toThrow(SnapshotError);
      await expect(refused, file).rejects.toThrow(message);
    }
    const untouched = await openDatabase(target.options);
    try {
      expect(await leadIds(untouched.db)).toEqual([kept]);
    } finally {
      await untouched.close();
    }
  });

  it("writes nothing where it cannot, and never over a file", async () => {
    await expect(
      takeSnapshot(source.options, join(folder, "no-such-folder", "leads.snapshot")),
    ).rejects.toThrow(/not a folder this user can write to/);
    const taken = join(folder, "taken");
    writeFileSync(taken, "an earlier snapshot");
    await expect(takeSnapshot(source.options, taken)).rejects.toThrow(/exists already/);
    expect(readFileSync(taken, "utf8")).toBe("an earlier snapshot");
    await expect(takeSnapshot(source.options, join(folder, "x"), ["not-a-key"])).rejects.toThrow(
      /age recipient/,
    );
  });
});

describe("a store that is not there", () => {
  const folder = mkdtempSync(join(tmpdir(), "snapshots-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("has no SQLite snapshot taken of it, and no file made for it", async () => {
    const dataDir = join(folder, "no-store");
    await expect(takeSnapshot({ dataDir }, join(folder, "none.snapshot"))).rejects.toThrow(
      /There is no store at .*no-store\/leads.db to back up/,
    );
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(join(folder, "none.snapshot"))).toBe(false);
  });

  it("is said to be out of reach when PostgreSQL does not answer", async () => {
    const closed = await freePort();
    const options = {
      dataDir: folder,
      databaseUrl: `postgres://voltcare@127.0.0.1:${closed}/voltcare`,
    };
    await expect(takeSnapshot(options, join(folder, "unreached.snapshot"))).rejects.toThrow(
      /The store cannot be reached \(.*ECONNREFUSED.*\): nothing was changed/,
    );
    expect(existsSync(join(folder, "unreached.snapshot"))).toBe(false);
  });
});

describe("a snapshot of one kind of store", () => {
  it.runIf(dialects.length > 1)("is refused by the other kind", async () => {
    const sqlite = await freshDatabase("sqlite");
    const postgres = await freshDatabase("postgres");
    const folder = mkdtempSync(join(tmpdir(), "snapshots-"));
    try {
      const snapshot = await takeSnapshot(sqlite.options, join(folder, "leads.snapshot"));
      await expect(restoreSnapshot(postgres.options, snapshot.path)).rejects.toThrow(
        /of a SQLite store, and this one is PostgreSQL/,
      );
    } finally {
      await sqlite.drop();
      await postgres.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
