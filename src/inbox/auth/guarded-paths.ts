import { INBOX_PATHS, LEAD_REVISION } from "@/lib/inbox-paths";
import { AUTH_BASE_PATH, PASSKEY_API } from "./passkey-routes";

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

const REVISION_PATH = new RegExp(`^${INBOX_PATHS.leads}/[^/]+/${LEAD_REVISION}$`);

/**
 * A lead page's script asking whether the lead changed elsewhere: not the person's doing, so it
 * keeps no session alive.
 */
export const isBackgroundCheck = (path: string) => REVISION_PATH.test(path);

/**
 * Where to send someone who is not signed in: back to `path` afterwards, and told their session
 * ended if they had one, or that what they sent is kept for them.
 */
export function signInRedirect(path: string, notice?: "ended" | "held"): string {
  const query = new URLSearchParams();
  if (notice) query.set("notice", notice);
  if (path !== INBOX_PATHS.home) query.set("next", path);
  const search = query.toString();
  return search ? `${INBOX_PATHS.signIn}?${search}` : INBOX_PATHS.signIn;
}

/** A `next` address to return to after sign-in, if it is an inbox page; never off the inbox. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/inbox(\/[\w-]+)*$/.test(next)) return INBOX_PATHS.home;
  return next;
}
