import { CompiledQuery, sql } from "kysely";
import type { Db, DbDialect } from "@/server/db/client";

/**
 * The plan the database makes for a query, as text; on PostgreSQL with table scans made dear, as
 * the few rows of a test would otherwise make them the cheapest way.
 */
export function queryPlan(db: Db, dialect: DbDialect, query: CompiledQuery): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") await sql`set local enable_seqscan = off`.execute(trx);
    const explain = dialect === "postgres" ? "explain" : "explain query plan";
    const { rows } = await trx.executeQuery(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => Object.values(row as object).join(" ")).join("\n");
  });
}
