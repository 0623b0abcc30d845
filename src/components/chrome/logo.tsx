import Link from "next/link";
import { cn } from "@/components/ui/cn";

export type LogoProps = { name: string; tone?: "light" | "dark"; className?: string };

export function BoltMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" fill="#0b1b33" />
      <path d="M18.4 5.5 9.2 18.1h6.1l-1.9 8.4 9.4-12.8h-6.2l1.8-8.2Z" fill="#5b8cff" />
      <path d="M18.4 5.5 9.2 18.1h6.1l.9-3.9h-1.9l4.1-8.7Z" fill="#e3ebff" />
    </svg>
  );
}

/** The brand mark and name, linking home. */
export function Logo({ name, tone = "dark", className }: LogoProps) {
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight",
        tone === "dark" ? "text-ink-900" : "text-white",
        className,
      )}
    >
      <BoltMark className="size-8" />
      <span>{name}</span>
    </Link>
  );
}
