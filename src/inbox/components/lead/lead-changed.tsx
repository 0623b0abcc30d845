import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { Notice } from "@/inbox/components/shared/notice";

export type LeadChangedProps = {
  /** What the page shows of the lead (leadRevision) and where to ask for the latest. */
  revision: string;
  check: string;
  /** The lead's page, fresh. */
  reload: string;
  copy: InboxCopy["lead"]["changed"];
};

/**
 * A notice the inbox's script shows once the lead changes elsewhere (inbox-keys.client.ts); hidden
 * until then, and without scripts.
 */
export function LeadChanged({ revision, check, reload, copy }: LeadChangedProps) {
  return (
    <div data-lead-watch={check} data-status-part="watch" aria-live="polite">
      <div data-lead-revision={revision} hidden>
        <Notice tone="info">
          {copy.text}{" "}
          <a
            href={reload}
            className="font-semibold text-bolt-700 underline decoration-bolt-300 underline-offset-4 hover:decoration-bolt-700"
          >
            {copy.reload}
          </a>
        </Notice>
      </div>
    </div>
  );
}
