import type { APIContext, MiddlewareNext } from "astro";
import { BOOKING_FORM } from "@/bookings/booking-lead";
import { site } from "@/config/site";
import { siteCopy } from "@/content/readers/collections";
import { INBOX_PATHS } from "../paths";
import { SESSION_COOKIE } from "./auth";
import {
  CSRF_COOKIE,
  csrfCookie,
  isApiPath,
  isSignInPath,
  mayChangeState,
  newCsrfToken,
  readCookie,
  redirect,
  signInRedirect,
} from "./request";
import { inboxServices } from "./services";
import { signedInStaff } from "./sign-in";

/** No page has this address: src/pages/inbox/[...unknown].astro answers with the refusal. */
const REFUSED_PAGE = "/inbox/refused";

/**
 * Before every inbox page and action: who is signed in, a refusal (403) for a request that would
 * change something without coming from the inbox in this browser, and the way to sign-in for
 * anyone without a session. Every answer is kept from caches and search engines.
 */
export async function inboxGate(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url, locals } = context;
  const path = url.pathname;
  const copy = await siteCopy();
  const services = await inboxServices(copy.emails.signInLink, locals.database);
  const { signedIn, cookies } = await signedInStaff(services.auth, request.headers);
  const knownCsrf = readCookie(request.headers.get("cookie"), CSRF_COOKIE);
  const csrf = knownCsrf ?? newCsrfToken();
  locals.inbox = {
    ...services,
    signedIn,
    csrf,
    words: copy.inbox,
    formNames: { ...copy.emails.leadNotification.forms, [BOOKING_FORM]: copy.inbox.bookingForm },
    refusal: undefined,
  };

  let response: Response;
  if (!(await mayChangeState(request, new URL(site.url).origin))) {
    locals.inbox.refusal = 403;
    response = await next(REFUSED_PAGE);
  } else if (!signedIn && !isSignInPath(path)) {
    response = isApiPath(path)
      ? Response.json({ message: "Sign in first." }, { status: 401 })
      : redirect(
          signInRedirect(
            request.method === "GET" ? path : INBOX_PATHS.home,
            readCookie(request.headers.get("cookie"), SESSION_COOKIE) !== undefined,
          ),
        );
  } else {
    response = await next();
  }

  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  headers.set("x-robots-tag", "noindex, nofollow");
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  if (!knownCsrf) headers.append("set-cookie", csrfCookie(csrf));
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
