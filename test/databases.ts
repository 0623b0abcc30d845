import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { openDatabase, type DbHandle } from "@/server/db/client";
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

/** A fresh, migrated, empty database of the given kind. */
export async function freshDatabase(dialect: TestDatabase["dialect"]): Promise<TestDatabase> {
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
  const handle = await openDatabase(options);
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
