import { Button } from "@/components/ui/button";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { Lead } from "@/server/db/schema";
import type { StaffChoice } from "@/inbox/auth/staff";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import type { LeadView } from "@/inbox/server/lead-page";
import { inboxTime } from "@/server/time-zone";
import { LINE_CONTROL } from "@/inbox/components/shared/control";

export type OwnerFormProps = {
  lead: Lead;
  staff: readonly StaffChoice[];
  /** The signed-in staff member's address: Assign to me shows unless the lead is theirs. */
  me: string;
  /** The person's choice refused, kept to save again. */
  refused: LeadView["refusedOwner"];
  action: string;
  copy: InboxCopy;
  csrf: string;
  zone: string;
  /** Who it is, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/** Who works the lead, who gave it to them and when, and the form to give it to someone else. */
export function OwnerForm({
  lead,
  staff,
  me,
  refused,
  action,
  copy,
  csrf,
  zone,
  nameOf,
}: OwnerFormProps) {
  const text = copy.lead.owner;
  const given = lead.owner_by && lead.owner_at ? { by: lead.owner_by, at: lead.owner_at } : null;
  const chosen = refused && "wanted" in refused ? refused.wanted : lead.owner;
  // An owner whose account has gone is still shown as theirs, by address, until someone changes it.
  const choices = [...staff];
  for (const email of [lead.owner, chosen]) {
    if (email && !choices.some((member) => member.email === email)) {
      choices.push({ email, name: email });
    }
  }
  const ownerLine = () => {
    if (!given) return text.untouched;
    const when = inboxTime(given.at, zone);
    if (!lead.owner) return fillTemplate(text.takenBack, { who: nameOf(given.by), when });
    if (lead.owner === given.by)
      return fillTemplate(text.took, { owner: nameOf(lead.owner), when });
    return fillTemplate(text.setBy, { owner: nameOf(lead.owner), who: nameOf(given.by), when });
  };
  return (
    <form method="post" action={action} className="space-y-4">
      <CsrfField token={csrf} />
      <input type="hidden" name="action" value="assign" />
      {/* Kept current when the status is saved in place, like the status form's own. */}
      <div data-status-part="owner-version" hidden>
        <input type="hidden" name="version" value={lead.version} />
      </div>
      <p className="text-sm text-ink-600">{ownerLine()}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <label htmlFor="lead-owner" className="block text-sm font-semibold text-ink-800">
            {text.label}
          </label>
          <select
            id="lead-owner"
            name="owner"
            defaultValue={chosen ?? ""}
            className={`mt-1.5 w-full ${LINE_CONTROL}`}
          >
            <option value="">{text.nobody}</option>
            {choices.map((member) => (
              <option key={member.email} value={member.email}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" className="h-11">
            {text.save}
          </Button>
          {lead.owner !== me && (
            <Button type="submit" name="take" value="me" variant="secondary" className="h-11">
              {text.take}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
