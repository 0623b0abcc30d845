import type { ReactNode } from "react";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { NEW_LEAD_RULE_KINDS, type NewLeadRuleKind } from "@/server/db/schema";
import type { NewLeadRuleView } from "@/inbox/server/account-settings";
import { ChoiceForm } from "./choice-form";
import { LINE_CONTROL } from "@/inbox/components/shared/control";

type RuleCopy = InboxCopy["account"]["newLeadRule"];

export type NewLeadRuleProps = { view: NewLeadRuleView; copy: RuleCopy };

/** Everyone with an account, in the order turns go round, whoever gets the next lead marked. */
function TurnOrder({ view, copy }: NewLeadRuleProps) {
  return (
    <ol className="mt-3 flex flex-wrap gap-2">
      {view.accounts.map((account, index) => (
        <li
          key={account.email}
          className="inline-flex max-w-full items-center gap-2 rounded-full border border-ink-100 bg-white py-1 pr-3 pl-1 text-sm text-ink-800"
        >
          <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-50 text-xs font-semibold text-ink-600 tabular-nums">
            {index + 1}
          </span>
          <span className="truncate">{account.name}</span>
          {account.email === view.next?.email ? (
            <span className="rounded-full bg-bolt-600 px-2 py-0.5 text-xs font-semibold text-white">
              {copy.next}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Where new leads go, in words: what a staff account, which cannot change it, sees. */
export function NewLeadRuleSummary({ view, copy }: NewLeadRuleProps) {
  const { rule, person } = view;
  return (
    <div>
      <p className="font-semibold text-ink-900">
        {rule.to === "one"
          ? person
            ? fillTemplate(copy.now.one, { name: person.name })
            : copy.now.none
          : copy.now[rule.to]}
      </p>
      {rule.to === "turns" ? <TurnOrder view={view} copy={copy} /> : null}
    </div>
  );
}

export type NewLeadRuleFormProps = NewLeadRuleProps & { csrf: string };

/** An admin's choice of where new leads go: no one, each account in turn, or one person. */
export function NewLeadRuleForm({ view, copy, csrf }: NewLeadRuleFormProps) {
  const more = {
    none: null,
    turns: <TurnOrder view={view} copy={copy} />,
    one: (
      <div className="mt-3">
        <label htmlFor="new-lead-person" className="sr-only">
          {copy.person}
        </label>
        <select
          id="new-lead-person"
          name="person"
          defaultValue={view.person?.email}
          className={`w-full max-w-md ${LINE_CONTROL}`}
        >
          {view.accounts.map((account) => (
            <option key={account.email} value={account.email}>
              {fillTemplate(copy.personOption, account)}
            </option>
          ))}
        </select>
      </div>
    ),
  } satisfies Record<NewLeadRuleKind, ReactNode>;
  return (
    <ChoiceForm
      form="new-lead-rule"
      csrf={csrf}
      legend={copy.label}
      name="rule"
      choices={NEW_LEAD_RULE_KINDS.map((kind) => ({
        value: kind,
        ...copy.choices[kind],
        more: more[kind],
      }))}
      // A person whose account is gone gets nothing: the rule is no one's until chosen again.
      chosen={view.rule.to === "one" && !view.person ? "none" : view.rule.to}
      save={copy.save}
    />
  );
}
