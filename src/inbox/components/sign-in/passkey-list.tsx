import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { PasskeyRow } from "@/inbox/auth/account";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { inboxTime } from "@/server/time-zone";

export type PasskeyListProps = {
  passkeys: PasskeyRow[];
  copy: InboxCopy["account"]["passkeys"];
  csrf: string;
  zone: string;
};

export function PasskeyList({ passkeys, copy, csrf, zone }: PasskeyListProps) {
  if (!passkeys.length) return <p className="text-ink-600">{copy.none}</p>;
  return (
    <ul className="divide-y divide-ink-100 rounded-control border border-ink-100">
      {passkeys.map((key) => (
        <li key={key.id} className="flex items-center justify-between gap-4 px-4 py-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-ink-900">{key.name || copy.unnamed}</p>
            {key.addedAt ? (
              <p className="text-sm text-ink-500">
                {fillTemplate(copy.added, { date: inboxTime(key.addedAt, zone) })}
              </p>
            ) : null}
          </div>
          <form method="post" action={INBOX_PATHS.account}>
            <CsrfField token={csrf} />
            <input type="hidden" name="passkey" value={key.id} />
            <button
              type="submit"
              className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
            >
              {copy.remove}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
