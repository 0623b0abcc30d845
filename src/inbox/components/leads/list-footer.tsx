export type ListFooterProps = {
  /** Where the list's leads download as CSV; none for a staff account, told `exportLabel`. */
  exportHref: string | undefined;
  exportLabel: string;
  retention: string;
};

/** Below the list: its leads as CSV, and how long leads are kept. */
export function ListFooter({ exportHref, exportLabel, retention }: ListFooterProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4 text-sm">
      {exportHref ? (
        <a
          href={exportHref}
          download
          className="font-semibold text-bolt-700 underline decoration-bolt-300 underline-offset-4 hover:decoration-bolt-700"
        >
          {exportLabel}
        </a>
      ) : (
        <p className="text-ink-600">{exportLabel}</p>
      )}
      <p className="text-ink-500">{retention}</p>
    </div>
  );
}
