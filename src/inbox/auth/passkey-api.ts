import { PASSKEY_API } from "./passkey-routes";
import { countSignInAttempt } from "./sign-in-pages";
import { auditFailedSignIn, auditRequest } from "../server/audit";
import type { InboxLocals } from "../server/locals";

/** The routes of Better Auth the inbox uses; the rest of its API is not served. */
const SERVED = new Set<string>(Object.values(PASSKEY_API));

/** The routes anyone may call, each counted against the network's limit. */
const ANONYMOUS = new Map<string, "sign-in" | "passkey-options">([
  [PASSKEY_API.authenticate, "sign-in"],
  [PASSKEY_API.authenticateOptions, "passkey-options"],
]);

export async function passkeyApi(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<Response> {
  if (!SERVED.has(url.pathname)) return Response.json({ message: "Not found." }, { status: 404 });
  const counted = ANONYMOUS.get(url.pathname);
  if (counted) {
    const tooMany = await countSignInAttempt(inbox.db, request, counted);
    if (tooMany) {
      return Response.json(
        { message: "Too many sign-in attempts." },
        { status: 429, headers: { "retry-after": String(tooMany.retryAfterSeconds) } },
      );
    }
  }
  const answer = await inbox.auth.handler(request);
  if (url.pathname === PASSKEY_API.authenticate && !answer.ok) {
    await auditFailedSignIn(request, inbox, "passkey");
  }
  if (url.pathname === PASSKEY_API.register && answer.ok) {
    await auditRequest(request, inbox, { action: "passkey-added" });
  }
  return answer;
}
