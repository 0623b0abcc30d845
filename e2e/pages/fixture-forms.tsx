import { useState, type SubmitEvent, type ReactNode } from "react";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadSubmitter } from "@/components/forms/use-lead-submitter";

type FixtureFormProps = {
  label: string;
  person: { name: string; email: string };
  onSubmit: (event: SubmitEvent<HTMLFormElement>, values: { name: string; email: string }) => void;
  children?: ReactNode;
};

function FixtureForm({ label, person, onSubmit, children }: FixtureFormProps) {
  return (
    <form
      aria-label={label}
      className="relative space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit(event, { name: String(data.get("name")), email: String(data.get("email")) });
      }}
    >
      <HoneypotField />
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
    </form>
  );
}

const message = { subject: "Test request", message: "Sent from the test page" };

/** Two forms: one that waits for the answer, one that leaves the page as it sends. */
export function FixtureForms({ apiBaseUrl }: { apiBaseUrl: string }) {
  const submitStandard = useLeadSubmitter({ apiBaseUrl, endpoint: "/api/contact" });
  const submitLeaving = useLeadSubmitter({ apiBaseUrl, endpoint: "/api/contact" });
  const [result, setResult] = useState("");

  return (
    <div className="mt-8 grid gap-10 md:grid-cols-2">
      <FixtureForm
        label="Standard"
        person={{ name: "Dana Whitfield", email: "dana@brightsmile.example" }}
        onSubmit={async (event, values) => {
          const outcome = await submitStandard(
            { ...values, ...message, form: "contact" },
            { form: event.currentTarget },
          );
          setResult(outcome.ok ? `ok:${outcome.id}` : "failed");
        }}
      >
        <output data-result={result}>{result}</output>
      </FixtureForm>
      <FixtureForm
        label="Leaving"
        person={{ name: "Lee Park", email: "lee@parkvision.example" }}
        onSubmit={(event, values) => {
          void submitLeaving(
            { ...values, ...message, form: "home" },
            { form: event.currentTarget, keepalive: true },
          );
          window.location.assign(new URL("/thank-you", window.location.href));
        }}
      />
    </div>
  );
}
