import { z } from "zod";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { Db } from "@/server/db/client";
import { LEAD_EMAIL_CHOICES, NEW_LEAD_RULE_KINDS, type LeadEmailChoice } from "@/server/db/schema";
import { isAdmin } from "../auth/roles";
import { isStaff, leadEmailsOf, setLeadEmails, staffChoices } from "../auth/staff";
import { auditRequest } from "./audit";
import type { InboxLocals } from "./locals";
import {
  lastTurn,
  nextInTurn,
  readNewLeadRule,
  ruleDetail,
  saveNewLeadRule,
  turnOrder,
  type NewLeadRuleChoice,
} from "./new-lead-rule";
import { redirect } from "./redirect";

/** The account page's forms about leads, each with its panel's anchor to return to. */
export const ACCOUNT_LEAD_FORMS = ["lead-emails", "new-lead-rule"] as const;
export type AccountLeadForm = (typeof ACCOUNT_LEAD_FORMS)[number];

export const isAccountLeadForm = (action: unknown): action is AccountLeadForm =>
  ACCOUNT_LEAD_FORMS.some((form) => form === action);

/** A form not applied: one that could not be read (422), or the rule sent by a staff account (403). */
export type AccountFormRefusal = { form: AccountLeadForm; problem: "unreadable" | "admin-only" };

export type RuleAccount = { email: string; name: string };

export type NewLeadRuleView = {
  rule: NewLeadRuleChoice;
  /** Every account, in the order turns go round. */
  accounts: RuleAccount[];
  /** With turns: who gets the next lead. */
  next: RuleAccount | undefined;
  /** With one person: theirs; undefined once their account is removed (new leads go to no one). */
  person: RuleAccount | undefined;
};

export type LeadSettingsView = {
  leadEmails: LeadEmailChoice;
  newLeadRule: NewLeadRuleView;
};

async function newLeadRuleView(db: Db): Promise<NewLeadRuleView> {
  const [rule, staff, last] = await Promise.all([
    readNewLeadRule(db),
    staffChoices(db),
    lastTurn(db),
  ]);
  const accounts = turnOrder(staff);
  const byEmail = (email: string | undefined) =>
    accounts.find((account) => account.email === email);
  return {
    rule,
    accounts,
    next:
      rule.to === "turns"
        ? byEmail(
            nextInTurn(
              accounts.map(({ email }) => email),
              last,
            ),
          )
        : undefined,
    person: rule.to === "one" ? byEmail(rule.email) : undefined,
  };
}

/** The signed-in account's choice of lead emails, and where new leads go. */
export async function leadSettingsView(inbox: InboxLocals): Promise<LeadSettingsView> {
  const [leadEmails, newLeadRule] = await Promise.all([
    leadEmailsOf(inbox.db, inbox.signedIn?.staff.id ?? ""),
    newLeadRuleView(inbox.db),
  ]);
  return { leadEmails, newLeadRule };
}

const saved = (form: AccountLeadForm) => redirect(`${INBOX_PATHS.account}?notice=${form}#${form}`);

const leadEmailsChoice = z.enum(LEAD_EMAIL_CHOICES);
const ruleKind = z.enum(NEW_LEAD_RULE_KINDS);

/** The rule a form asks for; undefined when it cannot be read or names no account. */
async function ruleOf(db: Db, form: FormData): Promise<NewLeadRuleChoice | undefined> {
  const kind = ruleKind.safeParse(form.get("rule"));
  if (!kind.success) return undefined;
  if (kind.data !== "one") return { to: kind.data };
  const email = String(form.get("person") ?? "")
    .trim()
    .toLowerCase();
  return (await isStaff(db, email)) ? { to: "one", email } : undefined;
}

/**
 * One of the account page's forms about leads: the signed-in account's own lead emails, or (an
 * admin's) where new leads go, recorded in the audit log when it changes. Done, a redirect to the
 * page saying so; refused, why.
 */
export async function applyAccountLeadForm(
  request: Request,
  form: FormData,
  which: AccountLeadForm,
  inbox: InboxLocals,
): Promise<Response | AccountFormRefusal> {
  if (which === "lead-emails") {
    const choice = leadEmailsChoice.safeParse(form.get("lead-emails"));
    if (!choice.success) return { form: which, problem: "unreadable" };
    await setLeadEmails(inbox.db, inbox.signedIn?.staff.id ?? "", choice.data);
    return saved(which);
  }
  if (!isAdmin(inbox.signedIn)) return { form: which, problem: "admin-only" };
  const rule = await ruleOf(inbox.db, form);
  if (!rule) return { form: which, problem: "unreadable" };
  if (await saveNewLeadRule(inbox.db, rule)) {
    await auditRequest(request, inbox, {
      action: "new-lead-rule-changed",
      detail: ruleDetail(rule),
    });
  }
  return saved(which);
}
