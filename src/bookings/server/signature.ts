import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "calendly-webhook-signature";

/** How far the signature's time may be from the server's, either way, before it is refused. */
export const SIGNATURE_TOLERANCE_MS = 3 * 60_000;

export type SignatureVerdict = "valid" | "missing" | "malformed" | "stale" | "mismatch";

/**
 * Calendly's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` under the subscription's
 * signing key. The raw body is signed, so it is checked before it is parsed. A header may carry
 * several `v1`s (a key being rotated); one match will do.
 */
export function verifySignature(
  header: string | null,
  body: Buffer,
  key: string,
  nowMs: number = Date.now(),
): SignatureVerdict {
  if (!header) return "missing";
  const parts = header.split(",").map((part) => part.trim().split("=", 2));
  const time = parts.find(([name]) => name === "t")?.[1] ?? "";
  const signatures = parts.flatMap(([name, value]) => (name === "v1" && value ? [value] : []));
  if (!/^\d{1,12}$/.test(time) || !signatures.length) return "malformed";
  if (Math.abs(nowMs - Number(time) * 1000) > SIGNATURE_TOLERANCE_MS) return "stale";
  const expected = createHmac("sha256", key).update(`${time}.`).update(body).digest();
  const matches = signatures.some((signature) => {
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : null;
    return given !== null && timingSafeEqual(given, expected);
  });
  return matches ? "valid" : "mismatch";
}
