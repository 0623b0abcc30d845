import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator } from "kysely";
import { inject } from "vitest";
import { connectDatabase, openDatabase, type DbHandle } from "@/server/db/client";
import { migrationProvider } from "@/server/db/migrations";
import { adminQuery } from "./postgres-cluster";

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

/**
 * A fresh, migrated, empty database of the given kind; with `migratedTo`, migrated up to that
 * migration only, as a database a release before the next ones left.
 */
export async function freshDatabase(
  dialect: TestDatabase["dialect"],
  { migratedTo }: { migratedTo?: string } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "leads-test-"));
  let databaseUrl: string | undefined;
  let dropServerDatabase = async () => {};
  if (dialect === "postgres") {
    const name = `leads_test_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(postgresUrl, `create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropServerDatabase = () =>
      adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
  }
  const options = { databaseUrl, dataDir };
  const handle = migratedTo ? connectDatabase(options) : await openDatabase(options);
  if (migratedTo) {
    const { error } = await new Migrator({
      db: handle.db,
      provider: migrationProvider,
    }).migrateTo(migratedTo);
    if (error) throw error;
  }
  return {
    dialect,
    options,
    handle,
    drop: async () => {
      await handle.close();
      await dropServerDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
