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
import { viewOf } from "../server/views";

/** No page has this address: src/pages/inbox/[...unknown].astro answers with the refusal. */
const REFUSED_PAGE = "/inbox/refused";

/**
 * Before every inbox page and action: who is signed in, a refusal for a request that would change
 * something without coming from the inbox in this browser (403) or with a body larger than any
 * inbox form (413, 411), and the way to sign-in for anyone without a session. All of that is told
 * from the headers: a body is read only for a signed-in browser's request, or a sign-in's, that
 * passed every other check, and only up to PAGE_BODY_LIMIT. Every answer is kept from caches and
 * search engines.
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
  };

  const refusal =
    (await refusalOf(request, signedIn !== null || isSignInPath(path))) ??
    (signedIn && isAdminPath(path) && !isAdmin(signedIn) ? "admin-only" : null);
  let response: Response;
  if (refusal) {
    locals.inbox.refusal = refusal;
    response = await next(REFUSED_PAGE);
  } else if (!signedIn && !isSignInPath(path)) {
    response = isApiPath(path)
      ? Response.json({ message: "Sign in first." }, { status: 401 })
      : redirect(
          signInRedirect(
            request.method === "GET" ? path : INBOX_PATHS.home,
            requestCookie(request, SESSION_COOKIE) !== undefined,
          ),
        );
  } else {
    response = await next();
    // GET alone: a HEAD request is answered without the page's contents, and shows no one.
    const view = request.method === "GET" && response.status === 200 ? viewOf(url) : null;
    if (view) await auditRequest(request, locals.inbox, view);
  }

  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  headers.set("x-robots-tag", "noindex, nofollow");
  for (const cookie of cookies) headers.append("set-cookie", cookie);
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
 * its headers first, then, only for a request that may read it (`mayReadBody`: signed in, or
 * signing in), the CSRF token in its body. A request without a session that passes the headers'
 * checks is sent to sign in with its body unread.
 */
async function refusalOf(request: Request, mayReadBody: boolean): Promise<RefusalStatus | null> {
  if (!changesState(request.method)) return null;
  const tooLarge = bodyRefusal(request.headers, PAGE_BODY_LIMIT);
  if (tooLarge) return tooLarge;
  if (!fromInboxPage(request, new URL(site.url).origin)) return 403;
  if (mayReadBody && !(await carriesCsrfToken(request))) return 403;
  return null;
}
