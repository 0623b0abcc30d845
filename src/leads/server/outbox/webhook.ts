import { createHmac } from "node:crypto";
import type { Delivery, Lead } from "@/server/db/schema";
import { leadPayload } from "./lead-summary";
import { webhookKey } from "@/server/webhook-secret";

export type WebhookSettings = { url: string; secret: string; timeoutMs: number; userAgent: string };

/** The `webhook-signature` header: HMAC-SHA256 over `id.timestamp.body`, base64, version v1. */
function signWebhook(key: Buffer, id: string, timestamp: number, body: string): string {
  const digest = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${digest}`;
}

/** Posts the lead as signed JSON; only a 2xx answer within the timeout counts as delivered. */
export function createWebhookSender(settings: WebhookSettings) {
  // The settings take a secret only in its one form (env.ts).
  const key = webhookKey(settings.secret);
  if (!key) throw new Error("LEAD_WEBHOOK_SECRET is not a whsec_ secret");
  return async (lead: Lead, delivery: Delivery, deadline: AbortSignal) => {
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      type: "lead.created",
      timestamp: new Date(timestamp * 1000).toISOString(),
      data: leadPayload(lead),
    });
    const response = await fetch(settings.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": settings.userAgent,
        "webhook-id": delivery.id,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook(key, delivery.id, timestamp, body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.any([deadline, AbortSignal.timeout(settings.timeoutMs)]),
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) {
      throw new Error(`webhook answered HTTP ${response.status}`);
    }
  };
}
