import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** The database, or a transaction of it; not client.ts's Db, which imports the migrations. */
type Db = Kysely<Database>;

/** A value of the settings table, each key its writer's (docs/architecture.md). */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}
