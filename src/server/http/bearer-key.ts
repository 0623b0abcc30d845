import { createHash, timingSafeEqual } from "node:crypto";

/** Compares digests, so the time taken says nothing of how much of the key was right. */
export function hasBearerKey(request: Request, key: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(key));
}
