import { clsx } from "clsx";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { Button } from "@/components/ui/button";
import { confirmationId, EMAIL_PATTERN, type EmailOnlyForm, type FormPlace } from "@/leads/fields";
import { LeadForm } from "./lead-form";
import { useLeadSubmitter } from "./use-lead-submitter";

export type EmailCaptureFormProps = {
  apiBaseUrl: string;
  /**
   * Everything the lead carries besides the visitor's email: fixed texts from content, and the
   * document asked for (a download's or a case study's slug), which the visitor's email sends.
   */
  lead: {
    form: EmailOnlyForm;
    name: string;
    subject: string;
    message: string;
    document: string;
  };
  place: FormPlace;
  copy: {
    label: string;
    placeholder: string;
    submit: string;
    sending: string;
    success: string;
    note: string;
  };
  tone?: "light" | "dark";
  labelledBy?: string;
};

type Status = "idle" | "sending" | "sent";

/**
 * An email-only request (a service page's case study, a blog download): idle, then sending, then
 * the confirmation in place of the form. A refused or failed request quietly returns it to idle
 * (docs/product.md, "How things behave" and "When something goes wrong"). Before its script wakes,
 * and without one, the form posts itself; the lead API sends the visitor back to this page at the
 * confirmation, which the page shows while the address points at it (`:target`), in place of the
 * form.
 */
export function EmailCaptureForm({
  apiBaseUrl,
  lead,
  place,
  copy,
  tone = "light",
  labelledBy,
}: EmailCaptureFormProps) {
  const submitLead = useLeadSubmitter();
  const [status, setStatus] = useState<Status>("idle");
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const inputId = useId();
  const noteId = useId();
  const dark = tone === "dark";
  const { form, ...fixed } = lead;

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
    const { ok } = await submitLead(form);
    setStatus(ok ? "sent" : "idle");
  }

  const confirmation = clsx(
    "rounded-control px-5 py-4 font-semibold outline-none",
    dark ? "bg-white/10 text-white" : "bg-teal-50 text-teal-700",
  );

  return (
    <div aria-live="polite">
      {status === "sent" ? (
        <p ref={confirmationRef} tabIndex={-1} data-email-capture-sent="" className={confirmation}>
          {copy.success}
        </p>
      ) : (
        <>
          <p
            id={confirmationId(place.anchor)}
            tabIndex={-1}
            data-email-capture-sent=""
            // Landed on from the lead API, it shows in the middle of the screen, under its heading.
            className={clsx("peer hidden scroll-mt-[40vh] target:block", confirmation)}
          >
            {copy.success}
          </p>
          <LeadForm
            api={{ baseUrl: apiBaseUrl, endpoint: "/api/contact" }}
            kind={form}
            place={place}
            fixed={fixed}
            onSubmit={onSubmit}
            className="relative peer-target:hidden"
            aria-labelledby={labelledBy}
            aria-describedby={noteId}
          >
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
                pattern={EMAIL_PATTERN}
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
          </LeadForm>
        </>
      )}
    </div>
  );
}
