import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql, type Kysely } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import pg from "pg";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { captureLog } from "../../../test/log-lines";
import { contactLeadSchema } from "../../../test/server-words";
import { listLeads } from "@/leads/server/record/queries";
import { contactLeadRecord, storeLead } from "@/leads/server/record/store";
import { openDatabase, SQLITE_FILE } from "./client";
import { migrationProvider } from "./migrations";

describe("SQLite's folder and files", () => {
  let folder: string;
  let umask: number;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "private-"));
    // The usual default, under which files are made readable by everyone.
    umask = process.umask(0o022);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(folder, { recursive: true, force: true });
  });
  const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);
  /** Opens the database in `dataDir` and writes a row (so the -wal exists): its files' modes. */
  async function filesWritten(dataDir: string) {
    const handle = await openDatabase({ dataDir });
    await handle.db
      .insertInto("settings")
      .values({ key: crypto.randomUUID(), value: "v" })
      .execute();
    return {
      handle,
      modes: Object.fromEntries(
        readdirSync(dataDir).map((name) => [name, modeOf(join(dataDir, name))]),
      ),
    };
  }

  it("are readable by their owner only, whatever the umask: the folder 0700, each file 0600", async () => {
    const dataDir = join(folder, "data", "leads");
    const { handle, modes } = await filesWritten(dataDir);
    await handle.close();
    expect(modeOf(dataDir)).toBe("700");
    expect(modes).toEqual({
      [SQLITE_FILE]: "600",
      [`${SQLITE_FILE}-wal`]: "600",
      [`${SQLITE_FILE}-shm`]: "600",
    });
  });

  it("are narrowed to 0600 when an earlier release left them readable, in a folder left as it is", async () => {
    const dataDir = join(folder, "data");
    mkdirSync(dataDir, { mode: 0o755 });
    const first = await filesWritten(dataDir);
    for (const name of Object.keys(first.modes)) chmodSync(join(dataDir, name), 0o644);
    const second = await filesWritten(dataDir);
    await second.handle.close();
    await first.handle.close();
    expect(modeOf(dataDir)).toBe("755");
    expect(Object.values(second.modes)).toEqual(["600", "600", "600"]);
  });
});

describe("PostgreSQL statements", () => {
  let t: TestDatabase | undefined;
  beforeEach(async () => {
    if (dialects.includes("postgres")) t = await freshDatabase("postgres");
  });
  afterEach(async () => {
    await t?.drop();
  });

  it.runIf(dialects.includes("postgres"))(
    "leave no named statement on the connection, so a transaction-mode pooler can hand it on",
    async () => {
      const prepared = await t!.handle.db.connection().execute(async (db) => {
        for (const key of ["a", "b"]) {
          await db.insertInto("settings").values({ key, value: "1" }).execute();
        }
        await db.updateTable("settings").set({ value: "2" }).where("key", "=", "a").execute();
        await db.selectFrom("settings").selectAll().where("key", "=", "a").execute();
        const { rows } = await sql<{
          name: string;
        }>`select name from pg_prepared_statements`.execute(db);
        return rows;
      });
      expect(prepared).toEqual([]);
    },
  );

  it.runIf(dialects.includes("postgres"))(
    "log an idle connection the database lost, and connect anew for the next query",
    async () => {
      const { db } = t!.handle;
      const backend = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
      const [{ pid } = { pid: 0 }] = backend.rows;
      const log = captureLog();
      try {
        // From a connection of its own, as a restart or a pooler would.
        const other = new pg.Client({ connectionString: t!.options.databaseUrl });
        await other.connect();
        await other.query("select pg_terminate_backend($1)", [pid]);
        await other.end();
        await expect
          .poll(() => log.lines.map((line) => line.msg))
          .toContain("an idle database connection was lost");
      } finally {
        log.restore();
      }
      const again = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(again.rows).toEqual([{ one: 1 }]);
    },
  );
});

describe("the PostgreSQL password from a file (DATABASE_PASSWORD_FILE)", () => {
  // The throwaway cluster (test/postgres-cluster.ts) asks TCP connections for a password.
  const url = new URL(inject("postgresUrl") || "postgres://none");
  const password = decodeURIComponent(url.password);
  url.password = "";
  const dataDir = mkdtempSync(join(tmpdir(), "password-file-"));
  const passwordFile = join(dataDir, "postgres_password");
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const open = () => openDatabase({ databaseUrl: url.toString(), passwordFile, dataDir });

  it.runIf(dialects.includes("postgres") && password !== "")(
    "signs in with the file's password, a line break after it as `openssl rand > file` leaves",
    async () => {
      writeFileSync(passwordFile, `${password}\n`);
      const handle = await open();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      await handle.close();
      expect(rows).toEqual([{ one: 1 }]);
      writeFileSync(passwordFile, "not-the-password\n");
      await expect(open()).rejects.toThrow(/password authentication failed/);
    },
  );
});

describe.each(dialects)("the lead database on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  it("answers a reused statement with its new values", async () => {
    const { db } = t.handle;
    for (const key of ["x", "y", "z"]) {
      await db.insertInto("settings").values({ key, value: key.toUpperCase() }).execute();
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      expect(row.value).toBe(key.toUpperCase());
    }
  });
});

describe.each(dialects)("a rollback across a migration on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  /** Migrates the database as a newer release would, with `added` after the shipped ones. */
  async function migrateAsNewerRelease(
    added: Record<string, (db: Kysely<unknown>) => Promise<void>>,
  ) {
    const shipped = await migrationProvider.getMigrations();
    const newer = Object.fromEntries(Object.entries(added).map(([name, up]) => [name, { up }]));
    const { error } = await new Migrator({
      db: t.handle.db,
      provider: { getMigrations: async () => ({ ...shipped, ...newer }) },
    }).migrateToLatest();
    expect(error).toBeUndefined();
  }

  it("opens a database a newer release migrated, logs its migration and stores a lead", async () => {
    // An additive migration, as src/server/db/migrations.ts asks for.
    await migrateAsNewerRelease({
      "9000_newer_release": async (db) => {
        await db.schema.alterTable("leads").addColumn("newer_field", "text").execute();
        await db.schema.createTable("newer_table").addColumn("id", "text").execute();
      },
    });
    const log = captureLog();
    const older = await openDatabase(t.options).finally(() => log.restore());
    try {
      expect(log.lines).toContainEqual(
        expect.objectContaining({ level: "warn", migration: "9000_newer_release" }),
      );
      const lead = contactLeadSchema.parse({
        name: "Dana Whitfield",
        email: "dana@brightsmile.example",
        subject: "Growth plan",
        message: "After the rollback.",
      });
      const { id } = await storeLead(
        older.db,
        contactLeadRecord(lead),
        { ipHash: null, idempotency: null },
        ["email"],
      );
      expect((await listLeads(older.db)).map((stored) => stored.id)).toEqual([id]);
    } finally {
      await older.close();
    }
  });

  it("still refuses a database recording a migration among the shipped ones it does not know", async () => {
    // A shipped migration renamed, say: no newer release's, so no rollback explains it.
    await sql`insert into kysely_migration (name, timestamp)
      values ('0003_renamed', ${new Date().toISOString()})`.execute(t.handle.db);
    await expect(openDatabase(t.options)).rejects.toThrow(/corrupted migrations/);
  });
});
