import { createHmac, randomBytes } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { Db } from "@/server/db/client";

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

/**
 * The eight groups of a valid IPv6 address, written out: "2001:db8::1" has five groups of zeros
 * between, and a dotted IPv4 tail ("64:ff9b::192.0.2.1") is two groups.
 */
function ipv6Groups(address: string): string[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (...bytes: string[]) => {
    const [a, b, c, d] = bytes.slice(1, 5).map(Number) as [number, number, number, number];
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  });
  const [head = [], tail] = hex.split("::").map((part) => (part ? part.split(":") : []));
  const zeros = tail ? Array<string>(8 - head.length - tail.length).fill("0") : [];
  return [...head, ...zeros, ...(tail ?? [])].map((group) => group.toLowerCase().padStart(4, "0"));
}

/**
 * Who a request counts against: an IPv4 address as it is, an IPv6 address by its /64 network.
 * A single host or home line gets a whole /64 and can change its address within it at will, so
 * a limit per address would be a limit per request. An IPv4 address written as IPv6
 * (::ffff:203.0.113.7, as a dual-stack socket reports it) is the IPv4 address.
 */
export function rateLimitSubject(ip: string): string {
  return subjectOf(ip, 64);
}

/**
 * The network a request comes from, as the visitor email's cap per network counts it: an IPv4
 * address as it is, an IPv6 address by its /48, the block a site or a provider's customer is
 * given, which holds 65,536 /64s to rotate through.
 */
export function networkSubject(ip: string): string {
  return subjectOf(ip, 48);
}

function subjectOf(ip: string, ipv6Prefix: 48 | 64): string {
  const address = ip.trim().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address)
    .slice(0, ipv6Prefix / 16)
    .join(":")}::/${ipv6Prefix}`;
}

/**
 * A keyed one-way hash of who the visitor is for the rate limit (rateLimitSubject's answer):
 * enough to count their requests, never the address itself.
 */
export async function hashIp(db: Db, subject: string): Promise<string> {
  return createHmac("sha256", await salt(db))
    .update(subject)
    .digest("hex")
    .slice(0, 32);
}

/**
 * The client address: the last X-Forwarded-For entry. The production server (cli/serve.ts) sets
 * the header to the one address its trusted proxy hops vouch for, whatever the client sent. No
 * other header a client could set (X-Real-IP and the like) is read.
 */
export function clientIp(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown";
}
