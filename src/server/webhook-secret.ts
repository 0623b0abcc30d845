import { randomBytes } from "node:crypto";

/**
 * Standard Webhooks' one form of secret, "whsec_" and the key in base64, which its libraries
 * decode before they verify: a receiver would never derive the bytes of a secret in another form.
 */
const PREFIX = "whsec_";

/** The key's size the Standard Webhooks specification asks for. */
export const WEBHOOK_SECRET_BYTES = { min: 24, max: 64 } as const;

export function webhookKey(secret: string): Buffer | null {
  if (!secret.startsWith(PREFIX)) return null;
  const encoded = secret.slice(PREFIX.length);
  const key = Buffer.from(encoded, "base64");
  // Node skips characters that are not base64; only a secret that is base64 throughout round-trips.
  if (key.toString("base64") !== encoded) return null;
  return key.length >= WEBHOOK_SECRET_BYTES.min && key.length <= WEBHOOK_SECRET_BYTES.max
    ? key
    : null;
}

export const isWebhookSecret = (secret: string) => webhookKey(secret) !== null;

export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString("base64")}`;
}
