import { deliveryTrouble, hasTrouble, type DeliveryTrouble } from "@/leads/server/outbox/trouble";
import { retryDeadDeliveries } from "@/leads/server/record/queries";
import {
  replicaInTrouble,
  serverReplica,
  type ReplicaHealth,
} from "@/server/backup/replica-status";
import type { Db } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { auditRequest } from "./audit";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";

export type TroubleBanner = { trouble: DeliveryTrouble; replica: ReplicaHealth };

/**
 * What the delivery alert emails about, and a replica in trouble, shown to whoever is in the
 * inbox; null when all is well.
 */
export async function troubleBanner(db: Db): Promise<TroubleBanner | null> {
  const trouble = await deliveryTrouble(db, serverEnv().LEAD_ALERT_QUEUE_MINUTES);
  const replica = serverReplica();
  return hasTrouble(trouble) || replicaInTrouble(replica) ? { trouble, replica } : null;
}

/** The banner's button: every delivery that died is queued to be sent again. */
export async function retryDeliveries(request: Request, inbox: InboxLocals): Promise<Response> {
  const count = await retryDeadDeliveries(inbox.db);
  await auditRequest(request, inbox, { action: "deliveries-retried", detail: String(count) });
  return redirect(`${INBOX_PATHS.home}?retried=${count}`);
}
