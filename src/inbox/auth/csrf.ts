import { randomBytes, timingSafeEqual } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { INBOX_COOKIE, requestCookie } from "./cookies";
import { CSRF_FIELD, CSRF_HEADER } from "./passkey-routes";

/** Paired with the CSRF field of every inbox form (and the CSRF header of its scripts). */
export const CSRF_COOKIE = "__Host-inbox-csrf";

export function newCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

export function csrfCookie(token: string): string {
  return stringifySetCookie({ name: CSRF_COOKIE, value: token, ...INBOX_COOKIE });
}

/** Compared as bytes: a value of another byte length is a mismatch, never an error. */
function sameToken(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.byteLength === right.byteLength && timingSafeEqual(left, right);
}

export const changesState = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

/**
 * Whether a request that changes something comes from a page of this site (Origin, which every
 * current browser sends with a POST) in a browser holding the CSRF cookie: told from its headers,
 * before a byte of its body is read.
 */
export function fromInboxPage(request: Request, siteOrigin: string): boolean {
  return (
    request.headers.get("origin") === siteOrigin &&
    requestCookie(request, CSRF_COOKIE) !== undefined
  );
}

/**
 * Whether the request carries the token of this browser's CSRF cookie: in a header from the
 * inbox's scripts, else in the form's field. Read from a copy of the body, which the page's own
 * handler reads after.
 */
export async function carriesCsrfToken(request: Request): Promise<boolean> {
  const cookie = requestCookie(request, CSRF_COOKIE);
  const sent = request.headers.get(CSRF_HEADER) ?? (await formField(request, CSRF_FIELD));
  return sameToken(cookie, sent);
}

async function formField(request: Request, name: string): Promise<string | undefined> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return undefined;
  try {
    const value = (await request.clone().formData()).get(name);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}
