import { useEffect, useState, type ReactNode, type Ref, type SubmitEvent } from "react";
import { Button } from "@/components/ui/button";
import { readAttribution } from "@/leads/attribution";
import { estimateSent, type CarriedEstimate } from "@/leads/carried-estimate";
import { type FormPlace } from "@/leads/fields";
import {
  LEAD_FIELD_RULES,
  leadInputAttributes,
  type LeadFieldName,
  type LeadFieldRule,
} from "@/leads/field-rules";
import {
  landingInboxText,
  readSchedulerLead,
  SCHEDULER_LEAD_FORMS,
  schedulerLeadInput,
  schedulerLeadLayout,
  schedulerLeadRequired,
  schedulerLeadUrl,
  valueIn,
  type SchedulerLead,
  type SchedulerLeadField,
  type SchedulerLeadFormSpec,
  type SchedulerLeadKind,
} from "@/leads/scheduler-lead";
import type { SchedulerFormCopy } from "@/leads/copy/scheduler-forms";
import { LEAD_PREFILL_KEY, localStore, writeStorage } from "@/lib/storage-keys";
import { LEAD_ENDPOINT_PATHS } from "@/leads/submit-lead";
import { FormField, SelectField, TextAreaField } from "./form-field";
import { LeadForm } from "./lead-form";
import { useCarriedEstimate } from "./use-carried-estimate";
import { useLeadSubmitter } from "./use-lead-submitter";

type FieldLabels<K extends SchedulerLeadKind> = Record<SchedulerLeadField<K>, string> & {
  optional: string;
};

export type SchedulerLeadFormProps = {
  schedulerUrl: string;
  apiBaseUrl: string;
  place: FormPlace;
  labelledBy: string;
} & (
  | { kind: "home"; copy: SchedulerFormCopy["home"] }
  | { kind: "contact"; copy: SchedulerFormCopy["contact"] }
  | {
      kind: "landing";
      copy: SchedulerFormCopy["landing"];
      /** The page's `smsDisclosure` slot (optional: see SchedulerWidget's `fallback`). */
      smsDisclosure?: ReactNode;
    }
);

type Control = {
  field: LeadFieldName;
  id: string;
  name: string;
  label: string;
  required: boolean;
  hint?: string;
  placeholder?: string;
  options?: readonly string[];
};

type Extras = Partial<Record<LeadFieldName, Pick<Control, "hint" | "placeholder" | "options">>>;

function controls<K extends SchedulerLeadKind>(
  kind: K,
  labels: FieldLabels<K>,
  extras: Extras = {},
): Control[] {
  return schedulerLeadLayout(kind).map((field) => ({
    field,
    ...schedulerLeadInput(kind, field),
    label: labels[field],
    required: schedulerLeadRequired(kind, field),
    ...extras[field],
  }));
}

function controlsOf(props: SchedulerLeadFormProps): Control[] {
  switch (props.kind) {
    case "home":
      return controls("home", props.copy.fields);
    case "contact":
      return controls("contact", props.copy.fields, { message: { hint: props.copy.messageHint } });
    case "landing": {
      const { fields, businessTypes } = props.copy;
      return controls("landing", fields, {
        businessType: { placeholder: fields.businessTypePlaceholder, options: businessTypes },
        notes: { hint: fields.notesHint },
      });
    }
  }
}

const ROWS: Partial<Record<LeadFieldName, number>> = { message: 5, notes: 3 };

/**
 * A field's control, its attributes from its rule so the browser checks what the API will: a
 * drop-down, a text area (which takes a carried estimate) or an input.
 */
function LeadControl({
  control: { field, required, hint, placeholder = "", options = [], ...named },
  optionalLabel,
  estimateField,
}: {
  control: Control;
  optionalLabel: string;
  estimateField: Ref<HTMLTextAreaElement>;
}) {
  const rule: LeadFieldRule = LEAD_FIELD_RULES[field];
  const attributes = leadInputAttributes(field, required);
  const optional = required ? undefined : optionalLabel;
  if (rule.choice) {
    return (
      <SelectField
        {...named}
        placeholder={placeholder}
        options={options}
        required={required}
        optionalLabel={optional}
      />
    );
  }
  if (rule.lines === "multi") {
    return (
      <TextAreaField
        ref={estimateField}
        {...named}
        {...attributes}
        rows={ROWS[field]}
        optionalLabel={optional}
        hint={hint}
        className="sm:col-span-2"
      />
    );
  }
  return <FormField {...named} {...attributes} optionalLabel={optional} />;
}

