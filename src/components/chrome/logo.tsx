import { BoltMark } from "@/components/brand/bolt-mark";
import { cn } from "@/components/ui/cn";

export type LogoProps = { name: string; tone?: "light" | "dark"; className?: string };

export function Logo({ name, tone = "dark", className }: LogoProps) {
  return (
    <a
      href="/"
      className={cn(
        "inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight",
        tone === "dark" ? "text-ink-900" : "text-white",
        className,
      )}
    >
      <BoltMark className="size-8" />
      <span>{name}</span>
    </a>
  );
}
