import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";

describe("PostgreSQL statements", () => {
  let t: TestDatabase | undefined;
  beforeEach(async () => {
    if (dialects.includes("postgres")) t = await freshDatabase("postgres");
  });
  afterEach(async () => {
    await t?.drop();
  });

  it.runIf(dialects.includes("postgres"))(
    "prepares each write once per connection, and nothing whose result columns could change",
    async () => {
      const prepared = await t!.handle.db.connection().execute(async (db) => {
        for (const key of ["a", "b"]) {
          await db.insertInto("settings").values({ key, value: "1" }).execute();
        }
        await db.updateTable("settings").set({ value: "2" }).where("key", "=", "a").execute();
        await db.updateTable("settings").set({ value: "3" }).returningAll().execute();
        await db.selectFrom("settings").selectAll().where("key", "=", "a").execute();
        const { rows } = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements order by statement`.execute(db);
        return rows.map((row) => row.statement).filter((text) => text.includes('"settings"'));
      });
      expect(prepared).toEqual([
        'insert into "settings" ("key", "value") values ($1, $2)',
        'update "settings" set "value" = $1 where "key" = $2',
      ]);
      // The prepared statements run again, with other values.
      const { db } = t!.handle;
      await db.insertInto("settings").values({ key: "c", value: "4" }).execute();
      const rows = await db
        .selectFrom("settings")
        .select(["key", "value"])
        .orderBy("key")
        .execute();
      expect(rows).toEqual([
        { key: "a", value: "3" },
        { key: "b", value: "3" },
        { key: "c", value: "4" },
      ]);
    },
  );
});

describe.each(dialects)("the lead database on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  it("answers a reused statement with its new values", async () => {
    const { db } = t.handle;
    for (const key of ["x", "y", "z"]) {
      await db.insertInto("settings").values({ key, value: key.toUpperCase() }).execute();
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      expect(row.value).toBe(key.toUpperCase());
    }
  });
});
