import { z } from "zod";
import { assignLead } from "@/leads/server/record/changes";
import type { NewLeadRule } from "@/leads/server/record/store";
import { recordAudit } from "@/server/audit-log";
import { lockUntilCommit, type Db } from "@/server/db/client";
import { readSetting, writeSetting } from "@/server/db/settings";
import { NEW_LEAD_RULE_ACTOR } from "../actor-name";
import { isStaff } from "../auth/staff";

const ruleSchema = z.discriminatedUnion("to", [
  z.object({ to: z.literal("none") }),
  z.object({ to: z.literal("turns") }),
  z.object({ to: z.literal("one"), email: z.string() }),
]);

/** An admin's choice on the account page, kept in the settings table. */
export type NewLeadRuleChoice = z.output<typeof ruleSchema>;

const RULE_KEY = "new_lead_rule";
/** Who was given the last lead in turn: the next goes to the account after theirs. */
const LAST_TURN_KEY = "new_lead_rule_last_turn";
const NO_ONE: NewLeadRuleChoice = { to: "none" };

function parseRule(stored: string): NewLeadRuleChoice {
  try {
    const parsed = ruleSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : NO_ONE;
  } catch {
    return NO_ONE;
  }
}

export async function readNewLeadRule(db: Db): Promise<NewLeadRuleChoice> {
  const stored = await readSetting(db, RULE_KEY);
  return stored ? parseRule(stored) : NO_ONE;
}

/** The rule as the audit log keeps it: `none`, `turns`, or the one person's address. */
export const ruleDetail = (rule: NewLeadRuleChoice): string =>
  rule.to === "one" ? rule.email : rule.to;

/** Saves an admin's choice; whether it differs from the rule before. */
export async function saveNewLeadRule(db: Db, rule: NewLeadRuleChoice): Promise<boolean> {
  if (ruleDetail(await readNewLeadRule(db)) === ruleDetail(rule)) return false;
  await writeSetting(db, RULE_KEY, JSON.stringify(rule));
  return true;
}

/**
 * The accounts in the order turns go round: by address, compared here rather than by the
 * database, whose order of text differs between SQLite and PostgreSQL.
 */
export const turnOrder = <T extends { email: string }>(accounts: readonly T[]): T[] =>
  [...accounts].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));

/**
 * Whose turn is next among `ordered` addresses: the first after whoever had the last one (their
 * account removed since or not), else the first.
 */
export function nextInTurn(ordered: readonly string[], last: string | undefined) {
  return (last === undefined ? undefined : ordered.find((email) => email > last)) ?? ordered[0];
}

export const lastTurn = (db: Db) => readSetting(db, LAST_TURN_KEY);

/** Who the rule gives a new lead to, a turn taken; null for no one. */
async function ownerByRule(trx: Db): Promise<string | null> {
  const rule = await readNewLeadRule(trx);
  if (rule.to === "none") return null;
  // A named person whose account was removed gets nothing: the account page says so.
  if (rule.to === "one") return (await isStaff(trx, rule.email)) ? rule.email : null;
  // Two leads at once on PostgreSQL would read the same last turn; SQLite runs one at a time.
  await lockUntilCommit(trx, LAST_TURN_KEY);
  const accounts = turnOrder(await trx.selectFrom("staff").select("email").execute());
  const next = nextInTurn(
    accounts.map(({ email }) => email),
    await lastTurn(trx),
  );
  if (next === undefined) return null;
  await writeSetting(trx, LAST_TURN_KEY, next);
  return next;
}

/**
 * The agency's rule applied to a lead just stored, in its transaction (src/app/endpoints.ts
 * hands it to the lead forms' endpoint and the scheduler's webhook): its owner given, as the
 * rule's doing, and the audit log's entry.
 */
export const assignByNewLeadRule: NewLeadRule = async (trx, { id, at }) => {
  const owner = await ownerByRule(trx);
  if (!owner) return;
  await assignLead(trx, { leadId: id, owner, by: NEW_LEAD_RULE_ACTOR, at });
  await recordAudit(
    trx,
    { actor: NEW_LEAD_RULE_ACTOR, action: "assigned", leadId: id, detail: owner },
    null,
    new Date(at),
  );
};
