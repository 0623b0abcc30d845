import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Decrypter, Encrypter } from "age-encryption";
import { SnapshotError } from "./snapshot-error";

/** How every age file begins (age-encryption.org/v1). */
const AGE_HEADER = Buffer.from("age-encryption.org/v1\n");

export const isEncrypted = (head: Buffer) => head.subarray(0, AGE_HEADER.length).equals(AGE_HEADER);

/** An age recipient as written: a native X25519 one (`age1…`) or a post-quantum one. */
const RECIPIENT = /^age1[0-9a-z]{20,}$/;

export function checkRecipients(recipients: readonly string[]): void {
  const wrong = recipients.find((recipient) => !RECIPIENT.test(recipient));
  if (wrong !== undefined) {
    throw new SnapshotError(`--encrypt-to takes an age recipient (age1…), not "${wrong}".`);
  }
}

const fileStream = (path: string) =>
  Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;

/** `stream` written whole to `target`, a new file only this user can read. */
const writeNewFile = (stream: ReadableStream<Uint8Array>, target: string) =>
  pipeline(
    Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>),
    createWriteStream(target, { flags: "wx", mode: 0o600 }),
  );

/** `source`, encrypted to every one of `recipients`, written to `target` (made anew, 0600). */
export async function encryptFile(
  source: string,
  target: string,
  recipients: readonly string[],
): Promise<void> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  await writeNewFile(await encrypter.encrypt(fileStream(source)), target);
}

/** The identities (`AGE-SECRET-KEY-…` lines) in an age identity file, as age-keygen writes it. */
export function readIdentities(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new SnapshotError(
      `The identity file ${file} cannot be read: ${(error as Error).message}`,
    );
  }
  const identities = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("AGE-SECRET-KEY-"));
  if (!identities.length)
    throw new SnapshotError(`${file} holds no age identity (AGE-SECRET-KEY-…).`);
  return identities;
}

/** The snapshot at `source`, decrypted with `identities`, written to `target` (made anew, 0600). */
export async function decryptFile(
  source: string,
  target: string,
  identities: readonly string[],
): Promise<void> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  try {
    await writeNewFile(await decrypter.decrypt(fileStream(source)), target);
  } catch (error) {
    const message = (error as Error).message;
    throw new SnapshotError(
      /identit|recipient|stanza/i.test(message)
        ? `The snapshot is encrypted to another key: no identity in the file given matches it.`
        : `The snapshot could not be decrypted (cut short or damaged): ${message}`,
    );
  }
}
