import { cn } from "@/components/ui/cn";

export type Figure = { value: string; label: string };

export type FigureListProps = {
  figures: readonly Figure[];
  tone?: "light" | "dark";
  className?: string;
};

export function FigureList({ figures, tone = "light", className }: FigureListProps) {
  const dark = tone === "dark";
  return (
    <dl className={cn("grid gap-6", className)}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={cn(
            "flex flex-col gap-1 border-t pt-4",
            dark ? "border-white/15" : "border-ink-100",
          )}
        >
          <dt
            className={cn(
              "order-last text-sm leading-snug",
              dark ? "text-ink-300" : "text-ink-600",
            )}
          >
            {figure.label}
          </dt>
          <dd
            className={cn(
              "text-2xl font-bold tracking-tight tabular-nums sm:text-4xl",
              dark ? "text-white" : "text-ink-900",
            )}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
