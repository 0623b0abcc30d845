import { createHash, randomBytes } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { recordAudit } from "@/server/audit-log";
import { storedSecret } from "@/server/db/stored-secret";
import { errorKind, log } from "@/server/log";
import { authorOf, renewedAuthorCookie } from "../auth/author-cookie";
import { INBOX_COOKIE, requestCookie } from "../auth/cookies";
import { isApiPath, isBackgroundCheck, signInRedirect } from "../auth/guarded-paths";
import { CSRF_FIELD } from "../auth/passkey-routes";
import { HELD_FOR_MS, heldIn, holdChange, takeHeldChanges, type HeldChange } from "./held-changes";
import { leadHref } from "@/lib/inbox-paths";
import { leadPage } from "./lead-page";
import type { HeldKind, HeldOutcome, InboxLocals } from "./locals";
import { redirect } from "./redirect";
import { leadIdOf } from "./views";

/** The key of what this browser holds (./held-changes.ts); the database keeps its SHA-256. */
const HELD_COOKIE = "__Host-inbox-held";

/** The lead page's forms a change sent after sign-out may be: never an erasure. */
/** The lead page's forms whose changes are held, by their action, and what each is. */
const HELD_ACTIONS = new Map<string, HeldKind>([
  ["note", "note"],
  ["status", "status"],
  ["assign", "owner"],
]);

const authorKey = (inbox: InboxLocals) => storedSecret(inbox.db, "inbox_author_key");
const browserOf = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Who sent a note or status to a lead's page after their session ended: the staff member this
 * browser's author cookie (../auth/author-cookie.ts) names, if the account still exists; null for
 * any other request. With an author, the gate reads the body, so the CSRF token is checked first.
 */
export async function signedOutAuthor(
  request: Request,
  path: string,
  inbox: InboxLocals,
): Promise<{ id: string; email: string } | null> {
  if (request.method !== "POST" || leadIdOf(path) === null) return null;
  const staffId = authorOf(request, await authorKey(inbox), HELD_FOR_MS, Date.now());
  if (!staffId) return null;
  const staff = await inbox.db
    .selectFrom("staff")
    .select(["id", "email"])
    .where("id", "=", staffId)
    .executeTakeFirst();
  return staff ?? null;
}

/**
 * Keeps the change for its author in this browser (never in an address or the log: it may hold
 * health details) and sends them to sign in, back to the lead after. A form that is not a note or
 * a status, a lead gone, or a browser holding its fill, keeps nothing.
 */
export async function holdSignedOutChange(
  request: Request,
  path: string,
  author: { id: string; email: string },
  inbox: InboxLocals,
): Promise<Response> {
  const leadId = leadIdOf(path)!;
  // A body that is no form (a hand-made request) is no note or status: nothing is kept.
  const posted = await request.formData().catch(() => new FormData());
  const form = new URLSearchParams();
  for (const [name, value] of posted) {
    if (name !== CSRF_FIELD && typeof value === "string") form.append(name, value);
  }
  const key = requestCookie(request, HELD_COOKIE) ?? randomBytes(32).toString("base64url");
  const lead = await inbox.db
    .selectFrom("leads")
    .select("id")
    .where("id", "=", leadId)
    .executeTakeFirst();
  const held =
    HELD_ACTIONS.has(String(form.get("action"))) &&
    lead !== undefined &&
    (await holdChange(inbox.db, {
      browser: browserOf(key),
      staffId: author.id,
      leadId,
      form: form.toString(),
    }));
  if (!held) return redirect(signInRedirect(path, "ended"));
  // By whom the cookie names: no session says so, and the entry says no more than that.
  await recordAudit(
    inbox.db,
    { actor: author.email, action: "change-held", leadId, detail: String(form.get("action")) },
    request.headers,
  );
  // Set again each time: it lasts as long as the newest change it holds.
  return redirect(signInRedirect(path, "held"), {
    "set-cookie": heldCookie(key, HELD_FOR_MS / 1000),
  });
}

const heldCookie = (key: string, maxAge: number) =>
  stringifySetCookie({ name: HELD_COOKIE, value: key, maxAge, ...INBOX_COOKIE });

/**
 * On a signed-in page's GET: the changes this browser holds for the staff member now signed in
 * are made on their lead's page, as if posted there now (checked, saved and audited as any), and
 * `inbox.held` says what became of them. Asked for another page first, they are sent to that
 * lead's. Changes held for someone else are neither made nor shown; they wait for their author.
 * `cookies`: the held-change cookie cleared once the browser holds nothing.
 */
export async function applyHeldChanges(
  request: Request,
  path: string,
  inbox: InboxLocals,
): Promise<{ answer: Response | null; cookies: string[] }> {
  const key = requestCookie(request, HELD_COOKIE);
  const staffId = inbox.signedIn?.staff.id;
  // Not for a page's script checking in the background: the person would never see the outcome.
  if (!key || !staffId || request.method !== "GET" || isApiPath(path) || isBackgroundCheck(path)) {
    return { answer: null, cookies: [] };
  }
  const browser = browserOf(key);
  const held = await heldIn(inbox.db, browser);
  const mine = held.filter((change) => change.staffId === staffId);
  const leadId = leadIdOf(path);
  if (mine.length && !mine.some((change) => change.leadId === leadId)) {
    return { answer: redirect(leadHref(mine[0]!.leadId)), cookies: [] };
  }
  const taken = leadId ? await takeHeldChanges(inbox.db, { browser, staffId, leadId }) : [];
  for (const [index, change] of taken.entries()) {
    try {
      inbox.held.push(await replay(change, request, inbox));
    } catch (error) {
      // Kept for the next request rather than lost: none of it was made.
      for (const rest of taken.slice(index)) await holdChange(inbox.db, rest);
      log.error({ component: "inbox", error: errorKind(error) }, "a held change was not made");
      throw error;
    }
  }
  const cleared = held.length === taken.length ? [heldCookie("", 0)] : [];
  return { answer: null, cookies: cleared };
}

async function replay(
  change: HeldChange,
  request: Request,
  inbox: InboxLocals,
): Promise<HeldOutcome> {
  const kind = HELD_ACTIONS.get(new URLSearchParams(change.form).get("action") ?? "") ?? "note";
  const page = new URL(leadHref(change.leadId), request.url);
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  const posted = new Request(page, { method: "POST", headers, body: change.form });
  const answer = await leadPage(posted, change.leadId, page, inbox);
  if (answer instanceof Response) {
    const next = new URL(answer.headers.get("location") ?? "", page);
    return { kind, saved: next.searchParams.get("notice") === kind };
  }
  if (answer === "not-found") return { kind, saved: false };
  const { draft, refusedStatus, refusedOwner } = answer;
  return { kind, saved: false, draft, refusedStatus, refusedOwner };
}

/** A signed-in request's renewed author cookie, when the browser's needs one. */
export async function authorCookie(request: Request, inbox: InboxLocals): Promise<string | null> {
  const staffId = inbox.signedIn?.staff.id;
  if (!staffId) return null;
  return renewedAuthorCookie(request, staffId, await authorKey(inbox), HELD_FOR_MS, Date.now());
}
