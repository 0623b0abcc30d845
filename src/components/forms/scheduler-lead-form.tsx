import { useEffect, useState, type SubmitEvent } from "react";
import { Button } from "@/components/ui/button";
import { readAttribution } from "@/lib/attribution";
import { EMAIL_PATTERN, PHONE_PATTERN, type FormPlace } from "@/lib/lead-fields";
import {
  readSchedulerLead,
  schedulerLeadInput,
  schedulerLeadUrl,
  type SchedulerLead,
  type SchedulerLeadField,
  type SchedulerLeadKind,
  valueIn,
} from "@/lib/scheduler-lead";
import { LEAD_PREFILL_KEY, localStore, writeStorage } from "@/lib/storage-keys";
import { estimateSent } from "@/lib/carried-estimate";
import { FormField, TextAreaField } from "./form-field";
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
);

type AnyField = SchedulerLeadField<"home"> | SchedulerLeadField<"contact">;

/** How each field is asked for; limits match the lead API's. */
const INPUTS = {
  name: { autoComplete: "name", required: true, maxLength: 100 },
  email: {
    type: "email",
    autoComplete: "email",
    required: true,
    maxLength: 254,
    pattern: EMAIL_PATTERN,
  },
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
 * The answers to keep, what the request adds to the form's own fields (a home request's message
 * with the calculator's estimate below it, when there is one) and the scheduler page to open.
 */
function submissionOf(
  props: SchedulerLeadFormProps,
  form: HTMLFormElement,
  estimate: string | null,
): {
  lead: SchedulerLead<"home"> | SchedulerLead<"contact">;
  fields: Record<string, string>;
  url: string;
} {
  const attribution = readAttribution();
  if (props.kind === "home") {
    const lead = readSchedulerLead("home", valueIn(form));
    const { message } = props.copy.lead;
    return {
      lead,
      fields: estimate ? { message: `${message}\n\n${estimate}` } : {},
      url: schedulerLeadUrl("home", props.schedulerUrl, lead, attribution),
    };
  }
  const lead = readSchedulerLead("contact", valueIn(form));
  return {
    lead,
    fields: {},
    url: schedulerLeadUrl("contact", props.schedulerUrl, lead, attribution),
  };
}

/**
 * A form that ends on the scheduler (the home page's growth plan, /contact). A submit (once the
 * browser's own validation has passed) keeps the answers under lead_prefill, records the lead
 * with a keep-alive request that never holds up the page, and goes to the scheduler with the
 * answers and the visit's utm parameters.
 *
 * Before its script wakes, and without one, the form posts itself to the lead API, which stores
 * the lead and sends the visitor on: from the home page to the same scheduler page, from
 * /contact to the thank-you page.
 */
export function SchedulerLeadForm(props: SchedulerLeadFormProps) {
  const { kind, copy, apiBaseUrl, place, labelledBy } = props;
  const submitLead = useLeadSubmitter();
  const [redirecting, setRedirecting] = useState(false);
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
    const { lead, fields, url } = submissionOf(props, form, estimate);
    setRedirecting(true);
    writeStorage(localStore, LEAD_PREFILL_KEY, JSON.stringify(lead));
    void submitLead(form, { fields, keepalive: true });
    estimateSent();
    window.location.assign(url);
  };

  return (
    <LeadForm
      api={{ baseUrl: apiBaseUrl, endpoint: "/api/contact" }}
      kind={kind}
      place={place}
      fixed={props.kind === "home" ? props.copy.lead : {}}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="relative grid gap-5 sm:grid-cols-2"
    >
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
    </LeadForm>
  );
}
