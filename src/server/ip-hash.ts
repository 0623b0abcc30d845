import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { Db } from "@/server/db/client";
import { storedSecret } from "@/server/db/stored-secret";

const SALT_KEY = "ip_hash_salt";

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
 * An IPv6 address by its /64: one home line gets a whole /64 and can change its address within
 * it at will. A mapped IPv4 address (::ffff:203.0.113.7) is the IPv4 address.
 */
export function rateLimitSubject(ip: string): string {
  return subjectOf(ip, 64);
}

/** An IPv6 address by its /48, the block a customer is given: 65,536 /64s to rotate through. */
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

/** Enough to count a visitor's requests, never the address itself. */
export async function hashIp(db: Db, subject: string): Promise<string> {
  return createHmac("sha256", await storedSecret(db, SALT_KEY))
    .update(subject)
    .digest("hex")
    .slice(0, 32);
}

/** The network a request came from (an IPv6 /64), as its hash. */
export async function networkHash(db: Db, headers: Headers): Promise<string> {
  return hashIp(db, rateLimitSubject(clientIp(headers)));
}

/**
 * The front door sets X-Forwarded-For to the one address its trusted proxies vouch for; no other
 * header a client could set (X-Real-IP and the like) is read.
 */
export function clientIp(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || "unknown";
}
