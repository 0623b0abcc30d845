import { INBOX_PATHS } from "@/lib/inbox-paths";
import { FRESH_SIGN_IN_SECONDS } from "./auth";
import { auditRequest } from "../server/audit";
import type { InboxLocals } from "../server/locals";
import { redirect } from "../server/redirect";
import type { SignedIn } from "./sign-in";

export type PasskeyRow = { id: string; name: string | null; addedAt: string | null };

export type AccountView = {
  passkeys: PasskeyRow[];
  /** Signed in recently enough for Better Auth to add a passkey (FRESH_SIGN_IN_SECONDS). */
  mayAddPasskey: boolean;
  notice: "added" | "removed" | undefined;
};

/** The account page: its passkeys on GET; on POST, the one asked removed. */
export async function accountPage(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<AccountView | Response> {
  if (request.method === "POST") return removePasskey(request, inbox);
  const rows = await inbox.db
    .selectFrom("staff_passkeys")
    .select(["id", "name", "created_at"])
    .where("staff_id", "=", inbox.signedIn?.staff.id ?? "")
    .orderBy("created_at")
    .execute();
  const notice = url.searchParams.get("notice");
  return {
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      addedAt: row.created_at ? new Date(row.created_at).toISOString() : null,
    })),
    mayAddPasskey: isFresh(inbox.signedIn),
    notice: notice === "added" || notice === "removed" ? notice : undefined,
  };
}

function isFresh(signedIn: SignedIn | null, now = Date.now()): boolean {
  return (
    signedIn !== null && now - signedIn.session.createdAt.getTime() < FRESH_SIGN_IN_SECONDS * 1000
  );
}

/** The account page's form to remove one of the staff member's own passkeys. */
async function removePasskey(request: Request, inbox: InboxLocals): Promise<Response> {
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

export const PASSKEY_ADDED_URL = `${INBOX_PATHS.account}?notice=added`;
