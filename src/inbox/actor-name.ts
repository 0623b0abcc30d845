import { SCHEDULER_ACTOR } from "@/leads/booking-lead";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { COMMAND_LINE_ACTOR, type StaffNames } from "./auth/staff";

/** Who gives a new lead its owner, when the agency has chosen someone or everyone in turn. */
export const NEW_LEAD_RULE_ACTOR = "new-lead-rule";

/** The actors that are no one's account, as the inbox names them. */
export type ActorWords = Pick<InboxCopy, "scheduler" | "newLeadRule"> & {
  audit: Pick<InboxCopy["audit"], "commandLine">;
};

/**
 * Who did something: the scheduler's webhook, the new-lead rule or the command line by their
 * names in the inbox's words, a staff member by their name where `names` has it, else by their
 * email.
 */
export function actorName(actor: string, words: ActorWords, names: StaffNames = {}): string {
  if (actor === SCHEDULER_ACTOR) return words.scheduler;
  if (actor === NEW_LEAD_RULE_ACTOR) return words.newLeadRule;
  if (actor === COMMAND_LINE_ACTOR) return words.audit.commandLine;
  return names[actor] ?? actor;
}
