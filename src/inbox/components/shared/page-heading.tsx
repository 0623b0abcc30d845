import { cn } from "@/components/ui/cn";

export type PageHeadingProps = {
  heading: string;
  note?: string;
  /** Classes for the block: its margin below, where the page sets its own spacing. */
  className?: string;
};

export function PageHeading({ heading, note, className }: PageHeadingProps) {
  return (
    <div className={cn("mb-6", className)}>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{heading}</h1>
      {note ? <p className="mt-1 text-ink-600">{note}</p> : null}
    </div>
  );
}
