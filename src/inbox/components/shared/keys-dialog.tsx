import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { buttonStyle } from "@/components/ui/button-styles";

const HEADING_ID = "inbox-keys-heading";

/**
 * The inbox's keys and what each does: a dialog the inbox's script opens on `?` or from
 * KeysButton (inbox-keys.client.ts), closed by Esc or its button. Without scripts the keys do
 * nothing, and it never shows.
 */
export function KeysDialog({ copy }: { copy: InboxCopy["keys"] }) {
  return (
    <dialog
      data-keys-dialog=""
      aria-labelledby={HEADING_ID}
      className="m-auto w-[calc(100%-2.5rem)] max-w-md rounded-card bg-white p-6 text-ink-900 shadow-lift backdrop:bg-ink-900/40"
    >
      <h2 id={HEADING_ID} className="text-lg font-bold tracking-tight">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{copy.intro}</p>
      <dl className="mt-4 divide-y divide-ink-100 text-sm">
        {copy.list.map(({ key, does }) => (
          <div key={key} className="flex items-center gap-4 py-2">
            <dt className="w-16 shrink-0">
              <kbd className="inline-flex min-w-8 justify-center rounded-md border border-ink-200 bg-ink-50 px-2 py-0.5 font-sans text-xs font-semibold text-ink-800 shadow-[inset_0_-1px_0_var(--color-ink-200)]">
                {key}
              </kbd>
            </dt>
            <dd className="text-ink-700">{does}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-5 flex justify-end">
        <button type="submit" className={buttonStyle("secondary", "sm")}>
          {copy.close}
        </button>
      </form>
    </dialog>
  );
}

/** Opens KeysDialog; hidden until the inbox's script can. */
export function KeysButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-keys-open=""
      hidden
      className="inline-flex h-9 items-center gap-2 rounded-control px-2.5 text-sm font-semibold text-ink-600 hover:bg-white hover:text-ink-900"
    >
      {label}
      <kbd
        aria-hidden="true"
        className="rounded border border-ink-200 bg-white px-1.5 font-sans text-xs text-ink-600"
      >
        ?
      </kbd>
    </button>
  );
}
