import { PASSKEY_API } from "../passkey-routes";
import { countSignInAttempt } from "./actions";
import { auditRequest } from "./audit";
import type { InboxLocals } from "./locals";

/** The routes of Better Auth the inbox uses; the rest of its API is not served. */
const SERVED = new Set<string>(Object.values(PASSKEY_API));

export async function passkeyApi(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<Response> {
  if (!SERVED.has(url.pathname)) return Response.json({ message: "Not found." }, { status: 404 });
  if (url.pathname === PASSKEY_API.authenticate) {
    const tooMany = await countSignInAttempt(inbox.db, request);
    if (tooMany) {
      return Response.json(
        { message: "Too many sign-in attempts." },
        { status: 429, headers: { "retry-after": String(tooMany.retryAfterSeconds) } },
      );
    }
  }
  const answer = await inbox.auth.handler(request);
  const failedSignIn = url.pathname === PASSKEY_API.authenticate && !answer.ok;
  const added = url.pathname === PASSKEY_API.register && answer.ok;
  if (failedSignIn || added) {
    await auditRequest(
      request,
      inbox,
      failedSignIn ? { action: "sign-in-failed", detail: "passkey" } : { action: "passkey-added" },
    );
  }
  return answer;
}
