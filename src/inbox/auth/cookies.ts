import { parseCookie } from "cookie";

/**
 * The attributes of the inbox's `__Host-` cookies: the whole site, HTTPS only, never read by a
 * script, sent with a link followed from elsewhere (a sign-in email's).
 */
export const INBOX_COOKIE = { path: "/", secure: true, httpOnly: true, sameSite: "lax" } as const;

/** A cookie the request carries, as it was set (never decoded). */
export function requestCookie(request: Request, name: string): string | undefined {
  return parseCookie(request.headers.get("cookie") ?? "", { decode: (value) => value })[name];
}
