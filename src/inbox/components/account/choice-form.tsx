import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { AccountLeadForm } from "@/inbox/server/account-settings";
import { CsrfField } from "@/inbox/components/shared/csrf-field";

export type Choice = {
  value: string;
  label: string;
  hint: string;
  /** Under the hint: what the choice takes besides (a person to choose), or shows. */
  more?: ReactNode;
};

export type ChoiceFormProps = {
  /** Which of the account page's forms it is (its `action` field). */
  form: AccountLeadForm;
  csrf: string;
  legend: string;
  /** The radio buttons' name. */
  name: string;
  choices: readonly Choice[];
  chosen: string;
  save: string;
  /** Between the choices and the button. */
  children?: ReactNode;
};

/** One of a form's radio buttons as a card: its label, a line under it, the card marked when chosen. */
function ChoiceCard({ name, choice, checked }: { name: string; choice: Choice; checked: boolean }) {
  const id = `${name}-${choice.value}`;
  return (
    <div className="flex gap-3 rounded-control border border-ink-100 bg-white p-4 transition-colors has-[>input:checked]:border-bolt-300 has-[>input:checked]:bg-bolt-50">
      <input
        id={id}
        type="radio"
        name={name}
        value={choice.value}
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-bolt-600"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="font-semibold text-ink-900">
          {choice.label}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-600">
          {choice.hint}
        </p>
        {choice.more}
      </div>
    </div>
  );
}

/** A form of the account page that makes one choice among a few, as plain HTML. */
export function ChoiceForm(props: ChoiceFormProps) {
  const { form, csrf, legend, name, choices, chosen, save, children } = props;
  return (
    <form method="post" action={INBOX_PATHS.account} className="space-y-5">
      <CsrfField token={csrf} />
      <input type="hidden" name="action" value={form} />
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink-800">{legend}</legend>
        <div className="grid gap-3">
          {choices.map((choice) => (
            <ChoiceCard
              key={choice.value}
              name={name}
              choice={choice}
              checked={choice.value === chosen}
            />
          ))}
        </div>
      </fieldset>
      {children}
      <Button type="submit" variant="secondary">
        {save}
      </Button>
    </form>
  );
}
