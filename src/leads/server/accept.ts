import type { LeadFormsCopy } from "@/leads/copy/lead-forms";
import { paths } from "@/lib/paths";
import { attributionFromArrival } from "@/leads/attribution";
import { type Attribution, type LeadForm } from "@/leads/fields";
import { type LeadEndpointKind } from "@/leads/field-rules";
import { fieldErrors, idempotencyKeySchema, leadSchemas } from "@/leads/schemas";
import type { DbHandle } from "@/server/db/client";
import { deliveryChannels, visitorEmailCaps, type ServerEnv } from "@/server/env";
import { HttpError } from "@/server/http/json";
import { errorKind, log as serverLog } from "@/server/log";
import type { Documents } from "./email-material";
import { suspicionOf, tooMany, type Client } from "./guard";
import {
  answersClaim,
  IdempotencyKeyReused,
  type IdempotencyClaim,
  submissionFingerprint,
} from "./idempotency";
import { hashIp, networkSubject } from "@/server/ip-hash";
import { enforceRateLimit, RateLimited, type RateLimit } from "@/server/rate-limit";
import {
  ANSWER_COLUMNS,
  contactLeadRecord,
  landingLeadRecord,
  storeLead,
  type LeadRecord,
  type NewLeadRule,
} from "./record/store";

const log = serverLog.child({ component: "lead" });

export type AcceptDeps = {
  database: () => Promise<DbHandle>;
  env: () => ServerEnv;
  /** Whose downloads a lead-magnet request may name by title. */
  documents: Documents;
  words: LeadFormsCopy;
  /** Gives each lead stored its owner (the agency's rule, src/app/endpoints.ts). */
  newLeadRule?: NewLeadRule;
};

/** A valid body as the row to store and the answers the scheduler is prefilled with. */
function endpointSchema(kind: LeadEndpointKind, words: LeadFormsCopy) {
  const { contact, landing } = leadSchemas(words);
  return kind === "contact"
    ? contact.transform(({ estimate, ...answers }): { record: LeadRecord; answers: Answers } => ({
        record: contactLeadRecord({ ...answers, estimate }),
        answers,
      }))
    : landing.transform(({ estimate, ...answers }): { record: LeadRecord; answers: Answers } => ({
        record: landingLeadRecord({ ...answers, estimate }, words.landingInbox),
        answers,
      }));
}

/** For a browser's own form, whose visit's attribution no script sent: Referer and User-Agent. */
export function formAttribution(request: Request): Attribution {
  const referer = request.headers.get("referer");
  return attributionFromArrival(
    referer && URL.canParse(referer) ? referer : null,
    "",
    request.headers.get("user-agent") ?? "",
  );
}

/**
 * A request sent as the API documents it names its download in the subject ("Lead magnet: AI
 * Receptionist Playbook"); the visitor gets it like a form's.
 */
function withNamedDownload(record: LeadRecord, documents: Documents): LeadRecord {
  if (record.document || (record.form !== "contact" && record.form !== "lead-magnet")) {
    return record;
  }
  const subject = record.subject?.toLowerCase() ?? "";
  const named = [...documents.values()].find((document) => {
    const title = document.title.toLowerCase();
    const isDownload = document.page === paths.download(document.slug);
    return isDownload && (subject === title || subject.endsWith(`: ${title}`));
  });
  return named ? { ...record, form: "lead-magnet", document: named.slug } : record;
}

export type Answers = Record<string, string | undefined>;

export type Accepted = { id: string; form: LeadForm; answers: Answers };

export async function accept(
  request: Request,
  kind: LeadEndpointKind,
  deps: AcceptDeps,
  body: Record<string, unknown>,
  fromForm: boolean,
  { ip, client }: Client,
): Promise<Accepted> {
  const env = deps.env();
  let handle: DbHandle;
  let rateLimit: RateLimit;
  let network: string;
  try {
    handle = await deps.database();
    rateLimit = {
      bucket: await hashIp(handle.db, client),
      limit: env.LEAD_RATE_LIMIT,
    };
    network = await hashIp(handle.db, networkSubject(ip));
  } catch (error) {
    throw storageUnavailable(error, deps.words);
  }
  // Every request counts against its address's limit. A lead to store counts in its own
  // transaction (one commit); any other answer is counted on its own before it is given.
  const countRequest = async () => {
    try {
      await enforceRateLimit(handle.db, rateLimit);
    } catch (error) {
      throw error instanceof RateLimited
        ? tooMany(error, deps.words)
        : storageUnavailable(error, deps.words);
    }
  };

  let keyClaim: IdempotencyClaim | null;
  try {
    keyClaim = idempotencyClaim(request, body, kind, deps.words);
  } catch (error) {
    await countRequest();
    throw error;
  }

  // Answers are checked before anything else, so a person who trips a trap by mistake is told
  // what to fix like anyone, and a bot learns nothing about the traps.
  const parsed = endpointSchema(kind, deps.words).safeParse(body);
  if (!parsed.success) {
    await countRequest();
    throw new HttpError(422, deps.words.refusals.answers, {
      fields: fieldErrors(parsed.error),
    });
  }
  const { answers } = parsed.data;
  const record = withNamedDownload(parsed.data.record, deps.documents);
  const suspected = suspicionOf(body, env.LEAD_MIN_FILL_MS);
  const claim =
    keyClaim ??
    (fromForm
      ? answersClaim(kind, Object.fromEntries(ANSWER_COLUMNS.map((c) => [c, record[c] ?? null])))
      : null);
  try {
    const stored = await storeLead(
      handle.db,
      record,
      {
        ipHash: rateLimit.bucket,
        idempotency: claim,
        rateLimit,
        suspected,
        network,
        visitorCaps: visitorEmailCaps(env),
        newLeadRule: deps.newLeadRule,
      },
      deliveryChannels(env),
    );
    log.info(
      { endpoint: kind, leadId: stored.id, ...(suspected ? { suspected } : {}) },
      stored.duplicate
        ? "repeat of a stored submission"
        : suspected
          ? "stored a suspected submission apart"
          : "stored a lead",
    );
    return { id: stored.id, form: record.form, answers };
  } catch (error) {
    if (error instanceof RateLimited) throw tooMany(error, deps.words);
    if (error instanceof IdempotencyKeyReused) throw keyReused(error);
    throw storageUnavailable(error, deps.words);
  }
}

function keyReused(error: IdempotencyKeyReused): HttpError {
  return new HttpError(422, error.message, { fields: { idempotency_key: [error.message] } });
}

function idempotencyClaim(
  request: Request,
  body: Record<string, unknown>,
  kind: LeadEndpointKind,
  words: LeadFormsCopy,
): IdempotencyClaim | null {
  const raw = request.headers.get("idempotency-key") ?? body.idempotency_key;
  if (raw === undefined || raw === null) return null;
  const key = idempotencyKeySchema.safeParse(raw);
  if (!key.success) {
    throw new HttpError(422, words.refusals.answers, {
      fields: { idempotency_key: key.error.issues.map((issue) => issue.message) },
    });
  }
  return { key: key.data, endpoint: kind, fingerprint: submissionFingerprint(key.data, body) };
}

function storageUnavailable(error: unknown, words: LeadFormsCopy): HttpError {
  log.error({ error: errorKind(error) }, "lead storage unavailable");
  return new HttpError(503, words.refusals.unavailable, {}, { "retry-after": "30" });
}
