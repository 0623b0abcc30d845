import { randomBytes } from "node:crypto";
import type { Db } from "./client";

const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A random secret kept in the settings table under `key`, made by whichever process asks first,
 * so every server on one database uses the same one.
 */
export function storedSecret(db: Db, key: string): Promise<string> {
  const known = secrets.get(db) ?? new Map<string, Promise<string>>();
  secrets.set(db, known);
  let pending = known.get(key);
  if (!pending) {
    pending = (async () => {
      await db
        .insertInto("settings")
        .values({ key, value: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    pending.catch(() => known.delete(key));
    known.set(key, pending);
  }
  return pending;
}
