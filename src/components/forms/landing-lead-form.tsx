import { useState, type SubmitEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { LandingPage } from "@/content/landing";
import { readAttribution } from "@/lib/attribution";
import { landingInboxText } from "@/lib/landing-lead";
import { BUSINESS_TYPES, EMAIL_PATTERN, PHONE_PATTERN, type FormPlace } from "@/lib/lead-fields";
import {
  readSchedulerLead,
  schedulerLeadInput,
  schedulerLeadUrl,
  valueIn,
} from "@/lib/scheduler-lead";
import { estimateSent } from "@/lib/carried-estimate";
import { FormField, SelectField, TextAreaField } from "./form-field";
import { LeadForm } from "./lead-form";
import { useCarriedEstimate } from "./use-carried-estimate";
import { useLeadSubmitter } from "./use-lead-submitter";

export type LandingLeadFormProps = {
  copy: Pick<LandingPage["form"], "fields" | "submit" | "submitting" | "note" | "error"> & {
    smsLabel: string;
  };
  /**
   * The SMS disclosure under the box, drawn on the server (it links to Privacy and Terms): the
   * page's `smsDisclosure` slot. Optional only in the type: Astro hands a named slot to a React
   * component as a prop, which its checker cannot see.
   */
  smsDisclosure?: ReactNode;
  schedulerUrl: string;
  apiBaseUrl: string;
  /** The form's page and place, where a visitor with answers to fix is sent back. */
  place: FormPlace;
  /** The form's accessible name: the id of its heading. */
  labelledBy: string;
};

const SMS_DISCLOSURE_ID = "sms-disclosure";
/** docs/product.md §7: where a landing lead comes from. */
const LANDING_SOURCE = "landing_page";
/** The lead API's limit for the notes. */
const NOTES_MAX_LENGTH = 500;

/**
 * The landing page's lead form. Validation is the browser's own; limits match the lead API's. A
 * submit sends the answers (the SMS box's value is not among them) with docs/product.md's subject
 * and message and the visit's tracking fields to the lead API and waits: on any ok answer the
 * browser goes to the scheduler with the answers and utm tags; on a refusal or a network error it
 * logs it and alerts the visitor with the phone number. The button is disabled meanwhile, and
 * enabled again in any case.
 *
 * Before its script wakes, and without one, the form posts itself to the lead API, which stores
 * the lead and sends the visitor on to the same scheduler page.
 */
export function LandingLeadForm({
  copy,
  smsDisclosure,
  schedulerUrl,
  apiBaseUrl,
  place,
  labelledBy,
}: LandingLeadFormProps) {
  const submitLead = useLeadSubmitter();
  const [submitting, setSubmitting] = useState(false);
  const { fields } = copy;
  const { field: notesField } = useCarriedEstimate(NOTES_MAX_LENGTH);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const lead = readSchedulerLead("landing", valueIn(form));
    setSubmitting(true);
    try {
      const result = await submitLead(form, { fields: landingInboxText(lead) });
      if (result.ok) {
        estimateSent();
        window.location.assign(schedulerLeadUrl("landing", schedulerUrl, lead, readAttribution()));
        return;
      }
      console.error("The landing lead was not accepted by the lead API.");
      window.alert(copy.error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <LeadForm
      api={{ baseUrl: apiBaseUrl, endpoint: "/api/landing-contact" }}
      kind="landing"
      place={place}
      fixed={{ source: LANDING_SOURCE }}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <FormField
        {...schedulerLeadInput("landing", "fullName")}
        label={fields.fullName}
        autoComplete="name"
        required
        minLength={2}
        maxLength={100}
      />
      <FormField
        {...schedulerLeadInput("landing", "email")}
        label={fields.email}
        type="email"
        pattern={EMAIL_PATTERN}
        autoComplete="email"
        required
        maxLength={254}
      />
      <FormField
        {...schedulerLeadInput("landing", "phone")}
        label={fields.phone}
        type="tel"
        autoComplete="tel"
        required
        pattern={PHONE_PATTERN}
        maxLength={40}
      />
      <SelectField
        {...schedulerLeadInput("landing", "businessType")}
        label={fields.businessType}
        placeholder={fields.businessTypePlaceholder}
        options={BUSINESS_TYPES}
        required
      />
      <TextAreaField
        {...schedulerLeadInput("landing", "notes")}
        label={fields.notes}
        optionalLabel={fields.optional}
        hint={fields.notesHint}
        ref={notesField}
        maxLength={NOTES_MAX_LENGTH}
        rows={3}
        className="sm:col-span-2"
      />
      {/* No name either: the box is ticked by default and its value is never sent. */}
      <div className="rounded-control border border-ink-100 bg-ink-50 p-4 sm:col-span-2">
        <div className="flex items-start gap-3">
          <input
            id="smsConfirmation"
            type="checkbox"
            defaultChecked
            aria-describedby={SMS_DISCLOSURE_ID}
            className="mt-0.5 size-5 shrink-0 accent-bolt-600"
          />
          <label htmlFor="smsConfirmation" className="text-[0.9375rem] font-semibold text-ink-900">
            {copy.smsLabel}
          </label>
        </div>
        <p
          id={SMS_DISCLOSURE_ID}
          className="mt-2 pl-8 text-[0.8125rem] leading-relaxed text-ink-600"
        >
          {smsDisclosure}
        </p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? copy.submitting : copy.submit}
        </Button>
        <p className="mt-4 text-center text-sm text-ink-600">{copy.note}</p>
      </div>
    </LeadForm>
  );
}
