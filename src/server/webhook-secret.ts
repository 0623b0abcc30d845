import { randomBytes } from "node:crypto";

/**
 * Webhook signing secrets in Standard Webhooks' one form, "whsec_" and the key's bytes in base64,
 * which its libraries decode before they verify: a secret in any other form would be signed with
 * bytes a receiver using them never derives.
 */
const PREFIX = "whsec_";

/** The key's size the Standard Webhooks specification asks for. */
export const WEBHOOK_SECRET_BYTES = { min: 24, max: 64 } as const;

/** The key a secret holds, or null when the secret is not in the one form. */
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

/** A new secret of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString("base64")}`;
}
