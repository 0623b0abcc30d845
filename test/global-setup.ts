import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server for the storage tests, or "" when none could be started. */
    postgresUrl: string;
  }
}

/**
 * Gives the storage tests a real PostgreSQL server: TEST_DATABASE_URL when set, otherwise a
 * throwaway cluster on 127.0.0.1. Without either, the PostgreSQL runs are skipped with a notice.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const cluster = await startPostgresCluster({ durable: false });
  if (!cluster) {
    console.warn(
      "\n[test] No PostgreSQL server found (install postgresql or set TEST_DATABASE_URL): PostgreSQL tests are skipped.\n",
    );
    project.provide("postgresUrl", "");
    return;
  }
  project.provide("postgresUrl", cluster.url);
  return cluster.stop;
}
