import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { buttonStyle } from "@/components/ui/button-styles";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { LEAD_STATUSES, type LeadStatus } from "@/server/db/schema";
import type { LeadCount } from "@/leads/server/record/lead-list";
import { TemplateText } from "@/leads/server/template-text";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { fillTemplate } from "@/lib/text/fill-template";
import type { StaffChoice, StaffNames } from "@/inbox/auth/staff";
import {
  MAX_AT_ONCE,
  type ManyAsked,
  type ManyConfirmation,
  type ManyNotice,
  type ManyRefusal,
} from "@/inbox/server/change-many";
import { SecondStep } from "@/inbox/components/shared/second-step";
import { Notice } from "@/inbox/components/shared/notice";
import { CsrfField } from "@/inbox/components/shared/csrf-field";
import { BAR_CONTROL } from "@/inbox/components/shared/control";
import { LeadTally } from "@/inbox/components/shared/lead-tally";
import { ChosenNotices } from "./chosen-notices";

export type ChangeManyFormProps = {
  copy: InboxCopy;
  csrf: string;
  /** The list's address: where the answer goes back to, and the filters "all under" reads. */
  list: string;
  staff: readonly StaffChoice[];
  /** Leads under the filters now, offered as the other choice; none: only those chosen. */
  total?: LeadCount;
  /** The change asked before, chosen again. */
  asked?: ManyAsked;
  /** The list of leads, each with its box (LeadTable's `choose`). */
  children: ReactNode;
};

const count = new Intl.NumberFormat("en-US");
/** A field's name: above it on a phone, before it on its line from md up (the scope's, unseen). */
const label = "text-sm font-semibold text-ink-700";

/**
 * A status or an owner for many leads in one step: the leads chosen in the list, or all under its
 * filters (the server asks to confirm how many first). A plain form, scripts or not; from md up
 * one line above the list, wrapping where it must.
 */
export function ChangeManyForm({
  copy,
  csrf,
  list,
  staff,
  total,
  asked,
  children,
}: ChangeManyFormProps) {
  const text = copy.changeMany;
  return (
    <form method="post" action={INBOX_PATHS.changeMany} data-chosen-form="" className="space-y-2">
      <CsrfField token={csrf} />
      <input type="hidden" name="list" value={list} />
      <div
        role="group"
        aria-label={text.actions}
        className="flex flex-wrap items-center gap-x-5 gap-y-3 rounded-card border border-ink-100 bg-white px-4 py-3 shadow-card md:py-2"
      >
        {total !== undefined ? (
          <fieldset className="text-sm">
            <legend className={`${label} float-left mb-1.5 w-full md:sr-only`}>
              {text.scope.label}
            </legend>
            <div className="clear-left flex flex-wrap gap-x-4 gap-y-1">
              <label className="flex min-h-6 items-center gap-2">
                <input type="radio" name="scope" value="chosen" defaultChecked className="size-4" />
                {text.scope.chosen}
              </label>
              <label className="flex min-h-6 items-center gap-2">
                <input type="radio" name="scope" value="filtered" className="size-4" />
                <span>
                  <TemplateText
                    text={text.scope.filtered}
                    values={{ count: <LeadTally count={total} more={copy.leads.countMore} /> }}
                  />
                </span>
              </label>
            </div>
          </fieldset>
        ) : null}
        <div className="flex flex-wrap items-end gap-2 md:items-center">
          <label htmlFor="many-status" className={`${label} w-full md:w-auto`}>
            {text.status}
          </label>
          <select
            id="many-status"
            name="to-status"
            defaultValue={asked?.kind === "status" ? asked.to : "contacted"}
            className={BAR_CONTROL}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {copy.statuses[status]}
              </option>
            ))}
          </select>
          <Button type="submit" name="change" value="status" size="sm">
            {text.setStatus}
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-2 md:items-center">
          <label htmlFor="many-owner" className={`${label} w-full md:w-auto`}>
            {text.owner}
          </label>
          <select
            id="many-owner"
            name="to-owner"
            defaultValue={asked?.kind === "owner" ? asked.to : ""}
            className={`max-w-48 min-w-0 ${BAR_CONTROL}`}
          >
            <option value="">{text.noOne}</option>
            {staff.map((member) => (
              <option key={member.email} value={member.email}>
                {member.name}
              </option>
            ))}
          </select>
          <Button type="submit" name="change" value="owner" variant="secondary" size="sm">
            {text.setOwner}
          </Button>
        </div>
      </div>
      {children}
    </form>
  );
}

export type ChangeManyNoticesProps = {
  notice: ManyNotice | ManyRefusal;
  copy: InboxCopy;
  names: StaffNames;
};

/** What a change to many did (how many, to what), and why the rest were not changed. */
export function ChangeManyNotices({ notice, copy, names }: ChangeManyNoticesProps) {
  const text = copy.changeMany;
  if (typeof notice === "string") return <Notice tone="problem">{text.refused[notice]}</Notice>;
  return (
    <ChosenNotices
      counts={notice}
      words={{ done: text.done[notice.kind], moved: text.moved, gone: text.gone }}
      values={{ to: changedTo(notice, copy, names) }}
    />
  );
}

/** The status or owner a change to many gives, in words. */
export const changedTo = (asked: ManyAsked, copy: InboxCopy, names: StaffNames): string =>
  asked.kind === "status"
    ? copy.statuses[asked.to as LeadStatus]
    : asked.to
      ? (names[asked.to] ?? asked.to)
      : copy.changeMany.noOne;

export type ChangeManyConfirmProps = {
  confirmation: ManyConfirmation;
  copy: InboxCopy;
  names: StaffNames;
  csrf: string;
};

/**
 * A change to all under the filters, asked to confirm: how many there are now, and a button that
 * changes those, each as it is now; or why there is nothing to confirm.
 */
export function ChangeManyConfirm({ confirmation, copy, names, csrf }: ChangeManyConfirmProps) {
  const { asked, list, leads, tooMany } = confirmation;
  const text = copy.changeMany.confirm;
  if (tooMany || !leads.length) {
    return (
      <div className="space-y-3">
        <Notice tone="problem">
          {tooMany ? fillTemplate(text.tooMany, { max: count.format(MAX_AT_ONCE) }) : text.none}
        </Notice>
        <a href={list} className={buttonStyle("secondary", "sm")}>
          {text.cancel}
        </a>
      </div>
    );
  }
  return (
    <SecondStep
      action={INBOX_PATHS.changeMany}
      fields={{
        list,
        change: asked.kind,
        [asked.kind === "status" ? "to-status" : "to-owner"]: asked.to,
        lead: leads.map(({ id, version }) => `${id}:${version}`),
      }}
      heading={fillTemplate(text[asked.kind], {
        count: count.format(leads.length),
        to: changedTo(asked, copy, names),
      })}
      body={text.after}
      confirm={text.yes}
      cancel={{ href: list, label: text.cancel }}
      csrf={csrf}
    />
  );
}
