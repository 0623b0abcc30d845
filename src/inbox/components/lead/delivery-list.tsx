import { clsx } from "clsx";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { whyNotSent } from "@/leads/server/outbox/not-sent";
import type { Delivery } from "@/server/db/schema";
import { inboxTime } from "@/server/time-zone";

export type DeliveryListProps = {
  deliveries: Delivery[];
  copy: InboxCopy["lead"]["deliveries"];
  zone: string;
};

const tone: Record<Delivery["status"], string> = {
  pending: "text-ink-700",
  sending: "text-ink-700",
  delivered: "text-teal-700",
  dead: "text-red-700",
  skipped: "text-ink-500",
};

/** Each email and webhook the lead set off: where it stands, its attempts, what went wrong. */
export function DeliveryList({ deliveries, copy, zone }: DeliveryListProps) {
  if (!deliveries.length) return <p className="text-sm text-ink-600">{copy.none}</p>;
  return (
    <ul className="divide-y divide-ink-100">
      {deliveries.map((delivery) => {
        const when = (iso: string) => inboxTime(iso, zone);
        const facts = [
          fillTemplate(delivery.attempts === 1 ? copy.attempt : copy.attempts, {
            count: delivery.attempts,
          }),
          delivery.delivered_at
            ? fillTemplate(copy.delivered, { when: when(delivery.delivered_at) })
            : null,
          delivery.status === "pending"
            ? fillTemplate(copy.nextAttempt, { when: when(delivery.next_attempt_at) })
            : null,
        ].filter(Boolean);
        return (
          <li key={delivery.id} className="py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold text-ink-900">{copy.channels[delivery.channel]}</p>
              <p className={clsx("text-sm font-semibold", tone[delivery.status])}>
                {copy.statuses[delivery.status]}
              </p>
            </div>
            <p className="mt-0.5 text-sm text-ink-500">{facts.join(" · ")}</p>
            {delivery.last_error ? (
              <p className="mt-1.5 text-sm wrap-anywhere text-ink-700">
                <span className="font-semibold">
                  {delivery.status === "skipped" ? copy.whySkipped : copy.lastError}:
                </span>{" "}
                {delivery.status === "skipped"
                  ? whyNotSent(delivery.last_error)
                  : delivery.last_error}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
