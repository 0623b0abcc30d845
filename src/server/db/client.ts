import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteDialect,
  type SqliteDatabase,
} from "kysely";
import pg from "pg";
import { markErasure, replicaSupervised } from "../backup/replica-status";
import { errorKind, log as serverLog } from "../log";
import { onPostgres } from "./dialect";
import { migrationsFor } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

export type DbHandle = { db: Db; dialect: DbDialect; close: () => Promise<void> };

export type DbOptions = { databaseUrl?: string; passwordFile?: string; dataDir: string };

export const storageOf = (env: {
  DATABASE_URL?: string;
  DATABASE_PASSWORD_FILE?: string;
  DATA_DIR: string;
}): DbOptions => ({
  databaseUrl: env.DATABASE_URL,
  passwordFile: env.DATABASE_PASSWORD_FILE,
  dataDir: env.DATA_DIR,
});

export const SQLITE_FILE = "leads.db";

/** The SQLite store's file in a data folder, where openDatabase keeps it. */
export const sqliteFile = (dataDir: string) => join(resolve(dataDir), SQLITE_FILE);

/**
 * PostgreSQL when a URL is given, else SQLite in the data directory: WAL with full sync, so an
 * answered lead is on disk and the leads command can write beside the server.
 */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  const handle = connectDatabase(options);
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The store as it is, its schema unchanged: for copying it (src/server/backup/snapshot.ts). */
export function connectDatabase(options: DbOptions): DbHandle {
  const connectionString = postgresConnection(options);
  return connectionString ? openPostgres(connectionString) : openSqlite(options.dataDir);
}

async function migrate(db: Db): Promise<void> {
  const { provider, newer } = migrationsFor(await recordedMigrations(db));
  for (const name of newer) {
    log.warn({ migration: name }, "a newer release's migration is applied; running on its schema");
  }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}

async function recordedMigrations(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some(({ name }) => name === DEFAULT_MIGRATION_TABLE)) return [];
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map(({ name }) => name);
}

function openSqlite(dataDir: string): DbHandle {
  const database = new SQLite(privateDatabaseFile(resolve(dataDir)));
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  // A deleted row's bytes are overwritten with zeros, not left in free space for the file to keep.
  database.pragma("secure_delete = ON");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(database) }),
  });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * Readable by this process's user only, whatever the umask: leads are personal data. SQLite gives
 * its -wal and -shm files the database's mode; a folder that exists is the operator's.
 */
function privateDatabaseFile(dir: string): string {
  if (mkdirSync(dir, { recursive: true, mode: 0o700 }) !== undefined) chmodSync(dir, 0o700);
  const file = join(dir, SQLITE_FILE);
  // Created only when missing: closing a descriptor of a database this process already has open
  // would drop its SQLite locks on the file (POSIX locks belong to the process, not the descriptor).
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    const mode = statSync(path, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && (mode & 0o777) !== 0o600) chmodSync(path, 0o600);
  }
  return file;
}

/** Statements kept; the server's queries are a few dozen distinct texts. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew, and preparing costs more than running the lead API's small
 * statements: without this, a sixth fewer leads a second (docs/leads.md, "Benchmark").
 */
function reusingStatements(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(source) {
      let statement = statements.get(source);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(source);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

const log = serverLog.child({ component: "database" });

/**
 * The PostgreSQL server's address with its password, or undefined for SQLite. pg lets a URL's
 * empty password win over one given beside it, so the file's goes into the URL (its trailing line
 * breaks dropped, as the postgres image reads it).
 */
export function postgresConnection({ databaseUrl, passwordFile }: DbOptions): string | undefined {
  if (!databaseUrl || !passwordFile) return databaseUrl;
  const url = new URL(databaseUrl);
  url.password = encodeURIComponent(readFileSync(passwordFile, "utf8").replace(/[\r\n]+$/, ""));
  return url.toString();
}

function openPostgres(connectionString: string): DbHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (a restart, a failover) must not crash the server: the
  // pool drops it and the next query connects anew.
  pool.on("error", (error) => {
    log.warn({ error: errorKind(error) }, "an idle database connection was lost");
  });
  // A statement the server ran only in part says so in a warning, such as a VACUUM of a table
  // this role does not own: logged, or it would be lost.
  pool.on("connect", (client) => {
    client.on("notice", (notice) => {
      if (notice.severity === "WARNING") {
        log.warn({ code: notice.code, warning: notice.message }, "the database warned");
      }
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

/**
 * Transactions that take the same key go on one after the other from here to their commit on
 * PostgreSQL, as SQLite's one writer runs every transaction: a count and the row it allows are
 * never two transactions' at once.
 */
export async function lockUntilCommit(db: Db, key: string): Promise<void> {
  if (onPostgres(db)) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
  }
}

async function sqliteFolder(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  return dirname(rows.find(({ name }) => name === "main")?.file ?? "");
}

/**
 * After rows holding a person's words are deleted from `tables`. SQLite has zeroed them in its
 * file (secure_delete), but its write-ahead log still holds the pages as they were: it is written
 * back and emptied. Where Litestream replicates, it holds a read lock that keeps a checkpoint from
 * emptying the log (which would wait out busy_timeout for nothing), so its supervisor does that
 * with Litestream stopped, and starts the replica anew without the older copies
 * (docs/backup.md, "Erasure"); the mark is left for a supervisor started later too. PostgreSQL vacuums the tables, which frees the dead rows' space for reuse
 * (docs/leads.md, "Erasure" says what that leaves). Neither is fatal: the rows are gone either
 * way, and the copies go at the next checkpoint or autovacuum.
 */
export async function clearDeletedCopies(
  db: Db,
  tables: readonly (keyof Database)[],
): Promise<void> {
  try {
    if (onPostgres(db)) {
      await sql`vacuum ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
      return;
    }
    const dataDir = await sqliteFolder(db);
    markErasure(dataDir);
    if (replicaSupervised(dataDir)) {
      log.info("the replica's supervisor clears the write-ahead log and starts the replica anew");
      return;
    }
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
    if (rows[0]?.busy) {
      log.warn("the write-ahead log was in use and keeps deleted rows until its next checkpoint");
    }
  } catch (error) {
    log.warn({ error: errorKind(error) }, "the copies of deleted rows could not be cleared");
  }
}

/** A row that would repeat a unique key, in either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** How many ids one `in (…)` list binds: well under either database's limit on a statement. */
const IN_LIST_MAX = 500;

/**
 * The rows of many leads, however many (an export may name every lead), fetched a bounded list
 * of ids at a time, and grouped by lead in the order `fetch` returns them.
 */
export async function rowsOfLeads<Row extends { lead_id: string }>(
  leadIds: readonly string[],
  fetch: (ids: string[]) => Promise<Row[]>,
): Promise<Map<string, Row[]>> {
  const byLead = new Map<string, Row[]>();
  for (let start = 0; start < leadIds.length; start += IN_LIST_MAX) {
    for (const row of await fetch(leadIds.slice(start, start + IN_LIST_MAX))) {
      const rows = byLead.get(row.lead_id);
      if (rows) rows.push(row);
      else byLead.set(row.lead_id, [row]);
    }
  }
  return byLead;
}
