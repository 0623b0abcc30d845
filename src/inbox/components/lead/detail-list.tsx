export type DetailListProps = { rows: readonly (readonly [label: string, value: string | null])[] };

/** Labelled values, those with nothing to show left out. */
export function DetailList({ rows }: DetailListProps) {
  const shown = rows.filter((row): row is readonly [string, string] => !!row[1]);
  return (
    <dl className="divide-y divide-ink-100">
      {shown.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-ink-600">{label}</dt>
          <dd className="text-[0.9375rem] break-words whitespace-pre-line text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
