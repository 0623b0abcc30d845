import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { LeadEmailChoice } from "@/server/db/schema";
import { ChoiceForm } from "./choice-form";

export type LeadEmailsFormProps = {
  choice: LeadEmailChoice;
  copy: InboxCopy["account"]["leadEmails"];
  csrf: string;
  /** LEAD_EMAIL_TO's addresses; none where the server sends no email. */
  agencyAddresses: readonly string[];
};

/** From the most email to none. */
const SHOWN: readonly LeadEmailChoice[] = ["all", "mine", "none"];

/** The signed-in account's choice of which new leads are emailed to it. */
export function LeadEmailsForm({ choice, copy, csrf, agencyAddresses }: LeadEmailsFormProps) {
  return (
    <ChoiceForm
      form="lead-emails"
      csrf={csrf}
      legend={copy.label}
      name="lead-emails"
      choices={SHOWN.map((value) => ({ value, ...copy.choices[value] }))}
      chosen={choice}
      save={copy.save}
    >
      <p className="text-sm break-words text-ink-600">
        {agencyAddresses.length
          ? fillTemplate(copy.agencyList, { addresses: agencyAddresses.join(", ") })
          : copy.noMail}
      </p>
    </ChoiceForm>
  );
}
