import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether the request carries `Authorization: Bearer <key>` with this key. Compares digests, so
 * the time taken says nothing about how much of the key was right.
 */
export function hasBearerKey(request: Request, key: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(key));
}
