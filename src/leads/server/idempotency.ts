import { createHash } from "node:crypto";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, RETURN_TO_FIELD } from "@/leads/fields";
import type { Db } from "@/server/db/client";
import type { IdempotencyKeyRow } from "@/server/db/schema";

/**
 * As payment APIs keep them, a key belongs to the endpoint and submission it was first used with.
 * A form sent without script has no key, so its answers stand in for one for `windowMs`
 * (answersClaim); a key's claim holds as long as its lead.
 */
export type IdempotencyClaim = {
  key: string;
  endpoint: string;
  fingerprint: string;
  windowMs?: number;
};

export const KEY_REUSED =
  "This Idempotency-Key was already used for a different submission; make a new key for a new lead.";

export class IdempotencyKeyReused extends Error {
  override name = "IdempotencyKeyReused";
  constructor() {
    super(KEY_REUSED);
  }
}

/**
 * The fill time changes on every retry of one form, the honeypot only decides whether it is
 * suspected, the key may come in the body, and where the visitor returns to is the form's.
 */
const NOT_SUBMISSION = new Set<string>([
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  RETURN_TO_FIELD,
  "idempotency_key",
]);

class Token {
  constructor(readonly text: string) {}
}

/**
 * JSON with object keys sorted at every level, so one submission always reads the same. Written
 * without recursion: a 32 KB body can nest thousands of levels deep.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const todo: unknown[] = [value];
  const later = (items: unknown[]) => {
    for (let i = items.length - 1; i >= 0; i--) todo.push(items[i]);
  };
  while (todo.length) {
    const item = todo.pop();
    if (item instanceof Token) out.push(item.text);
    else if (Array.isArray(item)) {
      const items: unknown[] = [new Token("[")];
      item.forEach((element, i) => items.push(...(i ? [new Token(",")] : []), element));
      later([...items, new Token("]")]);
    } else if (item !== null && typeof item === "object") {
      const record = item as Record<string, unknown>;
      const items: unknown[] = [new Token("{")];
      Object.keys(record)
        .sort()
        .forEach((name, i) =>
          items.push(new Token(`${i ? "," : ""}${JSON.stringify(name)}:`), record[name]),
        );
      later([...items, new Token("}")]);
    } else out.push(JSON.stringify(item) ?? "null");
  }
  return out.join("");
}

export function submissionFingerprint(key: string, body: Record<string, unknown>): string {
  const submission = Object.fromEntries(
    Object.entries(body).filter(([name]) => !NOT_SUBMISSION.has(name)),
  );
  return createHash("sha256")
    .update(`${key}\n${canonicalJson(submission)}`)
    .digest("hex");
}

export function findIdempotencyKey(db: Db, key: string): Promise<IdempotencyKeyRow | undefined> {
  return db.selectFrom("idempotency_keys").selectAll().where("key", "=", key).executeTakeFirst();
}

/** The id the key was answered with, if this request repeats its submission; throws otherwise. */
export function repeatedId(row: IdempotencyKeyRow, claim: IdempotencyClaim): string {
  const sameSubmission = row.fingerprint === null || row.fingerprint === claim.fingerprint;
  if (row.endpoint !== claim.endpoint || !sameSubmission) throw new IdempotencyKeyReused();
  return row.response_id;
}

export const REPEATED_ANSWERS_WINDOW_MS = 10 * 60_000;

/** Its key holds a character no client's key may, so the two can never meet. */
export function answersClaim(endpoint: string, answers: Record<string, unknown>): IdempotencyClaim {
  const digest = createHash("sha256")
    .update(`${endpoint}\n${canonicalJson(answers)}`)
    .digest("hex");
  return {
    key: `answers:${digest}`,
    endpoint,
    fingerprint: digest,
    windowMs: REPEATED_ANSWERS_WINDOW_MS,
  };
}
