export const MAX_BODY_BYTES = 32 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The client went away (or broke the connection) before its request body arrived in full. */
export class ClientAborted extends HttpError {
  override name = "ClientAborted";
  constructor() {
    super(400, "The request body was cut short.");
  }
}

/** A JSON answer that is never cached. */
export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return Response.json(body, {
    status,
    headers: { "cache-control": "no-store", ...Object.fromEntries(new Headers(headers)) },
  });
}

/** Past the limit, an oversize body is still read (and dropped) up to this many bytes... */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
/** ...or for this long, before the connection is given up. */
const DRAIN_LIMIT_MS = 10_000;

/**
 * Reads the rest of an oversize body and drops it, so the 413 reaches the client: a server that
 * closes the connection with unread data in it resets it, and the client sees the reset instead
 * of the answer. A body larger still, or one that trickles, is cut off.
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
 * Reads a JSON object body: 415 for another content type or a charset other than UTF-8, 413 past
 * the limit, 400 if it is not UTF-8 or not a JSON object.
 */
export async function readJsonObject(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^\s*application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, "Send the lead as JSON with Content-Type: application/json.");
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    const named = /^[a-z0-9._:-]{1,40}$/.test(charset) ? `charset=${charset}` : "that charset";
    throw new HttpError(415, `Send the lead as UTF-8 JSON; ${named} is not supported.`);
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw new HttpError(413, `The request body is over ${limit / 1024} KB.`);

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
        throw new HttpError(413, `The request body is over ${limit / 1024} KB.`);
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpError(400, "The request body is not valid UTF-8.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, "The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}
