import { spawn } from "node:child_process";
import {
  accessSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import {
  connectDatabase,
  openDatabase,
  postgresConnection,
  sqliteFile,
  type DbOptions,
} from "../db/client";
import type { Database } from "../db/schema";
import {
  checkRecipients,
  decryptFile,
  encryptFile,
  isEncrypted,
  readIdentities,
} from "./encryption";
import { SnapshotError } from "./snapshot-error";
import { checkMigrationLevel, summarize, type StoreSummary } from "./store-summary";

export { SnapshotError };

export type Snapshot = StoreSummary & { path: string; bytes: number; encrypted: boolean };

type Kind = "sqlite" | "postgres";

const SQLITE_HEADER = Buffer.from("SQLite format 3\0");
/** pg_dump's custom format. */
const PG_DUMP_HEADER = Buffer.from("PGDMP");

function kindOf(options: DbOptions): Kind {
  return options.databaseUrl ? "postgres" : "sqlite";
}

function head(path: string, bytes = 32): Buffer {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

/** Runs a PostgreSQL client program; its error output, if it fails, in the message. */
function run(program: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new SnapshotError(
          error.code === "ENOENT"
            ? `${program} was not found: install PostgreSQL's client programs, of the server's version or newer.`
            : `${program} could not run: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) resolvePromise(output);
      else
        reject(new SnapshotError(`${program} failed: ${errors.trim().split("\n").at(-1) ?? ""}`));
    });
  });
}

/** A SQLite file opened read-only through Kysely, for as long as `read` takes. */
async function withSqliteFile<T>(file: string, read: (db: Kysely<Database>) => Promise<T>) {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }),
  });
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** A SQLite copy whole and of this site: integrity_check passes, its migrations are known. */
function checkedSqliteCopy(file: string): Promise<StoreSummary> {
  return withSqliteFile(file, async (db) => {
    let verdict: string | undefined;
    try {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      verdict = rows.map((row) => row.integrity_check).join("; ");
    } catch (error) {
      throw new SnapshotError(`The snapshot is damaged: ${(error as Error).message}.`);
    }
    if (verdict !== "ok") throw new SnapshotError(`The snapshot is damaged: ${verdict}.`);
    try {
      checkMigrationLevel(
        (
          await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
        ).rows.map(({ name }) => name),
      );
    } catch (error) {
      if (error instanceof SnapshotError) throw error;
      throw new SnapshotError("The file is not a snapshot of this site's database.");
    }
    return summarize(db);
  });
}

/** The migrations a pg_dump archive holds, read from its copy of kysely_migration. */
async function dumpMigrations(file: string): Promise<string[]> {
  const copy = await run("pg_restore", [
    "--data-only",
    "--table=kysely_migration",
    "--file=-",
    file,
  ]);
  const rows = /^COPY [^\n]*kysely_migration[^\n]*FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(copy)?.[1];
  return (rows ?? "")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t")[0]!)
    .sort();
}

/**
 * Writes a consistent snapshot of the store to `path` while the site keeps taking leads: SQLite by
 * `VACUUM INTO` (one read transaction; free pages, and so erased rows, are left behind) and then
 * `integrity_check` on the copy; PostgreSQL by `pg_dump` in its custom format, inside a
 * transaction whose snapshot it shares, so the counts given are the file's. Encrypted to
 * `encryptTo` (age recipients) when any are given. Nothing is left at `path` unless it is whole.
 */
export async function takeSnapshot(
  options: DbOptions,
  path: string,
  encryptTo: readonly string[] = [],
): Promise<Snapshot> {
  checkRecipients(encryptTo);
  const target = resolve(path);
  if (existsSync(target)) throw new SnapshotError(`${target} exists already; name a new file.`);
  try {
    accessSync(dirname(target), constants.W_OK);
  } catch {
    throw new SnapshotError(`${dirname(target)} is not a folder this user can write to.`);
  }
  const partial = `${target}.partial`;
  // What is to be encrypted is written first where only this user can read it, never beside the
  // snapshot, which may be on a backup disk.
  const work = encryptTo.length ? mkdtempSync(join(tmpdir(), "snapshot-")) : undefined;
  const plain = work ? join(work, "snapshot") : partial;
  if (kindOf(options) === "sqlite" && !existsSync(sqliteFile(options.dataDir)))
    throw new SnapshotError(`There is no store at ${sqliteFile(options.dataDir)} to back up.`);
  // Not openDatabase: a backup copies the store as it is and never migrates it, and a migration's
  // lock would wait on the site's writes.
  const handle = connectDatabase(options);
  try {
    await reachable(sql`select 1`.execute(handle.db));
    let summary: StoreSummary;
    if (handle.dialect === "sqlite") {
      await sql`vacuum into ${plain}`.execute(handle.db);
      summary = await checkedSqliteCopy(plain);
    } else {
      summary = await handle.db.connection().execute(async (connection) => {
        await sql`begin isolation level repeatable read read only`.execute(connection);
        try {
          const { rows } = await sql<{
            id: string;
          }>`select pg_export_snapshot() as id`.execute(connection);
          const counts = await summarize(connection);
          await run("pg_dump", [
            "--format=custom",
            "--no-owner",
            "--no-privileges",
            `--snapshot=${rows[0]!.id}`,
            `--file=${plain}`,
            `--dbname=${postgresConnection(options)}`,
          ]);
          await run("pg_restore", ["--list", plain]);
          return counts;
        } finally {
          await sql`commit`.execute(connection);
        }
      });
    }
    if (encryptTo.length) await encryptFile(plain, partial, encryptTo);
    const fd = openSync(partial, "r");
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, target);
    return {
      ...summary,
      path: target,
      bytes: statSync(target).size,
      encrypted: encryptTo.length > 0,
    };
  } finally {
    await handle.close();
    rmSync(partial, { force: true });
    if (work) rmSync(work, { recursive: true, force: true });
  }
}

export type RestoreOptions = {
  /** An age identity file, for an encrypted snapshot. */
  identityFile?: string;
  /** Replace a store that holds leads. */
  force?: boolean;
};

/**
 * Restores the snapshot at `path` into the store (`options`), once it is checked: whole
 * (SQLite's integrity_check, pg_restore's reading of the archive), of this site, of this release's
 * migration level or older, and of the store's kind. A store that holds leads is replaced only
 * with `force`. Stop the server and the replica first. Any refusal leaves the store as it was.
 */
export async function restoreSnapshot(
  options: DbOptions,
  path: string,
  { identityFile, force = false }: RestoreOptions = {},
): Promise<StoreSummary & { replaced: number }> {
  const source = resolve(path);
  if (!existsSync(source)) throw new SnapshotError(`There is no snapshot at ${source}.`);
  const kind = kindOf(options);
  // Beside the store's file for SQLite, so the restored file is moved into place, not copied.
  const near = kind === "sqlite" ? dirname(sqliteFile(options.dataDir)) : tmpdir();
  mkdirSync(near, { recursive: true, mode: 0o700 });
  const work = mkdtempSync(join(near, ".restore-"));
  try {
    let plain = source;
    if (isEncrypted(head(source))) {
      if (!identityFile)
        throw new SnapshotError("The snapshot is encrypted: give its key with --identity FILE.");
      plain = join(work, basename(source));
      await decryptFile(source, plain, readIdentities(identityFile));
    }
    const start = head(plain);
    const snapshotKind = start.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)
      ? "sqlite"
      : start.subarray(0, PG_DUMP_HEADER.length).equals(PG_DUMP_HEADER)
        ? "postgres"
        : null;
    if (!snapshotKind)
      throw new SnapshotError("The file is not a snapshot: neither SQLite nor pg_dump's.");
    if (snapshotKind !== kind) {
      throw new SnapshotError(
        `The snapshot is of a ${snapshotKind === "sqlite" ? "SQLite" : "PostgreSQL"} store, and this one is ${kind === "sqlite" ? "SQLite" : "PostgreSQL"}.`,
      );
    }
    if (kind === "sqlite") await checkedSqliteCopy(plain);
    else {
      await run("pg_restore", ["--list", plain]).catch(() => {
        throw new SnapshotError("The snapshot is damaged or cut short: pg_restore cannot read it.");
      });
      checkMigrationLevel(await dumpMigrations(plain));
    }

    const existing = await reachable(openDatabase(options));
    let replaced: number;
    try {
      const { leads, suspected } = await summarize(existing.db);
      replaced = leads + suspected;
    } finally {
      await existing.close();
    }
    if (replaced > 0 && !force) {
      throw new SnapshotError(
        `The store holds ${replaced} lead${replaced === 1 ? "" : "s"} already: nothing was changed. Restore into an empty one, or add --force to replace it.`,
      );
    }
    if (kind === "sqlite") replaceSqliteFile(plain, sqliteFile(options.dataDir), work);
    else {
      await run("pg_restore", [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${postgresConnection(options)}`,
        plain,
      ]);
    }
    const restored = await openDatabase(options);
    try {
      return { ...(await summarize(restored.db)), replaced };
    } finally {
      await restored.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The store's own failure to answer, said as such: nothing was read or written. */
async function reachable<T>(attempt: Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (error) {
    throw new SnapshotError(
      `The store cannot be reached (${(error as Error).message}): nothing was changed.`,
    );
  }
}

/** The store's file swapped for the snapshot's whole, with no write-ahead log of the old one left. */
function replaceSqliteFile(snapshot: string, file: string, work: string): void {
  const staged = join(work, "restored.db");
  copyFileSync(snapshot, staged);
  const fd = openSync(staged, "r+");
  fsyncSync(fd);
  closeSync(fd);
  for (const leftover of [`${file}-wal`, `${file}-shm`]) rmSync(leftover, { force: true });
  renameSync(staged, file);
}
