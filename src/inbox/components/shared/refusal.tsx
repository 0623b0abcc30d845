import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { AuthCard } from "@/inbox/components/sign-in/auth-card";

export type RefusalProps = {
  brand: string;
  copy: InboxCopy;
  heading: string;
  body: string;
};

/** Why the inbox did not do what was asked (403, 404, 429), and the way back. */
export function Refusal({ brand, copy, heading, body }: RefusalProps) {
  return (
    <AuthCard brand={brand} suffix={copy.brandSuffix} heading={heading} intro={body}>
      <a
        href={INBOX_PATHS.home}
        className="inline-flex font-semibold text-bolt-600 underline decoration-bolt-300 underline-offset-4 hover:decoration-bolt-600"
      >
        {copy.backToInbox}
      </a>
    </AuthCard>
  );
}
