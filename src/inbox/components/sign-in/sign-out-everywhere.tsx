import { Button } from "@/components/ui/button";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { CsrfField } from "@/inbox/components/shared/csrf-field";

export type SignOutEverywhereProps = {
  copy: InboxCopy["account"]["sessions"];
  csrf: string;
  /** Whether the account has passkeys to offer to remove. */
  hasPasskeys: boolean;
};

export function SignOutEverywhere({ copy, csrf, hasPasskeys }: SignOutEverywhereProps) {
  return (
    <form method="post" action={INBOX_PATHS.signOut} className="space-y-4">
      <CsrfField token={csrf} />
      <input type="hidden" name="scope" value="everywhere" />
      {hasPasskeys ? (
        <div className="flex gap-3">
          <input
            id="remove-passkeys"
            type="checkbox"
            name="passkeys"
            value="remove"
            aria-describedby="remove-passkeys-hint"
            className="mt-1 size-5 shrink-0 accent-bolt-600"
          />
          <div>
            <label htmlFor="remove-passkeys" className="font-semibold text-ink-900">
              {copy.removePasskeys}
            </label>
            <p id="remove-passkeys-hint" className="text-sm text-ink-600">
              {copy.removePasskeysHint}
            </p>
          </div>
        </div>
      ) : null}
      <Button type="submit" variant="secondary">
        {copy.signOutEverywhere}
      </Button>
    </form>
  );
}
