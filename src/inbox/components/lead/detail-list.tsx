import type { InboxCopy } from "@/content/schemas/copy/inbox";

export type DetailListProps = {
  rows: readonly (readonly [label: string, value: string | null])[];
  copy: InboxCopy["lead"]["copyAddress"];
};

const WEB_ADDRESS = /^https?:\/\/\S+$/;

/** Labelled values, those with nothing to show left out. */
export function DetailList({ rows, copy }: DetailListProps) {
  const shown = rows.filter((row): row is readonly [string, string] => !!row[1]);
  return (
    <dl className="divide-y divide-ink-100">
      {shown.map(([label, value]) => (
        <div
          key={label}
          className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4"
        >
          <dt className="text-sm font-semibold text-ink-600">{label}</dt>
          <dd className="text-[0.9375rem] wrap-anywhere whitespace-pre-line text-ink-900">
            {WEB_ADDRESS.test(value) ? (
              <WebAddress label={label} href={value} copy={copy} />
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A page address with its campaign tags, often hundreds of characters without a space: one line
 * cut short, the whole of it on hover (its title), and in a read-only field, to move through or
 * select and copy, with or without scripts; with them, a Copy button too (inbox-keys.client.ts).
 */
function WebAddress({
  label,
  href,
  copy,
}: {
  label: string;
  href: string;
  copy: DetailListProps["copy"];
}) {
  return (
    <span className="flex items-center gap-2">
      <input
        type="text"
        readOnly
        value={href}
        title={href}
        aria-label={label}
        className="block w-full min-w-0 truncate rounded-sm bg-transparent text-ink-900 focus-visible:outline-2 focus-visible:outline-bolt-500"
      />
      <button
        type="button"
        hidden
        data-copy={href}
        data-copied={copy.done}
        className="shrink-0 rounded-control border border-ink-200 bg-white px-2.5 py-1 text-xs font-semibold text-ink-800 hover:border-ink-300 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-bolt-500"
      >
        {/* Says "Copied" for a moment once it has, aloud too. */}
        <span aria-live="polite">{copy.button}</span>
        <span className="sr-only"> {label}</span>
      </button>
    </span>
  );
}
