import { createHmac, timingSafeEqual } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { INBOX_COOKIE, requestCookie } from "./cookies";

/**
 * Who was last signed in in this browser, for a change sent after their session ended. The
 * session can't tell: its cookie expires with it (its Max-Age is the idle limit) and its row is
 * deleted when it ends. So each signed-in browser also gets this cookie, the staff member's id
 * and when it was made, sealed with a key kept in the database (HMAC-SHA256): no one can write
 * one for someone else, and it names its holder only to this server.
 */
export const AUTHOR_COOKIE = "__Host-inbox-author";

/** Made again on a request this long after the last: a busy session keeps it fresh. */
const RENEW_AFTER_MS = 3_600_000;

const seal = (key: string, content: string) =>
  createHmac("sha256", key).update(content).digest("base64url");

type Author = { staffId: string; madeAt: number };

function readAuthor(request: Request, key: string): Author | null {
  const [staffId, madeAt, mac] = (requestCookie(request, AUTHOR_COOKIE) ?? "").split(".");
  if (!staffId || !madeAt || !mac) return null;
  const [expected, sent] = [Buffer.from(seal(key, `${staffId}.${madeAt}`)), Buffer.from(mac)];
  if (expected.byteLength !== sent.byteLength || !timingSafeEqual(expected, sent)) return null;
  return { staffId, madeAt: Number.parseInt(madeAt, 36) };
}

/** The staff member the browser's cookie names, if it was made less than `maxAgeMs` ago. */
export function authorOf(
  request: Request,
  key: string,
  maxAgeMs: number,
  now: number,
): string | null {
  const author = readAuthor(request, key);
  return author && now - author.madeAt < maxAgeMs ? author.staffId : null;
}

/**
 * The Set-Cookie for a signed-in request: a new cookie when the browser has none, one naming
 * someone else, or one made over an hour ago; null when its own will do.
 */
export function renewedAuthorCookie(
  request: Request,
  staffId: string,
  key: string,
  maxAgeMs: number,
  now: number,
): string | null {
  const author = readAuthor(request, key);
  if (author?.staffId === staffId && now - author.madeAt < RENEW_AFTER_MS) return null;
  const content = `${staffId}.${now.toString(36)}`;
  return stringifySetCookie({
    name: AUTHOR_COOKIE,
    value: `${content}.${seal(key, content)}`,
    maxAge: Math.floor(maxAgeMs / 1000),
    ...INBOX_COOKIE,
  });
}

/** Signing out of this browser: a change sent from it afterwards is kept for no one. */
export const ENDED_AUTHOR_COOKIE = stringifySetCookie({
  name: AUTHOR_COOKIE,
  value: "",
  maxAge: 0,
  ...INBOX_COOKIE,
});
