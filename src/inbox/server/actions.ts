import { retryDeadDeliveries } from "@/leads/server/queries";
import { z } from "zod";
import type { Db } from "@/server/db/client";
import { clientIp, rateLimitSubject } from "@/server/ip-hash";
import { serverEnv } from "@/server/env";
import { hitRateLimit } from "@/server/rate-limit";
import { INBOX_PATHS } from "../paths";
import { auditRequest } from "./audit";
import type { InboxLocals } from "./locals";
import { redirect, safeNext } from "./request";
import { requestSignInLink, spendSignInLink } from "./sign-in";

/** Links a minute to one address: more are not sent, and the asker is told the same. */
const LINKS_PER_MINUTE = 3;

export type TooMany = { kind: "too-many"; retryAfterSeconds: number };

/** Counts a sign-in attempt from the request's network: TooMany past the limit. */
export async function countSignInAttempt(db: Db, request: Request): Promise<TooMany | null> {
  const network = rateLimitSubject(clientIp(request.headers));
  // SIGN_IN_RATE_LIMIT a minute from one network (an IPv6 /64), of any kind.
  const limit = serverEnv().SIGN_IN_RATE_LIMIT;
  const decision = await hitRateLimit(db, `sign-in:${network}`, limit);
  return decision.allowed
    ? null
    : { kind: "too-many", retryAfterSeconds: decision.retryAfterSeconds };
}

export type SignInNotice =
  "sent" | "link-invalid" | "signed-out" | "signed-out-everywhere" | "ended";

export type SignInView =
  | { kind: "form"; notice?: SignInNotice; next: string }
  | { kind: "invalid-email"; email: string; next: string }
  | { kind: "no-mail-server"; next: string }
  | TooMany;

const NOTICES: Record<string, SignInNotice> = {
  sent: "sent",
  INVALID_TOKEN: "link-invalid",
  "signed-out": "signed-out",
  everywhere: "signed-out-everywhere",
  ended: "ended",
};

const emailField = z.email().max(254);

/**
 * The sign-in page: what it shows on GET (from the address's `notice`, `error` and `next`), and on
 * POST the emailed link asked for, answered by a redirect back to it.
 */
export async function signInPage(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<SignInView | Response> {
  const next = safeNext(url.searchParams.get("next"));
  if (inbox.signedIn) return redirect(next);
  if (request.method !== "POST") {
    const notice = NOTICES[url.searchParams.get("notice") ?? url.searchParams.get("error") ?? ""];
    return { kind: "form", notice, next };
  }
  const tooMany = await countSignInAttempt(inbox.db, request);
  if (tooMany) return tooMany;
  const form = await request.formData();
  const typed = String(form.get("email") ?? "").trim();
  const email = emailField.safeParse(typed);
  if (!email.success) return { kind: "invalid-email", email: typed.slice(0, 254), next };
  if (!inbox.emailsLinks) return { kind: "no-mail-server", next };
  const address = email.data.toLowerCase();
  const perAddress = await hitRateLimit(inbox.db, `sign-in-link:${address}`, LINKS_PER_MINUTE);
  if (perAddress.allowed) await requestSignInLink(inbox.auth, address);
  return redirect(`${INBOX_PATHS.signIn}?notice=sent`);
}

export type LinkView = { kind: "confirm"; token: string } | TooMany;

/**
 * The page an emailed link opens: a button that spends the token with a POST, so a mail scanner
 * that fetches every link signs no one in and spends nothing.
 */
export async function signInLinkPage(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<LinkView | Response> {
  if (request.method !== "POST") {
    return { kind: "confirm", token: (url.searchParams.get("token") ?? "").slice(0, 128) };
  }
  const tooMany = await countSignInAttempt(inbox.db, request);
  if (tooMany) return tooMany;
  const token = String((await request.formData()).get("token") ?? "");
  const answer = await spendSignInLink(inbox.auth, token, request.headers);
  if (answer.headers.get("location")?.includes("error=")) {
    await auditRequest(request, inbox, { action: "sign-in-failed", detail: "link" });
  }
  return answer;
}

/** Signs this browser out, or (`scope=everywhere`) every session of the account. */
export async function signOut(request: Request, inbox: InboxLocals): Promise<Response> {
  const everywhere = (await request.formData()).get("scope") === "everywhere";
  if (everywhere && inbox.signedIn) {
    await inbox.auth.api.revokeSessions({ headers: request.headers });
  }
  const { headers } = await inbox.auth.api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  const notice = everywhere ? "everywhere" : "signed-out";
  await auditRequest(request, inbox, {
    action: everywhere ? "signed-out-everywhere" : "signed-out",
  });
  const answer = redirect(`${INBOX_PATHS.signIn}?notice=${notice}`);
  for (const cookie of headers.getSetCookie()) answer.headers.append("set-cookie", cookie);
  return answer;
}

/** The account page's form to remove one of the staff member's own passkeys. */
export async function removePasskey(request: Request, inbox: InboxLocals): Promise<Response> {
  const id = String((await request.formData()).get("passkey") ?? "");
  const { numDeletedRows } = await inbox.db
    .deleteFrom("staff_passkeys")
    .where("id", "=", id)
    .where("staff_id", "=", inbox.signedIn?.staff.id ?? "")
    .executeTakeFirst();
  if (numDeletedRows > 0n) {
    await auditRequest(request, inbox, { action: "passkey-removed" });
  }
  const notice = numDeletedRows > 0n ? "?notice=removed" : "";
  return redirect(`${INBOX_PATHS.account}${notice}`);
}

/** The banner's button: every delivery that died is queued to be sent again. */
export async function retryDeliveries(request: Request, inbox: InboxLocals): Promise<Response> {
  const count = await retryDeadDeliveries(inbox.db);
  await auditRequest(request, inbox, { action: "deliveries-retried", detail: String(count) });
  return redirect(`${INBOX_PATHS.home}?retried=${count}`);
}
