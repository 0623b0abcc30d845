"use client";

import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import type { HomePage } from "@/content/home";
import { readAttribution } from "@/lib/attribution";
import {
  getFormTarget,
  HOME_LEAD_INPUTS,
  homeLeadSchedulerUrl,
  readHomeLead,
} from "@/lib/home-lead";
import { PHONE_PATTERN } from "@/lib/lead-fields";
import { LEAD_PREFILL_KEY, localStore, writeStorage } from "@/lib/storage-keys";
import { FormField, type FormFieldProps } from "./form-field";
import { HoneypotField } from "./honeypot-field";
import { useLeadSubmitter } from "./use-lead-submitter";

export type HomeLeadFormProps = {
  copy: Pick<HomePage["leadForm"], "fields" | "submit" | "submitting" | "lead">;
  schedulerUrl: string;
  apiBaseUrl: string;
  /** The form's accessible name: the id of its heading. */
  labelledBy: string;
};

/**
 * The fields, with SPEC.md's names as their ids; each input is named for the scheduler's
 * parameter it fills (HOME_LEAD_INPUTS). Limits match the lead API's.
 */
const FIELDS = [
  { field: "name", id: "full_name", autoComplete: "name", required: true, maxLength: 100 },
  {
    field: "email",
    id: "work_email",
    type: "email",
    autoComplete: "email",
    required: true,
    maxLength: 254,
  },
  {
    field: "practice",
    id: "practice_name",
    autoComplete: "organization",
    required: true,
    maxLength: 200,
  },
  {
    field: "phone",
    id: "phone",
    type: "tel",
    autoComplete: "tel",
    required: false,
    pattern: PHONE_PATTERN,
    maxLength: 40,
  },
] as const satisfies ReadonlyArray<
  { field: keyof typeof HOME_LEAD_INPUTS } & Omit<FormFieldProps, "label" | "name">
>;

/**
 * The home page's growth-plan form. It is a GET form to the scheduler whose inputs carry the
 * scheduler's own names (name, email, a1, a2), so it works without JavaScript. With JavaScript,
 * a submit (once the browser's own validation has passed) keeps the answers under lead_prefill,
 * records the lead with a keep-alive request that never holds up the page, and goes to the
 * scheduler with the visit's utm parameters added.
 */
export function HomeLeadForm({ copy, schedulerUrl, apiBaseUrl, labelledBy }: HomeLeadFormProps) {
  const submitLead = useLeadSubmitter({ apiBaseUrl, endpoint: "/api/contact" });
  const [redirecting, setRedirecting] = useState(false);
  const target = getFormTarget(schedulerUrl);

  // Coming back from the scheduler restores the page from the back-forward cache: ready again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redirecting) return;
    const form = event.currentTarget;
    const lead = readHomeLead(new FormData(form));
    setRedirecting(true);
    writeStorage(localStore, LEAD_PREFILL_KEY, JSON.stringify(lead));
    void submitLead(
      {
        name: lead.name,
        email: lead.email,
        phone: lead.phone || undefined,
        practice: lead.practice,
        subject: copy.lead.subject,
        message: copy.lead.message,
        form: "home",
      },
      { form, keepalive: true },
    );
    window.location.assign(homeLeadSchedulerUrl(schedulerUrl, lead, readAttribution()));
  };

  return (
    <form
      method="get"
      action={target.action}
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      className="relative grid gap-5 sm:grid-cols-2"
      data-home-lead-form=""
    >
      <HoneypotField />
      {target.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {FIELDS.map(({ field, ...input }) => (
        <FormField
          key={field}
          name={HOME_LEAD_INPUTS[field]}
          label={copy.fields[field]}
          optionalLabel={input.required ? undefined : copy.fields.optional}
          {...input}
        />
      ))}
      <Button type="submit" size="lg" disabled={redirecting} className="w-full sm:col-span-2">
        {redirecting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
