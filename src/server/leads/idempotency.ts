import { createHash, randomUUID } from "node:crypto";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@/lib/lead-fields";
import type { Db } from "../db/client";
import type { IdempotencyKeyRow } from "../db/schema";

/**
 * Idempotency keys, as payment APIs keep them: a key belongs to the endpoint and the submission
 * it was first used with. The same submission again gets the id it got the first time, whether
 * it was stored or discarded as automated; anything else under that key is refused.
 */

/** What a request with a key claims: its key, endpoint and submission. */
export type IdempotencyClaim = { key: string; endpoint: string; fingerprint: string };

export const KEY_REUSED =
  "This Idempotency-Key was already used for a different submission; make a new key for a new lead.";

export class IdempotencyKeyReused extends Error {
  override name = "IdempotencyKeyReused";
  constructor() {
    super(KEY_REUSED);
  }
}

/** Discarded submissions' keys are kept at least this long (the daily purge removes them). */
export const DISCARDED_KEY_TTL_MS = 86_400_000;

/**
 * Fields that are not part of the submission: the fill time changes on every retry of one form,
 * the honeypot only decides whether it is kept, and the key may come in the body instead of the
 * header.
 */
const NOT_SUBMISSION = new Set<string>([FILL_TIME_FIELD, HONEYPOT_FIELD, "idempotency_key"]);

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

/** A one-way digest of the key and the submission (the body without its anti-bot fields). */
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

/**
 * For a submission discarded as automated: remembers its key with a made-up id and answers that
 * id (or the one the key already has), so a replay cannot tell it apart from a stored lead.
 */
export async function rememberDiscarded(
  db: Db,
  claim: IdempotencyClaim,
  now: Date = new Date(),
): Promise<string> {
  const existing = await findIdempotencyKey(db, claim.key);
  if (existing) return repeatedId(existing, claim);
  const id = randomUUID();
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({ ...claim, response_id: id, lead_id: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  if (inserted) return id;
  // Another request with this key got there first.
  const winner = await findIdempotencyKey(db, claim.key);
  if (!winner) throw new Error("An idempotency key vanished while it was being claimed.");
  return repeatedId(winner, claim);
}

/**
 * Forgets discarded submissions' keys older than a day; run by the worker. A stored lead's key
 * lives as long as the lead (it is deleted with it).
 */
export async function pruneIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DISCARDED_KEY_TTL_MS).toISOString();
  const result = await db
    .deleteFrom("idempotency_keys")
    .where("lead_id", "is", null)
    .where("created_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
