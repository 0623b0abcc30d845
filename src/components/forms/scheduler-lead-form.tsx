import { useEffect, useState, type ReactNode, type Ref, type SubmitEvent } from "react";
import { Button } from "@/components/ui/button";
import type { LandingPage } from "@/content/landing";
import type { LeadFormsCopy } from "@/content/lead-forms";
import { readAttribution } from "@/leads/attribution";
import { estimateSent, type CarriedEstimate } from "@/leads/carried-estimate";
import { landingInboxText, type LandingInboxWords } from "@/leads/landing-lead";
import {
  LEAD_FIELD_RULES,
  leadInputAttributes,
  type LeadFieldName,
  type LeadFieldRule,
} from "@/leads/field-rules";
import type { FormPlace } from "@/leads/fields";
import {
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
import { LEAD_PREFILL_KEY, localStore, writeStorage } from "@/lib/storage-keys";
import { LEAD_ENDPOINT_PATHS } from "@/leads/submit-lead";
import { FormField, SelectField, TextAreaField } from "./form-field";
import { LeadForm } from "./lead-form";
import { useCarriedEstimate } from "./use-carried-estimate";
import { useLeadSubmitter } from "./use-lead-submitter";

type FieldLabels<K extends SchedulerLeadKind> = Record<SchedulerLeadField<K>, string> & {
  optional: string;
};

type SharedCopy = { submit: string; submitting: string };

export type SchedulerLeadFormProps = {
  schedulerUrl: string;
  apiBaseUrl: string;
  /** The form's page and place, where a visitor with answers to fix is sent back. */
  place: FormPlace;
  /** The form's accessible name: the id of its heading. */
  labelledBy: string;
} & (
  | {
      kind: "home";
      /** `lead`: what the agency's inbox shows for these leads (never on the page). */
      copy: SharedCopy & {
        fields: FieldLabels<"home">;
        lead: { subject: string; message: string };
        /** Shown once the calculator's estimate goes with the request. */
        estimateAttached: string;
      };
    }
  | {
      kind: "contact";
      /** `messageHint`: the line under the message asking for no health information. */
      copy: SharedCopy & { fields: FieldLabels<"contact">; messageHint: string };
    }
  | {
      kind: "landing";
      /** `error`: the alert after a failed request; `inbox`: the lead's words for the agency. */
      copy: SharedCopy &
        Pick<LandingPage["form"], "fields" | "note" | "error"> &
        Pick<LeadFormsCopy, "businessTypes"> & { smsLabel: string; inbox: LandingInboxWords };
      /**
       * The SMS disclosure, drawn on the server: the page's `smsDisclosure` slot, optional only
       * in the type, as Astro hands a named slot over as a prop its checker cannot see.
       */
      smsDisclosure?: ReactNode;
    }
);

/** One of the form's fields as the page shows it. */
type Control = {
  field: LeadFieldName;
  id: string;
  name: string;
  label: string;
  required: boolean;
  /** A line under a multi-line field, read with it. */
  hint?: string;
  /** A drop-down's first, empty choice, and the answers it offers. */
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

/** The fields in their order on the page, each with its label and its copy's hint or placeholder. */
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

/** Lines a multi-line field shows. */
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
 * What the script sends besides the form's fields: the landing lead's subject and message, a
 * home request's message with the estimate below it, and the estimate's numbers when it goes
 * with the lead (always from home, from another while its text is still in the answers).
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
 * A form that ends on the scheduler (home, /contact, /landing: SCHEDULER_LEAD_FORMS), validated
 * by the browser from the fields' rules. Home and /contact leave at once, keeping the answers
 * under lead_prefill and sending a keep-alive request; /landing waits for the lead to be stored,
 * and alerts with the phone on a refusal. Without its script the form posts itself to the API.
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
    const toScheduler = () =>
      window.location.assign(schedulerLeadUrl(kind, schedulerUrl, lead, readAttribution()));
    setSending(true);
    if (form.leaves === "at once") {
      writeStorage(localStore, LEAD_PREFILL_KEY, JSON.stringify(lead));
      void submitLead(element, { fields, keepalive: true });
      estimateSent();
      toScheduler();
      return;
    }
    try {
      const result = await submitLead(element, { fields });
      if (result.ok) {
        estimateSent();
        toScheduler();
        return;
      }
      console.error(`The ${kind} lead was not accepted by the lead API.`);
      if ("error" in copy) window.alert(copy.error);
    } finally {
      setSending(false);
    }
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
