import type { APIContext, MiddlewareNext } from "astro";
import { BOOKING_FORM } from "@/leads/booking-lead";
import { site } from "@/config/site";
import { siteCopy } from "@/content/readers/collections";
import { leadCopy } from "@/leads/copy/reader";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { SESSION_COOKIE } from "./auth";
import { requestCookie } from "./cookies";
import { bodyRefusal, PAGE_BODY_LIMIT } from "@/server/http/request-body";
import { errorKind, log } from "@/server/log";
import { redirect } from "../server/redirect";
import {
  carriesCsrfToken,
  changesState,
  CSRF_COOKIE,
  csrfCookie,
  fromInboxPage,
  newCsrfToken,
} from "./csrf";
import { isApiPath, isBackgroundCheck, isSignInPath, signInRedirect } from "./guarded-paths";
import type { RefusalStatus } from "../server/refusals";
import { auditRequest } from "../server/audit";
import { inboxServices } from "../server/services";
import { isAdmin, isAdminPath } from "./roles";
import { signedInStaff } from "./sign-in";
import { leadIdOf, viewOf } from "../server/views";
import {
  applyHeldChanges,
  authorCookie,
  holdSignedOutChange,
  signedOutAuthor,
} from "../server/signed-out-changes";

/** No page has this address: src/pages/inbox/[...unknown].astro answers with the refusal. */
const REFUSED_PAGE = "/inbox/refused";

/**
 * Before every inbox page and action: who is signed in, a refusal for a request that would change
 * something without coming from the inbox in this browser (403) or with a body larger than any
 * inbox form (413, 411), and the way to sign-in for anyone without a session; a note or status
 * sent after a session ended is kept for its sender (../server/signed-out-changes.ts). All of that
 * is told from the headers: a body is read only for a signed-in browser's request, a sign-in's, or
 * a lead page's from a browser whose author cookie names its sender, that passed every other check,
 * and only up to PAGE_BODY_LIMIT. Every answer is kept from caches and search engines.
 */
export async function inboxGate(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url, locals } = context;
  const path = url.pathname;
  const [{ inbox: words }, { emails }] = await Promise.all([siteCopy(), leadCopy()]);
  const services = await inboxServices(emails.signInLink, locals.database);
  const { signedIn, cookies } = await signedInStaff(services.auth, request.headers, {
    renew: !isBackgroundCheck(path),
  });
  const knownCsrf = requestCookie(request, CSRF_COOKIE);
  const csrf = knownCsrf ?? newCsrfToken();
  locals.inbox = {
    ...services,
    signedIn,
    csrf,
    words,
    formNames: { ...emails.leadNotification.forms, [BOOKING_FORM]: words.bookingForm },
    afterAnswer: (task) => {
      const run = () =>
        void task().catch((error: unknown) => {
          log.error({ component: "inbox", error: errorKind(error) }, "work after an answer failed");
        });
      if (locals.afterAnswer) locals.afterAnswer(run);
      else setImmediate(run);
    },
    refusal: undefined,
    held: [],
  };

  const author = signedIn ? null : await signedOutAuthor(request, path, locals.inbox);
  const refusal =
    (await refusalOf(request, signedIn !== null || isSignInPath(path) || author !== null)) ??
    (signedIn && isAdminPath(path) && !isAdmin(signedIn) ? "admin-only" : null);
  let response: Response;
  const heldCookies: string[] = [];
  if (refusal) {
    locals.inbox.refusal = refusal;
    response = await next(REFUSED_PAGE);
  } else if (!signedIn && !isSignInPath(path)) {
    response = isApiPath(path)
      ? Response.json({ message: "Sign in first." }, { status: 401 })
      : author
        ? await holdSignedOutChange(request, path, author, locals.inbox)
        : redirect(
            signInRedirect(
              request.method === "GET" || leadIdOf(path) !== null ? path : INBOX_PATHS.home,
              requestCookie(request, SESSION_COOKIE) !== undefined ? "ended" : undefined,
            ),
          );
  } else {
    const held = await applyHeldChanges(request, path, locals.inbox);
    heldCookies.push(...held.cookies);
    response = held.answer ?? (await next());
    // GET alone: a HEAD request is answered without the page's contents, and shows no one.
    const view = request.method === "GET" && response.status === 200 ? viewOf(url) : null;
    if (view) await auditRequest(request, locals.inbox, view);
  }

  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  headers.set("x-robots-tag", "noindex, nofollow");
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  for (const cookie of heldCookies) headers.append("set-cookie", cookie);
  const renewedAuthor = request.method === "GET" ? await authorCookie(request, locals.inbox) : null;
  if (renewedAuthor) headers.append("set-cookie", renewedAuthor);
  // A new session gets a new CSRF token: one read before sign-in is worth nothing after it.
  if (!knownCsrf) headers.append("set-cookie", csrfCookie(csrf));
  else if (startsSession(response)) headers.append("set-cookie", csrfCookie(newCsrfToken()));
  return new Response(response.body, {
    status: response.status,
    headers,
  });
}

const startsSession = (response: Response) =>
  response.headers
    .getSetCookie()
    .some(
      (cookie) =>
        cookie.startsWith(`${SESSION_COOKIE}=`) && !cookie.startsWith(`${SESSION_COOKIE}=;`),
    );

/**
 * Why a request that would change something is refused, checked in the order that reads least:
 * its headers first, then, only for a request that may read it (`mayReadBody`: signed in,
 * signing in, or a change to keep for its sender), the CSRF token in its body: no other site can
 * plant a change. Any other request without a session that passes the headers' checks is sent to
 * sign in with its body unread.
 */
async function refusalOf(request: Request, mayReadBody: boolean): Promise<RefusalStatus | null> {
  if (!changesState(request.method)) return null;
  const tooLarge = bodyRefusal(request.headers, PAGE_BODY_LIMIT);
  if (tooLarge) return tooLarge;
  if (!fromInboxPage(request, new URL(site.url).origin)) return 403;
  if (mayReadBody && !(await carriesCsrfToken(request))) return 403;
  return null;
}
