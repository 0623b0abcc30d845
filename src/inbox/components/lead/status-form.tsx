import { Button } from "@/components/ui/button";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import { LEAD_STATUSES, type Lead } from "@/server/db/schema";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import type { LeadView } from "@/inbox/server/lead-page";
import { inboxTime } from "@/server/time-zone";
import { LINE_CONTROL } from "@/inbox/components/shared/control";

export type StatusFormProps = {
  lead: Lead;
  /** The person's choice refused on a stale page, kept to save again. */
  refused: LeadView["refusedStatus"];
  action: string;
  copy: InboxCopy;
  csrf: string;
  zone: string;
  /** Who set it, as the page names people (actorName). */
  nameOf: (actor: string) => string;
};

/** The lead's status, who set it and when, and the form to move it on. */
export function StatusForm({ lead, refused, action, copy, csrf, zone, nameOf }: StatusFormProps) {
  const text = copy.lead.status;
  return (
    <form method="post" action={action} className="space-y-4" data-status-form="">
      <CsrfField token={csrf} />
      <input type="hidden" name="action" value="status" />
      {/* The version this page shows: a save from it is refused once another has come first. */}
      <div data-status-part="version" hidden>
        <input type="hidden" name="version" value={lead.version} />
      </div>
      <p className="text-sm text-ink-600" data-status-part="set-by">
        {lead.status_by && lead.status_at
          ? fillTemplate(text.setBy, {
              status: copy.statuses[lead.status],
              who: nameOf(lead.status_by),
              when: inboxTime(lead.status_at, zone),
            })
          : text.untouched}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <label htmlFor="lead-status" className="block text-sm font-semibold text-ink-800">
            {text.label}
          </label>
          <select
            id="lead-status"
            name="status"
            data-lead-status=""
            defaultValue={refused?.problem === "stale" ? refused.wanted : lead.status}
            className={`mt-1.5 w-full ${LINE_CONTROL}`}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" className="h-11">
          {text.save}
        </Button>
      </div>
    </form>
  );
}
