import type { ComponentProps } from "react";
import {
  formPlaceValue,
  RETURN_TO_FIELD,
  type FormPlace,
  type LeadForm as LeadFormKind,
} from "@/leads/fields";
import type { LeadEndpointPath } from "@/leads/submit-lead";
import { HoneypotField } from "./honeypot-field";

export type LeadFormProps = Omit<ComponentProps<"form">, "method" | "action"> & {
  /** The lead API's origin (empty for the site's own) and the endpoint the form posts to. */
  api: { baseUrl: string; endpoint: LeadEndpointPath };
  kind: LeadFormKind;
  place: FormPlace;
  /** Fields the visitor does not fill, sent as they are: an inbox subject, a fixed name. */
  fixed?: Readonly<Record<string, string>>;
};

/**
 * A lead form as plain HTML: it posts to the lead API by itself, with the honeypot and the fields
 * the API needs besides the visitor's answers, so it works before its script arrives and
 * without one. A script only adds to it (onSubmit).
 */
export function LeadForm({ api, kind, place, fixed = {}, children, ...form }: LeadFormProps) {
  return (
    <form method="post" action={`${api.baseUrl}${api.endpoint}`} data-lead-form={kind} {...form}>
      <HoneypotField />
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name={RETURN_TO_FIELD} value={formPlaceValue(place)} />
      {Object.entries(fixed).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
