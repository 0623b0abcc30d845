import { stringifySetCookie } from "cookie";
import type { SiteConfig } from "@/config/schema";
import type { EmailsCopy } from "@/leads/copy/emails";
import type { DbHandle } from "@/server/db/client";
import { STAFF_ROLES, type StaffRole } from "@/server/db/schema";
import { storedSecret } from "@/server/db/stored-secret";
import { agencyFrom, emailBrand } from "@/server/email/brand";
import { createMailTransport } from "@/server/email/transport";
import { serverEnv, type ServerEnv } from "@/server/env";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { createAuth, SESSION_COOKIE, SESSION_LIMIT_MS, type Auth } from "./auth";
import { INBOX_COOKIE } from "./cookies";
import { safeNext } from "./guarded-paths";
import { renderSignInEmail } from "./sign-in-email";
import { isStaff } from "./staff";

const SECRET_KEY = "auth_secret";

export type InboxSite = Pick<SiteConfig, "name" | "url" | "address" | "phone" | "email">;

/** Sends a staff member the sign-in link; null where there is no mail server to send it by. */
export type LinkDelivery = ((email: string, link: string) => Promise<void>) | null;

/** The link's page, with the token to spend and, if not the inbox's home, the page to return to. */
export function signInLinkUrl(siteUrl: string, token: string, next: string | null): string {
  const url = new URL(INBOX_PATHS.signInLink, siteUrl);
  url.searchParams.set("token", token);
  const page = safeNext(next);
  if (page !== INBOX_PATHS.home) url.searchParams.set("next", page);
  return url.toString();
}

export function linkDeliveryFromEnv(
  env: Pick<ServerEnv, "SMTP_URL" | "LEAD_EMAIL_FROM">,
  site: InboxSite,
  words: EmailsCopy["signInLink"],
): LinkDelivery {
  if (!env.SMTP_URL) return null;
  const transport = createMailTransport(env.SMTP_URL);
  const from = agencyFrom(env, site);
  return async (email, link) => {
    const rendered = await renderSignInEmail(link, emailBrand(site), words);
    await transport.sendMail({ from, to: email, ...rendered });
  };
}

/**
 * The inbox's sign-in over the site's database. A link asked for an address with no account is
 * sent nowhere, and the asker is told the same as anyone: no one learns who has an account.
 */
export async function inboxAuth(
  handle: DbHandle,
  site: Pick<SiteConfig, "name" | "url">,
  deliver: (email: string, link: string) => Promise<void>,
  idleMinutes: number = serverEnv().INBOX_IDLE_MINUTES,
): Promise<Auth> {
  return createAuth({
    db: handle.db,
    dialect: handle.dialect,
    siteUrl: site.url,
    brand: site.name,
    secret: await storedSecret(handle.db, SECRET_KEY),
    idleMinutes,
    sendSignInLink: async ({ email, token, next }) => {
      if (await isStaff(handle.db, email)) {
        await deliver(email, signInLinkUrl(site.url, token, next));
      }
    },
  });
}

/** A link to `email`, if it has an account, that returns to `next` once spent. */
export async function requestSignInLink(
  auth: Auth,
  email: string,
  next: string = INBOX_PATHS.home,
): Promise<void> {
  await auth.api.signInMagicLink({
    body: { email, callbackURL: safeNext(next) },
    headers: new Headers(),
  });
}

/**
 * Spends the link's token: a redirect to `next` (an inbox page) with a new session's cookie, or
 * back to sign-in (`?error=…`) when the token is unknown, spent or expired.
 */
export function spendSignInLink(
  auth: Auth,
  token: string,
  headers: Headers,
  next: string | null = null,
): Promise<Response> {
  return auth.api.magicLinkVerify({
    query: {
      token,
      callbackURL: safeNext(next),
      errorCallbackURL: INBOX_PATHS.signIn,
    },
    headers,
    asResponse: true,
  });
}

const ENDED_SESSION_COOKIE = stringifySetCookie({
  name: SESSION_COOKIE,
  value: "",
  maxAge: 0,
  ...INBOX_COOKIE,
});

export type SignedIn = {
  staff: { id: string; email: string; name: string; role: StaffRole };
  /** `endsAt`: when it ends unless used again, or at its 12 hours if sooner. */
  session: { id: string; createdAt: Date; endsAt: Date };
};

/**
 * The staff member a request's session cookie belongs to, or null: no cookie, an unknown or
 * expired session, or one signed in more than 12 hours ago (then ended). `cookies` are the
 * Set-Cookie headers to pass on: the session's renewed or cleared cookie. `renew: false` for a
 * request that is not the person's doing (a page's script checking in the background), so it
 * moves no idle deadline on.
 */
export async function signedInStaff(
  auth: Auth,
  requestHeaders: Headers,
  { now = Date.now(), renew = true }: { now?: number; renew?: boolean } = {},
): Promise<{ signedIn: SignedIn | null; cookies: string[] }> {
  const { headers, response } = await auth.api.getSession({
    headers: requestHeaders,
    query: { disableRefresh: !renew },
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (!response) return { signedIn: null, cookies };
  const createdAt = new Date(response.session.createdAt);
  const limit = createdAt.getTime() + SESSION_LIMIT_MS;
  if (now >= limit) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(response.session.token);
    return { signedIn: null, cookies: [...cookies, ENDED_SESSION_COOKIE] };
  }
  return {
    signedIn: {
      staff: {
        id: response.user.id,
        email: response.user.email,
        name: response.user.name,
        role: STAFF_ROLES.find((role) => role === response.user.role) ?? "staff",
      },
      session: {
        id: response.session.id,
        createdAt,
        endsAt: new Date(Math.min(limit, new Date(response.session.expiresAt).getTime())),
      },
    },
    cookies,
  };
}
