import { DEFAULT_MIGRATION_TABLE, sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { migrationsFor } from "../db/migrations";
import { SnapshotError } from "./snapshot-error";

/** What a store or a snapshot holds, told in counts: enough to check a restore by. */
export type StoreSummary = {
  leads: number;
  suspected: number;
  notes: number;
  bookings: number;
  staff: number;
  /** The last migration it was made by. */
  migration: string;
};

async function countRows(
  db: Kysely<Database>,
  table: keyof Database,
  condition = sql``,
): Promise<number> {
  const { rows } = await sql<{
    count: number | string;
  }>`select count(*) as count from ${sql.table(table)} ${condition}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The migrations a store has run, in order. */
export async function migrationsRun(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(
    DEFAULT_MIGRATION_TABLE,
  )} order by name`.execute(db);
  return rows.map(({ name }) => name);
}

/**
 * A snapshot's migrations, checked against this release's: none is no snapshot of this site, and
 * one this release does not know is a newer release's, whose tables this one cannot read.
 */
export function checkMigrationLevel(names: readonly string[]): string {
  const last = names.at(-1);
  if (!last) throw new SnapshotError("The file is not a snapshot of this site's database.");
  const { newer } = migrationsFor(names);
  if (newer.length) {
    throw new SnapshotError(
      `The snapshot was made by a newer release (migration ${newer.at(-1)}): restore it with that release.`,
    );
  }
  return last;
}

export async function summarize(db: Kysely<Database>): Promise<StoreSummary> {
  const migrations = await migrationsRun(db);
  return {
    leads: await countRows(db, "leads", sql`where suspected is null`),
    suspected: await countRows(db, "leads", sql`where suspected is not null`),
    notes: await countRows(db, "lead_notes"),
    bookings: await countRows(db, "bookings"),
    staff: await countRows(db, "staff"),
    migration: migrations.at(-1) ?? "",
  };
}

export function describeSummary(summary: StoreSummary): string {
  const { leads, suspected, notes, bookings, staff, migration } = summary;
  const plural = (count: number, one: string, many = `${one}s`) =>
    `${count} ${count === 1 ? one : many}`;
  return [
    plural(leads, "lead"),
    plural(suspected, "suspected submission"),
    plural(notes, "note"),
    plural(bookings, "booking"),
    plural(staff, "staff account"),
    `migration ${migration}`,
  ].join(", ");
}
