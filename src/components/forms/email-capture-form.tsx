import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { Button } from "@/components/ui/button";
import type { LeadForm } from "@/lib/lead-fields";
import { HoneypotField } from "./honeypot-field";
import { useLeadSubmitter } from "./use-lead-submitter";

export type EmailCaptureFormProps = {
  apiBaseUrl: string;
  /** Everything the lead carries besides the visitor's email: fixed texts from content. */
  lead: {
    form: Extract<LeadForm, "case-study" | "lead-magnet">;
    name: string;
    subject: string;
    message: string;
  };
  copy: {
    label: string;
    placeholder: string;
    submit: string;
    sending: string;
    success: string;
    note: string;
  };
  tone?: "light" | "dark";
  /** The id of the heading that names the form (several on one page each name their own). */
  labelledBy?: string;
};

type Status = "idle" | "sending" | "sent";

/**
 * An email-only request (a service page's case study, a blog download): idle, then sending, then
 * the confirmation in place of the form. A refused or failed request quietly returns it to idle
 * (SPEC.md §4, §8).
 */
export function EmailCaptureForm({
  apiBaseUrl,
  lead,
  copy,
  tone = "light",
  labelledBy,
}: EmailCaptureFormProps) {
  const submitLead = useLeadSubmitter({ apiBaseUrl, endpoint: "/api/contact" });
  const [status, setStatus] = useState<Status>("idle");
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const inputId = useId();
  const noteId = useId();
  const dark = tone === "dark";

  useEffect(() => {
    // The form and its focused button are gone: the confirmation takes the focus.
    if (status === "sent") confirmationRef.current?.focus();
  }, [status]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!email || status !== "idle") return;
    setStatus("sending");
    const { ok } = await submitLead({ ...lead, email }, { form });
    setStatus(ok ? "sent" : "idle");
  }

  return (
    <div aria-live="polite">
      {status === "sent" ? (
        <p
          ref={confirmationRef}
          tabIndex={-1}
          data-email-capture-sent=""
          className={
            dark
              ? "rounded-control bg-white/10 px-5 py-4 font-semibold text-white outline-none"
              : "rounded-control bg-teal-50 px-5 py-4 font-semibold text-teal-700 outline-none"
          }
        >
          {copy.success}
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          className="relative"
          aria-labelledby={labelledBy}
          aria-describedby={noteId}
        >
          <HoneypotField />
          <label
            htmlFor={inputId}
            className={
              dark
                ? "block text-sm font-semibold text-white"
                : "block text-sm font-semibold text-ink-900"
            }
          >
            {copy.label}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id={inputId}
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={copy.placeholder}
              className="h-14 w-full min-w-0 rounded-control border border-ink-200 bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-bolt-500 sm:flex-1"
            />
            <Button type="submit" size="lg" disabled={status === "sending"}>
              {status === "sending" ? copy.sending : copy.submit}
            </Button>
          </div>
          <p
            id={noteId}
            className={dark ? "mt-3 text-sm text-ink-300" : "mt-3 text-sm text-ink-500"}
          >
            {copy.note}
          </p>
        </form>
      )}
    </div>
  );
}
