import { useState, type ReactNode } from "react";
import { LeadForm } from "@/components/forms/lead-form";
import { useLeadSubmitter } from "@/components/forms/use-lead-submitter";
import type { LeadForm as LeadFormKind } from "@/leads/fields";

type FixtureFormProps = {
  apiBaseUrl: string;
  label: string;
  kind: LeadFormKind;
  person: { name: string; email: string };
  onSubmit: (form: HTMLFormElement) => void;
  children?: ReactNode;
};

const message = { subject: "Test request", message: "Sent from the test page" };

function FixtureForm({ apiBaseUrl, label, kind, person, onSubmit, children }: FixtureFormProps) {
  return (
    <LeadForm
      api={{ baseUrl: apiBaseUrl, endpoint: "/api/contact" }}
      kind={kind}
      place={{ page: "/e2e/lead-form", anchor: label.toLowerCase() }}
      fixed={message}
      aria-label={label}
      className="relative space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <label className="block">
        Name <input name="name" className="border" defaultValue={person.name} />
      </label>
      <label className="block">
        Email <input name="email" type="email" className="border" defaultValue={person.email} />
      </label>
      <button type="submit" className="border px-3 py-1">
        {label === "Standard" ? "Send and wait" : "Send and leave"}
      </button>
      {children}
    </LeadForm>
  );
}

/** Two forms: one that waits for the answer, one that leaves the page as it sends. */
export function FixtureForms({ apiBaseUrl }: { apiBaseUrl: string }) {
  const submitStandard = useLeadSubmitter();
  const submitLeaving = useLeadSubmitter();
  const [result, setResult] = useState("");

  return (
    <div className="mt-8 grid gap-10 md:grid-cols-2">
      <FixtureForm
        apiBaseUrl={apiBaseUrl}
        label="Standard"
        kind="contact"
        person={{ name: "Dana Whitfield", email: "dana@brightsmile.example" }}
        onSubmit={async (form) => {
          const outcome = await submitStandard(form);
          setResult(outcome.ok ? `ok:${outcome.id}` : "failed");
        }}
      >
        <output data-result={result}>{result}</output>
      </FixtureForm>
      <FixtureForm
        apiBaseUrl={apiBaseUrl}
        label="Leaving"
        kind="home"
        person={{ name: "Lee Park", email: "lee@parkvision.example" }}
        onSubmit={(form) => {
          void submitLeaving(form, { keepalive: true });
          window.location.assign(new URL("/thank-you", window.location.href));
        }}
      />
    </div>
  );
}
