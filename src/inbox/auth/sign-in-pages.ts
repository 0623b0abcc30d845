import { z } from "zod";
import type { Db } from "@/server/db/client";
import { hashIp, networkHash } from "@/server/ip-hash";
import { serverEnv } from "@/server/env";
import { errorKind, log } from "@/server/log";
import { fixedWindow, hitRateLimit } from "@/server/rate-limit";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { auditFailedSignIn, auditRequest } from "../server/audit";
import type { InboxLocals } from "../server/locals";
import { redirect } from "../server/redirect";
import { ENDED_AUTHOR_COOKIE } from "./author-cookie";
import { safeNext } from "./guarded-paths";
import { requestSignInLink, spendSignInLink } from "./sign-in";
import { isStaff } from "./staff";

/**
 * Links to one address from one network: a few at once, fewer through the hour, none past the
 * day's. More are not sent, and the asker is told the same.
 */
export const LINK_LIMITS = [
  { limit: 3, per: "minute", ms: 60_000 },
  { limit: 6, per: "hour", ms: 3_600_000 },
  { limit: 10, per: "day", ms: 86_400_000 },
] as const;

/**
 * Whether another link may go to `address` from the request's network. Counted per address and
 * network, so no one else's requests spend a staff member's own; both kept as keyed hashes.
 */
export async function linkAllowed(
  db: Db,
  address: string,
  request: Request,
  now: Date = new Date(),
): Promise<boolean> {
  const who = `${await hashIp(db, address)}:${await networkHash(db, request.headers)}`;
  let allowed = true;
  for (const { limit, per, ms } of LINK_LIMITS) {
    const decision = await hitRateLimit(
      db,
      `sign-in-link:${per}:${who}`,
      limit,
      now,
      fixedWindow(now, ms),
    );
    allowed &&= decision.allowed;
  }
  return allowed;
}

export type TooMany = { kind: "too-many"; retryAfterSeconds: number };

/**
 * Counts a sign-in attempt from the request's network: TooMany past SIGN_IN_RATE_LIMIT a minute.
 * `kind` keeps a count of its own: a passkey's options, which anyone may ask for, beside the
 * attempts themselves.
 */
export async function countSignInAttempt(
  db: Db,
  request: Request,
  kind: "sign-in" | "passkey-options" = "sign-in",
): Promise<TooMany | null> {
  const limit = serverEnv().SIGN_IN_RATE_LIMIT;
  const decision = await hitRateLimit(
    db,
    `${kind}:${await networkHash(db, request.headers)}`,
    limit,
  );
  return decision.allowed
    ? null
    : { kind: "too-many", retryAfterSeconds: decision.retryAfterSeconds };
}

export type SignInNotice =
  "sent" | "link-invalid" | "signed-out" | "signed-out-everywhere" | "ended" | "held" | "again";

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
  held: "held",
  again: "again",
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
  // Whether the address has an account is looked up after the answer has gone, with the link
  // made and sent: every address's answer takes the same work, and one without an account
  // leaves no trace.
  if (await linkAllowed(inbox.db, address, request)) {
    inbox.afterAnswer(() => emailSignInLink(inbox, address, next));
  }
  const query = new URLSearchParams({ notice: "sent" });
  if (next !== INBOX_PATHS.home) query.set("next", next);
  return redirect(`${INBOX_PATHS.signIn}?${query}`);
}

async function emailSignInLink(inbox: InboxLocals, address: string, next: string): Promise<void> {
  if (!(await isStaff(inbox.db, address))) return;
  try {
    await requestSignInLink(inbox.auth, address, next);
  } catch (error) {
    log.error({ component: "sign-in", error: errorKind(error) }, "a sign-in link was not sent");
  }
}

export type LinkView = { kind: "confirm"; token: string; next: string } | TooMany;

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
    return {
      kind: "confirm",
      token: (url.searchParams.get("token") ?? "").slice(0, 128),
      next: safeNext(url.searchParams.get("next")),
    };
  }
  const tooMany = await countSignInAttempt(inbox.db, request);
  if (tooMany) return tooMany;
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const answer = await spendSignInLink(
    inbox.auth,
    token,
    request.headers,
    safeNext(String(form.get("next") ?? "")),
  );
  if (answer.headers.get("location")?.includes("error=")) {
    await auditFailedSignIn(request, inbox, "link");
  }
  return answer;
}

/**
 * Signs this browser out; with `scope=everywhere`, every session of the account, and with
 * `passkeys=remove` beside it, the account's passkeys too (a lost phone then signs no one in);
 * with `again`, this browser only, to sign straight back in and return to `next`.
 */
export async function signOut(request: Request, inbox: InboxLocals): Promise<Response> {
  const form = await request.formData();
  const everywhere = form.get("scope") === "everywhere";
  const staffId = inbox.signedIn?.staff.id;
  if (everywhere && staffId) {
    await inbox.auth.api.revokeSessions({ headers: request.headers });
    if (form.get("passkeys") === "remove") {
      const { numDeletedRows } = await inbox.db
        .deleteFrom("staff_passkeys")
        .where("staff_id", "=", staffId)
        .executeTakeFirst();
      await auditRequest(request, inbox, {
        action: "passkey-removed",
        detail: String(numDeletedRows),
      });
    }
  }
  const { headers } = await inbox.auth.api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  await auditRequest(request, inbox, {
    action: everywhere ? "signed-out-everywhere" : "signed-out",
  });
  const again = form.get("again") !== null;
  const query = new URLSearchParams({
    notice: everywhere ? "everywhere" : again ? "again" : "signed-out",
  });
  if (again) query.set("next", safeNext(String(form.get("next") ?? "")));
  const answer = redirect(`${INBOX_PATHS.signIn}?${query}`);
  for (const cookie of headers.getSetCookie()) answer.headers.append("set-cookie", cookie);
  answer.headers.append("set-cookie", ENDED_AUTHOR_COOKIE);
  return answer;
}
