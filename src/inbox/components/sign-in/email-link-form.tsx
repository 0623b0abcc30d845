import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { CsrfField } from "@/inbox/components/shared/csrf-field";

export type EmailLinkFormProps = {
  copy: InboxCopy["signIn"];
  csrf: string;
  next: string;
  /** What was typed, when it was not an address. */
  invalid?: string;
};

export function EmailLinkForm({ copy, csrf, next, invalid }: EmailLinkFormProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const action =
    next === INBOX_PATHS.home
      ? INBOX_PATHS.signIn
      : `${INBOX_PATHS.signIn}?next=${encodeURIComponent(next)}`;
  return (
    <form method="post" action={action} noValidate={false}>
      <CsrfField token={csrf} />
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {copy.emailLabel}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-500">
        {copy.emailHint}
      </p>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="username webauthn"
        defaultValue={invalid}
        aria-invalid={invalid !== undefined ? true : undefined}
        aria-describedby={invalid !== undefined ? `${errorId} ${hintId}` : hintId}
        className="mt-2 block h-12 w-full rounded-control border border-ink-200 bg-white px-4 text-base text-ink-900 hover:border-ink-300 aria-invalid:border-red-600"
      />
      {invalid !== undefined ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {copy.invalidEmail}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" className="mt-4 w-full">
        {copy.emailSubmit}
      </Button>
    </form>
  );
}
