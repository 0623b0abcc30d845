"use client";

import { useState, type FormEvent } from "react";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useLeadSubmitter } from "@/components/forms/use-lead-submitter";

function values(event: FormEvent<HTMLFormElement>) {
  const data = new FormData(event.currentTarget);
  return {
    name: String(data.get("name") ?? ""),
    email: String(data.get("email") ?? ""),
    subject: "Test request",
    message: "Sent from the test page",
  };
}

/** Two forms: one that waits for the answer, one that leaves the page as it sends. */
export function FixtureForms({ apiBaseUrl }: { apiBaseUrl: string }) {
  const submitStandard = useLeadSubmitter({ apiBaseUrl, endpoint: "/api/contact" });
  const submitLeaving = useLeadSubmitter({ apiBaseUrl, endpoint: "/api/contact" });
  const [result, setResult] = useState("");

  return (
    <div className="mt-8 grid gap-10 md:grid-cols-2">
      <form
        aria-label="Standard"
        className="relative space-y-3"
        onSubmit={async (event) => {
          event.preventDefault();
          const outcome = await submitStandard(
            { ...values(event), form: "contact" },
            { form: event.currentTarget },
          );
          setResult(outcome.ok ? `ok:${outcome.id}` : "failed");
        }}
      >
        <HoneypotField />
        <label className="block">
          Name <input name="name" className="border" defaultValue="Dana Whitfield" />
        </label>
        <label className="block">
          Email{" "}
          <input
            name="email"
            type="email"
            className="border"
            defaultValue="dana@brightsmile.example"
          />
        </label>
        <button type="submit" className="border px-3 py-1">
          Send and wait
        </button>
        <output data-result={result}>{result}</output>
      </form>
      <form
        aria-label="Leaving"
        className="relative space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submitLeaving(
            { ...values(event), form: "home" },
            { form: event.currentTarget, keepalive: true },
          );
          window.location.assign(new URL("/thank-you", window.location.href));
        }}
      >
        <HoneypotField />
        <label className="block">
          Name <input name="name" className="border" defaultValue="Lee Park" />
        </label>
        <label className="block">
          Email{" "}
          <input
            name="email"
            type="email"
            className="border"
            defaultValue="lee@parkvision.example"
          />
        </label>
        <button type="submit" className="border px-3 py-1">
          Send and leave
        </button>
      </form>
    </div>
  );
}
