import { Container } from "@/components/ui/container";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import {
  replicaSentences,
  troubleSentences,
  type DeliveryTrouble,
} from "@/leads/server/outbox/trouble";
import type { ReplicaHealth } from "@/server/backup/replica-status";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { CsrfField } from "./csrf-field";

export type DeliveryTroubleBannerProps = {
  trouble: DeliveryTrouble;
  replica: ReplicaHealth;
  copy: InboxCopy["trouble"];
  csrf: string;
  /** Set for a staff account: says who can send dead deliveries again, in place of the button. */
  retry: string | undefined;
};

/**
 * Above every inbox page while leads are not reaching the agency, as its alert email says, or
 * are not reaching the backup replica.
 */
export function DeliveryTroubleBanner({
  trouble,
  replica,
  copy,
  csrf,
  retry,
}: DeliveryTroubleBannerProps) {
  return (
    <div role="alert" className="border-b border-red-200 bg-red-50 text-red-800">
      <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3 text-sm">
        <div className="max-w-prose space-y-1">
          {[...troubleSentences(trouble, copy), ...replicaSentences(replica, copy)].map(
            (sentence) => (
              <p key={sentence}>{sentence}</p>
            ),
          )}
        </div>
        {trouble.dead > 0 && retry ? (
          <p className="font-semibold">{retry}</p>
        ) : trouble.dead > 0 ? (
          <form method="post" action={INBOX_PATHS.retryDeliveries}>
            <CsrfField token={csrf} />
            <button
              type="submit"
              className="h-10 rounded-control border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
            >
              {copy.retry}
            </button>
          </form>
        ) : null}
      </Container>
    </div>
  );
}
