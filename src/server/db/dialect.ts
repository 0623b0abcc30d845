import { PostgresAdapter } from "kysely";

/** Whether a database (or a transaction, a migration's handle) is PostgreSQL; else SQLite. */
export const onPostgres = (db: { getExecutor(): { adapter: unknown } }): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;
