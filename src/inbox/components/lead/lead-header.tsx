import { ArrowLeftIcon, MailIcon, PhoneIcon } from "@/components/ui/icons";
import { buttonStyle } from "@/components/ui/button-styles";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import type { Lead } from "@/server/db/schema";
import { InboxTime } from "@/inbox/components/shared/inbox-time";
import { leadName } from "@/inbox/lead-name";
import { StatusBadge } from "@/inbox/components/shared/status-badge";

export type LeadHeaderProps = {
  lead: Lead;
  copy: InboxCopy;
  formName: string;
  zone: string;
  /** Where its back link goes: the leads, or for a suspected submission its folder or trash. */
  back: { href: string; label: string };
};

/** Who the lead is, where it stands, and the two ways to answer it. */
export function LeadHeader({ lead, copy, formName, zone, back }: LeadHeaderProps) {
  const phone = lead.phone?.replace(/[^\d+]/g, "");
  return (
    <div className="space-y-4">
      <a
        href={back.href}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-600 hover:text-ink-900"
      >
        <ArrowLeftIcon />
        {back.label}
      </a>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-ink-900 sm:text-3xl">
              {leadName(lead)}
            </h1>
            {lead.suspected ? null : (
              <span data-status-part="badge">
                <StatusBadge status={lead.status} label={copy.statuses[lead.status]} />
              </span>
            )}
          </div>
          <p className="mt-1 wrap-anywhere text-ink-600">
            {[lead.practice, formName].filter(Boolean).join(" · ")} ·{" "}
            <InboxTime iso={lead.created_at} zone={zone} />
          </p>
        </div>
        <div className="flex gap-2">
          <a href={`mailto:${lead.email}`} className={buttonStyle("primary", "md")}>
            <MailIcon className="size-5" />
            {copy.lead.emailThem}
          </a>
          {phone ? (
            <a href={`tel:${phone}`} className={buttonStyle("secondary", "md")}>
              <PhoneIcon />
              {copy.lead.callThem}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
