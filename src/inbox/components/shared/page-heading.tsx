export type PageHeadingProps = { heading: string; note?: string };

export function PageHeading({ heading, note }: PageHeadingProps) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{heading}</h1>
      {note ? <p className="mt-1 text-ink-600">{note}</p> : null}
    </div>
  );
}
