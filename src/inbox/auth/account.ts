import { INBOX_PATHS } from "@/lib/inbox-paths";
import { FRESH_SIGN_IN_SECONDS } from "./auth";
import {
  ACCOUNT_LEAD_FORMS,
  applyAccountLeadForm,
  isAccountLeadForm,
  leadSettingsView,
  type AccountFormRefusal,
  type LeadSettingsView,
} from "../server/account-settings";
import { auditRequest } from "../server/audit";
import type { InboxLocals } from "../server/locals";
import { redirect } from "../server/redirect";
import type { SignedIn } from "./sign-in";

export type PasskeyRow = { id: string; name: string | null; addedAt: string | null };

/** What the page says once one of its forms has done its work (`?notice=`). */
const ACCOUNT_NOTICES = ["added", "removed", ...ACCOUNT_LEAD_FORMS] as const;

export type AccountView = LeadSettingsView & {
  passkeys: PasskeyRow[];
  /** Signed in recently enough for Better Auth to add a passkey (FRESH_SIGN_IN_SECONDS). */
  mayAddPasskey: boolean;
  notice: (typeof ACCOUNT_NOTICES)[number] | undefined;
  refusal: AccountFormRefusal | undefined;
};

/**
 * The account page: its passkeys and lead settings on GET; on POST, the lead emails or the
 * new-lead rule saved, or the passkey asked removed.
 */
export async function accountPage(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<AccountView | Response> {
  let refusal: AccountFormRefusal | undefined;
  if (request.method === "POST") {
    const form = await request.formData();
    const action = form.get("action");
    if (!isAccountLeadForm(action)) return removePasskey(request, form, inbox);
    const answer = await applyAccountLeadForm(request, form, action, inbox);
    if (answer instanceof Response) return answer;
    refusal = answer;
  }
  const rows = await inbox.db
    .selectFrom("staff_passkeys")
    .select(["id", "name", "created_at"])
    .where("staff_id", "=", inbox.signedIn?.staff.id ?? "")
    .orderBy("created_at")
    .execute();
  const notice = url.searchParams.get("notice");
  return {
    ...(await leadSettingsView(inbox)),
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      addedAt: row.created_at ? new Date(row.created_at).toISOString() : null,
    })),
    mayAddPasskey: isFresh(inbox.signedIn),
    notice: refusal ? undefined : ACCOUNT_NOTICES.find((known) => known === notice),
    refusal,
  };
}

/** The page's HTTP status: a form that could not be read (422), or was an admin's (403). */
export const accountStatus = ({ refusal }: AccountView): number =>
  refusal?.problem === "admin-only" ? 403 : refusal ? 422 : 200;

function isFresh(signedIn: SignedIn | null, now = Date.now()): boolean {
  return (
    signedIn !== null && now - signedIn.session.createdAt.getTime() < FRESH_SIGN_IN_SECONDS * 1000
  );
}

/** The account page's form to remove one of the staff member's own passkeys. */
async function removePasskey(
  request: Request,
  form: FormData,
  inbox: InboxLocals,
): Promise<Response> {
  const id = String(form.get("passkey") ?? "");
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
