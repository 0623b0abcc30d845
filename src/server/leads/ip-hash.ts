import { createHmac, randomBytes } from "node:crypto";
import type { Db } from "../db/client";

const SALT_KEY = "ip_hash_salt";
const salts = new WeakMap<Db, Promise<string>>();

/** A secret salt kept in the database, made once, so hashes match across instances. */
function salt(db: Db): Promise<string> {
  let pending = salts.get(db);
  if (!pending) {
    pending = (async () => {
      await db
        .insertInto("settings")
        .values({ key: SALT_KEY, value: randomBytes(32).toString("hex") })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await db
        .selectFrom("settings")
        .select("value")
        .where("key", "=", SALT_KEY)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    pending.catch(() => salts.delete(db));
    salts.set(db, pending);
  }
  return pending;
}

/** A keyed one-way hash of the visitor's IP: enough to rate-limit, never the address itself. */
export async function hashIp(db: Db, ip: string): Promise<string> {
  return createHmac("sha256", await salt(db))
    .update(ip)
    .digest("hex")
    .slice(0, 32);
}

/**
 * The client address: the last x-forwarded-for entry. The production server (cli/serve.ts) sets
 * the header to the one address its trusted proxy hops vouch for, whatever the client sent.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}
