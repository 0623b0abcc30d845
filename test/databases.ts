import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DbHandle } from "@/server/db/client";

export type TestDatabase = {
  dialect: "sqlite" | "postgres";
  /** Options that open this same database again (another process or pool). */
  options: { databaseUrl?: string; dataDir: string };
  handle: DbHandle;
  drop: () => Promise<void>;
};

const postgresUrl = inject("postgresUrl");

/** The databases every storage test runs against: SQLite always, PostgreSQL when available. */
export const dialects = (
  postgresUrl ? ["sqlite", "postgres"] : ["sqlite"]
) as TestDatabase["dialect"][];

/** A fresh, migrated, empty database of the given kind. */
export async function freshDatabase(dialect: TestDatabase["dialect"]): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "leads-test-"));
  if (dialect === "sqlite") {
    const options = { dataDir };
    const handle = await openDatabase(options);
    return {
      dialect,
      options,
      handle,
      drop: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `leads_test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const options = { databaseUrl: url.toString(), dataDir };
  const handle = await openDatabase(options);
  return {
    dialect,
    options,
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
