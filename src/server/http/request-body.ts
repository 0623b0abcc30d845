import { ClientAborted, HttpError } from "./json";

/** Past the limit, a body is still read and dropped up to this size or time (see drain). */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_LIMIT_MS = 10_000;

/**
 * So the 413 reaches the client: closing a connection with unread data in it resets it, and the
 * client sees the reset instead of the answer.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number): Promise<void> {
  // Cancelling ends a read that is waiting for a body that has stopped arriving.
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), DRAIN_LIMIT_MS);
  try {
    while (read <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away meanwhile: nothing is left to answer.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a page rendered on request (the inbox, the browser editor's API) takes: a form of a few
 * KB. A staff note at its 2,000-character limit, every character escaped, is under 25 KB.
 */
export const PAGE_BODY_LIMIT = 64 * 1024;

/**
 * Why a request's body is not to be read at all, told from its headers alone: 413 when its
 * declared length is over `limit`, 411 when it declares none (a browser always does, for a form
 * and for a script's fetch). Null for a body that may be read, or none.
 */
export function bodyRefusal(headers: Headers, limit: number): 411 | 413 | null {
  const length = headers.get("content-length");
  if (length === null) return headers.has("transfer-encoding") ? 411 : null;
  return Number(length) > limit ? 413 : null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as it came: 413 past `limit` bytes, 400 if the client went away. */
export async function readBytes(request: Request, limit: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, `The request body is over ${limit / 1024} KB.`);
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // The stream errors only when the connection does: an abort, a reset, a broken chunk.
        throw new ClientAborted();
      }
      const { done, value } = chunk;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await drain(reader, size);
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new HttpError(400, "The request body is not valid UTF-8.");
  }
}
