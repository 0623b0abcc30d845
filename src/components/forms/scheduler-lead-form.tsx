import { useEffect, useState, type SubmitEvent } from "react";
import { Button } from "@/components/ui/button";
import { readAttribution } from "@/lib/attribution";
import { PHONE_PATTERN } from "@/lib/lead-fields";
import type { ContactLeadInput } from "@/lib/lead-schemas";
import {
  contactLeadPayload,
  getFormTarget,
  homeLeadPayload,
  readSchedulerLead,
  schedulerLeadInput,
  schedulerLeadUrl,
  type SchedulerLeadField,
  type SchedulerLeadKind,
  valueIn,
} from "@/lib/scheduler-lead";
import { LEAD_PREFILL_KEY, localStore, writeStorage } from "@/lib/storage-keys";
import { estimateSent } from "@/lib/carried-estimate";
import { FormField, TextAreaField } from "./form-field";
import { HoneypotField } from "./honeypot-field";
import { useCarriedEstimate } from "./use-carried-estimate";
import { useLeadSubmitter } from "./use-lead-submitter";

type FieldLabels<K extends SchedulerLeadKind> = Record<SchedulerLeadField<K>, string> & {
  optional: string;
};

type SharedCopy = { submit: string; submitting: string };

export type SchedulerLeadFormProps = {
  schedulerUrl: string;
  apiBaseUrl: string;
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
);

type AnyField = SchedulerLeadField<"home"> | SchedulerLeadField<"contact">;

/** How each field is asked for; limits match the lead API's. */
const INPUTS = {
  name: { autoComplete: "name", required: true, maxLength: 100 },
  email: { type: "email", autoComplete: "email", required: true, maxLength: 254 },
  practice: { autoComplete: "organization", required: true, maxLength: 200 },
  phone: {
    type: "tel",
    autoComplete: "tel",
    required: false,
    pattern: PHONE_PATTERN,
    maxLength: 40,
  },
  subject: { required: true, maxLength: 200 },
  message: { required: true, maxLength: 2000 },
} as const satisfies Record<AnyField, object>;

/** The order on the page; the message spans the form's width. */
const LAYOUT = {
  home: ["name", "email", "practice", "phone"],
  contact: ["name", "email", "phone", "subject", "message"],
} as const satisfies { [K in "home" | "contact"]: readonly SchedulerLeadField<K>[] };

/** The fields in their order on the page, each with its label, id and (scheduler) name. */
function controlsOf(props: SchedulerLeadFormProps) {
  return props.kind === "home"
    ? LAYOUT.home.map((field) => ({
        field,
        label: props.copy.fields[field],
        ...schedulerLeadInput("home", field),
      }))
    : LAYOUT.contact.map((field) => ({
        field,
        label: props.copy.fields[field],
        ...schedulerLeadInput("contact", field),
      }));
}

/**
 * The answers to keep, the lead to record and the scheduler page to open. A home request carries
 * the calculator's estimate, when there is one, below its fixed message.
 */
function submissionOf(
  props: SchedulerLeadFormProps,
  form: HTMLFormElement,
  estimate: string | null,
) {
  const attribution = readAttribution();
  if (props.kind === "home") {
    const lead = readSchedulerLead("home", valueIn(form));
    const { subject, message } = props.copy.lead;
    return {
      lead,
      payload: homeLeadPayload(lead, {
        subject,
        message: estimate ? `${message}\n\n${estimate}` : message,
      }),
      url: schedulerLeadUrl("home", props.schedulerUrl, lead, attribution),
    };
  }
  const lead = readSchedulerLead("contact", valueIn(form));
  return {
    lead,
    payload: contactLeadPayload(lead) satisfies ContactLeadInput,
    url: schedulerLeadUrl("contact", props.schedulerUrl, lead, attribution),
  };
}

/**
 * A form that ends on the scheduler (the home page's growth plan, /contact). It is a GET form to
 * the scheduler whose inputs carry the scheduler's own names, so it works without JavaScript.
 * With JavaScript, a submit (once the browser's own validation has passed) keeps the answers
 * under lead_prefill, records the lead with a keep-alive request that never holds up the page,
 * and goes to the scheduler with the visit's utm parameters added.
 */
export function SchedulerLeadForm(props: SchedulerLeadFormProps) {
  const { kind, copy, schedulerUrl, apiBaseUrl, labelledBy } = props;
  const submitLead = useLeadSubmitter({ apiBaseUrl, endpoint: "/api/contact" });
  const [redirecting, setRedirecting] = useState(false);
  const target = getFormTarget(schedulerUrl);
  const messageHint = props.kind === "contact" ? props.copy.messageHint : undefined;
  const { note: estimate, field: messageField } = useCarriedEstimate(INPUTS.message.maxLength);

  // Coming back from the scheduler restores the page from the back-forward cache: ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redirecting) return;
    const form = event.currentTarget;
    const { lead, payload, url } = submissionOf(props, form, estimate);
    setRedirecting(true);
    writeStorage(localStore, LEAD_PREFILL_KEY, JSON.stringify(lead));
    void submitLead(payload, { form, keepalive: true });
    estimateSent();
    window.location.assign(url);
  };

  return (
    <form
      method="get"
      action={target.action}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="relative grid gap-5 sm:grid-cols-2"
      data-scheduler-lead-form={kind}
    >
      <HoneypotField />
      {target.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {controlsOf(props).map(({ field, ...control }) => {
        const optionalLabel = INPUTS[field].required ? undefined : copy.fields.optional;
        return field === "message" ? (
          <TextAreaField
            key={field}
            ref={messageField}
            {...control}
            {...INPUTS.message}
            rows={5}
            optionalLabel={optionalLabel}
            hint={messageHint}
            className="sm:col-span-2"
          />
        ) : (
          <FormField key={field} {...control} {...INPUTS[field]} optionalLabel={optionalLabel} />
        );
      })}
      {props.kind === "home" && estimate ? (
        <p className="rounded-control bg-teal-50 px-4 py-3 text-sm text-teal-700 sm:col-span-2">
          {props.copy.estimateAttached}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={redirecting} className="w-full sm:col-span-2">
        {redirecting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
