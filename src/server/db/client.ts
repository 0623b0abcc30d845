import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

export type DbHandle = { db: Db; dialect: DbDialect; close: () => Promise<void> };

export type DbOptions = { databaseUrl?: string; dataDir: string };

export const SQLITE_FILE = "leads.db";

/**
 * Opens the lead database and applies pending migrations: PostgreSQL when a URL is given,
 * otherwise SQLite in the data directory (WAL with full sync, so every answered lead is on disk
 * and other processes, such as the leads command, can read and write alongside the server).
 */
export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openSqlite(options.dataDir);
  try {
    const { error, results } = await new Migrator({
      db: handle.db,
      provider: migrationProvider,
    }).migrateToLatest();
    if (error) {
      const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
      throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function openSqlite(dataDir: string): DbHandle {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const database = new SQLite(join(dir, SQLITE_FILE));
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  cachePreparedStatements(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * Writes whose result columns cannot change: a prepared statement returning `*` would fail once a
 * newer release adds a column ("cached plan must not change result type"); any other is re-planned
 * by PostgreSQL itself when the schema changes.
 */
const PREPARABLE = /^\s*(insert|update|delete)\b(?![\s\S]*returning\s+\*)/i;

/**
 * PostgreSQL parses and plans an unnamed statement on every call. Writes (the lead API's, the
 * worker's), which Kysely writes the same way each time, are named after their text instead, so
 * each connection prepares one once and then only binds and runs it.
 */
function prepareStatementsOnce(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown) => {
    const parameterized = Array.isArray(values) && values.length > 0;
    if (typeof text !== "string" || !parameterized || !PREPARABLE.test(text)) {
      return query(text, values);
    }
    const name = `w${createHash("sha1").update(text).digest("base64url")}`;
    return query({ name, text, values });
  }) as typeof client.query;
}

/** Statements kept per connection; the server's queries are a few dozen distinct texts. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely prepares every query anew; preparing costs more than running the small statements the
 * lead API sends. Prepared statements are kept by their SQL text and reused (the cache starts
 * over should it ever fill).
 */
function cachePreparedStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = prepare(source);
      statements.set(source, statement);
    }
    return statement;
  }) as SQLite.Database["prepare"];
}

function openPostgres(connectionString: string): DbHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on("error", () => {});
  pool.on("connect", prepareStatementsOnce);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}