/**
 * What the script sends besides the form's own fields: the landing lead's subject and message (the
 * lead API stores its own), a home request's message with the calculator's estimate below it, and
 * the estimate's numbers (for the visitor's email) when it goes with the lead: always from the
 * home form, from another while its text is still in the answers.
 */
function sentWith(
  props: SchedulerLeadFormProps,
  lead: SchedulerLead<SchedulerLeadKind>,
  estimate: CarriedEstimate | null,
): Record<string, string> {
  const goes =
    estimate &&
    (props.kind === "home" || Object.values(lead).some((answer) => answer.includes(estimate.note)));
  const numbers: Record<string, string> = goes ? { estimate: JSON.stringify(estimate.inputs) } : {};
  if (props.kind === "landing") {
    return { ...landingInboxText(lead, props.copy.inbox), ...numbers };
  }
  if (props.kind === "home" && estimate) {
    return { message: `${props.copy.lead.message}\n\n${estimate.note}`, ...numbers };
  }
  return numbers;
}

const SMS_DISCLOSURE_ID = "sms-disclosure";

/** The landing form's SMS box: ticked by default, and with no name, so its value is never sent. */
function SmsConfirmation({ label, disclosure }: { label: string; disclosure: ReactNode }) {
  return (
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
          {label}
        </label>
      </div>
      <p id={SMS_DISCLOSURE_ID} className="mt-2 pl-8 text-[0.8125rem] leading-relaxed text-ink-600">
        {disclosure}
      </p>
    </div>
  );
}

/**
 * A form of SCHEDULER_LEAD_FORMS, which says what its script does with a refusal and where it goes
 * without its script. Its own part: the browser validates the fields from their rules, the button
 * is disabled while a request is under way, and the visitor goes on to the scheduler, with the
 * stored lead's id, once the lead is stored; a landing request that is refused or fails alerts the
 * visitor (copy.error) and enables the button again.
 */
export function SchedulerLeadForm(props: SchedulerLeadFormProps) {
  const { kind, copy, schedulerUrl, apiBaseUrl, place, labelledBy } = props;
  const form: SchedulerLeadFormSpec = SCHEDULER_LEAD_FORMS[kind];
  const submitLead = useLeadSubmitter();
  const [sending, setSending] = useState(false);
  const { estimate, field: estimateField } = useCarriedEstimate();

  // Coming back from the scheduler restores the page from the back-forward cache: ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const lead = readSchedulerLead(kind, valueIn(element));
    const fields = sentWith(props, lead, estimate);
    setSending(true);
    // Kept alive: a visitor who leaves before the answer still leaves a lead.
    const result = await submitLead(element, { fields, keepalive: true });
    if (result.ok) {
      if (form.keepsPrefill) writeStorage(localStore, LEAD_PREFILL_KEY, JSON.stringify(lead));
      estimateSent();
      window.location.assign(
        schedulerLeadUrl(kind, schedulerUrl, lead, readAttribution(), result.id),
      );
      return;
    }
    console.error(`The ${kind} lead was not accepted by the lead API.`);
    if (form.refused === "posted") {
      // As without a script: the API answers the browser with what to fix, or takes it this time.
      element.submit();
      return;
    }
    if ("error" in copy) window.alert(copy.error);
    setSending(false);
  }

  const button = (className: string) => (
    <Button type="submit" size="lg" disabled={sending} className={className}>
      {sending ? copy.submitting : copy.submit}
    </Button>
  );

  return (
    <LeadForm
      api={{ baseUrl: apiBaseUrl, endpoint: LEAD_ENDPOINT_PATHS[form.endpoint] }}
      kind={kind}
      place={place}
      fixed={{ ...form.fixed, ...(props.kind === "home" ? props.copy.lead : {}) }}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {controlsOf(props).map((control) => (
        <LeadControl
          key={control.field}
          control={control}
          optionalLabel={copy.fields.optional}
          estimateField={estimateField}
        />
      ))}
      {props.kind === "landing" ? (
        <>
          <SmsConfirmation label={props.copy.smsLabel} disclosure={props.smsDisclosure} />
          <div className="sm:col-span-2">
            {button("w-full")}
            <p className="mt-4 text-center text-sm text-ink-600">{props.copy.note}</p>
          </div>
        </>
      ) : (
        <>
          {props.kind === "home" && estimate ? (
            <p className="rounded-control bg-teal-50 px-4 py-3 text-sm text-teal-700 sm:col-span-2">
              {props.copy.estimateAttached}
            </p>
          ) : null}
          {button("w-full sm:col-span-2")}
        </>
      )}
    </LeadForm>
  );
}
