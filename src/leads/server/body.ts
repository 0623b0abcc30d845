import { HttpError } from "@/server/http/json";
import { decodeUtf8, readBytes } from "@/server/http/request-body";

const MAX_BODY_BYTES = 32 * 1024;

const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;
const FORM_TYPE = /^\s*application\/x-www-form-urlencoded\s*(;|$)/i;
/** What a browser sends for a form with a file field; the lead forms never have one. */
const MULTIPART_TYPE = /^\s*multipart\/form-data\s*(;|$)/i;

const UNSUPPORTED_TYPE =
  "Send the lead as JSON (application/json) or as a form (application/x-www-form-urlencoded).";

/**
 * Answered with a page or a redirect, never JSON. Told by the type alone, known before the body
 * is read, so even a refusal of the body itself is answered as a page.
 */
export function isFormSubmission(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return FORM_TYPE.test(type) || MULTIPART_TYPE.test(type);
}

function checkCharset(type: string, what: string): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(type)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    const named = /^[a-z0-9._:-]{1,40}$/.test(charset) ? `charset=${charset}` : "that charset";
    throw new HttpError(415, `Send the lead as UTF-8 ${what}; ${named} is not supported.`);
  }
}

function parseJsonObject(text: string): Record<string, unknown> {
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

/** A field name safe to repeat in an error message; any other is not named. */
const nameable = (name: string) => (/^[A-Za-z0-9_.-]{1,40}$/.test(name) ? `"${name}"` : "a field");

/** One name or value of a URL-encoded body: `+` is a space, `%XX` a byte, the bytes UTF-8. */
function decodeFormComponent(raw: string): string {
  const bytes: number[] = [];
  const text = raw.replaceAll("+", " ");
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (text[i] === "%") {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9A-Fa-f]{2}$/.test(hex)) {
        throw new HttpError(400, "The form data has a malformed % escape.");
      }
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (char < 0x80) {
      bytes.push(char);
    } else {
      // A browser escapes everything beyond ASCII; raw characters are read as their UTF-8 bytes.
      const codePoint = text.codePointAt(i) ?? char;
      bytes.push(...Buffer.from(String.fromCodePoint(codePoint), "utf8"));
      if (codePoint > 0xffff) i += 1;
    }
  }
  return decodeUtf8(Uint8Array.from(bytes));
}

/**
 * Stricter than a browser's parser, which never sends what this refuses: a malformed `%` escape,
 * bytes that are not UTF-8, a field sent twice (no lead field takes several values).
 */
export function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = decodeFormComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? "" : decodeFormComponent(pair.slice(equals + 1));
    if (name === "") continue;
    if (Object.hasOwn(fields, name)) {
      throw new HttpError(400, `The form sent ${nameable(name)} more than once.`);
    }
    Object.defineProperty(fields, name, { value, enumerable: true, writable: true });
  }
  return fields;
}

export async function readLeadBody(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (JSON_TYPE.test(type)) {
    checkCharset(type, "JSON");
    return parseJsonObject(decodeUtf8(await readBytes(request, limit)));
  }
  if (FORM_TYPE.test(type)) {
    checkCharset(type, "form data");
    // The escapes are ASCII; the bytes they stand for are checked as UTF-8 field by field.
    return parseFormBody(decodeUtf8(await readBytes(request, limit)));
  }
  throw new HttpError(415, UNSUPPORTED_TYPE);
}
