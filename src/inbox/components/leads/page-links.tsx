import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";

export type PageLinksProps = {
  label: string;
  newer: { href: string; label: string } | null;
  older: { href: string; label: string } | null;
};

const link =
  "inline-flex h-10 items-center gap-2 rounded-control border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-800 shadow-card hover:bg-ink-50";

export function PageLinks({ label, newer, older }: PageLinksProps) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="flex justify-between gap-3">
      {newer ? (
        <a href={newer.href} className={link} rel="prev">
          <ArrowLeftIcon />
          {newer.label}
        </a>
      ) : (
        <span />
      )}
      {older ? (
        <a href={older.href} className={link} rel="next">
          {older.label}
          <ArrowRightIcon />
        </a>
      ) : null}
    </nav>
  );
}
