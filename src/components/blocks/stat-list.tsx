import type { Stat } from "@/content/schemas/records/stats";
import { cn } from "@/components/ui/cn";
import { StatCounter } from "./stat-counter";

export type StatListProps = {
  stats: readonly Stat[];
  size?: "compact" | "large";
  className?: string;
};

export function StatList({ stats, size = "compact", className }: StatListProps) {
  const large = size === "large";
  return (
    <dl
      className={cn(
        "grid grid-cols-2",
        "gap-x-8 gap-y-6",
        large ? "lg:grid-cols-4" : "sm:grid-cols-4",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.slug}
          className={cn("flex flex-col", large ? "gap-3 border-t border-white/15 pt-6" : "gap-1")}
        >
          <dt
            className={cn(
              "order-last leading-snug",
              large ? "text-base text-ink-200" : "text-sm text-ink-300",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "font-bold tracking-tight text-white",
              large ? "text-h2 leading-none whitespace-nowrap" : "text-3xl",
            )}
          >
            <StatCounter type={stat.type} value={stat.value} suffix={stat.suffix} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
