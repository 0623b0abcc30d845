import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * A search is what someone typed about a lead (a name, an address): it travels in the inbox's
 * addresses sealed (AES-256-GCM under a key of the server's), so no URL, history entry or proxy
 * log holds it, and pages of results still link to each other.
 */
function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`inbox-search:${secret}`).digest();
}

export function sealSearch(secret: string, search: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(search, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The search a sealed token holds, or undefined for one this server did not make. */
export function openSearch(secret: string, token: string): string | undefined {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length < 29) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
