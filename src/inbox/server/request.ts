import { randomBytes, timingSafeEqual } from "node:crypto";
import { INBOX_PATHS } from "../paths";
import { AUTH_BASE_PATH, CSRF_HEADER, PASSKEY_API } from "../passkey-routes";

/** Paired with the `csrf` field of every inbox form (and the CSRF header of its scripts). */
export const CSRF_COOKIE = "__Host-inbox-csrf";
export const CSRF_FIELD = "csrf";

/** The inbox's pages and actions, and Better Auth's routes under the site. */
export function isInboxPath(path: string): boolean {
  return [INBOX_PATHS.home, AUTH_BASE_PATH].some(
    (root) => path === root || path.startsWith(`${root}/`),
  );
}

/** What may be asked without a session: the ways to get one. */
export function isSignInPath(path: string): boolean {
  return (
    path === INBOX_PATHS.signIn ||
    path === INBOX_PATHS.signInLink ||
    path === PASSKEY_API.authenticateOptions ||
    path === PASSKEY_API.authenticate
  );
}

export const isApiPath = (path: string) => path.startsWith(`${AUTH_BASE_PATH}/`);

export function newCsrfToken(): string {
  return randomBytes(32).toString("base64url");
}

export function csrfCookie(token: string): string {
  return `${CSRF_COOKIE}=${token}; Path=/; Secure; HttpOnly; SameSite=Lax`;
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
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
    readCookie(request.headers.get("cookie"), CSRF_COOKIE) !== undefined
  );
}

/**
 * Whether the request carries the token of this browser's CSRF cookie: in a header from the
 * inbox's scripts, else in the form's field. Read from a copy of the body, which the page's own
 * handler reads after.
 */
export async function carriesCsrfToken(request: Request): Promise<boolean> {
  const cookie = readCookie(request.headers.get("cookie"), CSRF_COOKIE);
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

/**
 * Where to send someone who is not signed in: back to `path` afterwards, and told their session
 * ended if they had one.
 */
export function signInRedirect(path: string, sessionEnded: boolean): string {
  const query = new URLSearchParams();
  if (sessionEnded) query.set("notice", "ended");
  if (path !== INBOX_PATHS.home) query.set("next", path);
  const search = query.toString();
  return search ? `${INBOX_PATHS.signIn}?${search}` : INBOX_PATHS.signIn;
}

/** A `next` address to return to after sign-in, if it is an inbox page; never off the inbox. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/inbox(\/[\w-]+)*$/.test(next)) return INBOX_PATHS.home;
  return next;
}

/** The answer to a form's POST: the page to show next, fetched with a GET. */
export function redirect(location: string, headers: HeadersInit = {}): Response {
  const answer = new Response(null, { status: 303, headers });
  answer.headers.set("location", location);
  return answer;
}
