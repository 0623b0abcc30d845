import type { ContactPage } from "@/content/schemas/copy/contact";
import type { HomePage } from "@/content/schemas/copy/home";
import type { LandingPage } from "@/content/schemas/copy/landing";
import type { LeadFormsCopy } from "./lead-forms";

/**
 * Each scheduler form's words as its island takes them from its page's form copy: only those it
 * shows or sends, since an island's props are written into the page.
 */
export const schedulerFormCopy = {
  home: ({ fields, submit, submitting, lead, estimateAttached }: HomePage["leadForm"]) => ({
    fields,
    submit,
    submitting,
    lead,
    estimateAttached,
  }),
  contact: ({ fields, messageHint, submit, submitting }: ContactPage["form"]) => ({
    fields,
    messageHint,
    submit,
    submitting,
  }),
  landing: (
    { fields, sms, submit, submitting, note, error }: LandingPage["form"],
    { businessTypes, landingInbox }: LeadFormsCopy,
  ) => ({
    fields,
    smsLabel: sms.label,
    submit,
    submitting,
    note,
    error,
    businessTypes,
    inbox: landingInbox,
  }),
};

export type SchedulerFormCopy = {
  [Kind in keyof typeof schedulerFormCopy]: ReturnType<(typeof schedulerFormCopy)[Kind]>;
};
