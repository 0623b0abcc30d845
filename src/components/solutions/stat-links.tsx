import { ArrowRightIcon } from "@/components/ui/icons";
import type { StatLink } from "@/content/schemas/copy/solutions";

export type StatLinksProps = { stats: readonly StatLink[] };

export function StatLinks({ stats }: StatLinksProps) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {stats.map((stat) => (
        <li key={stat.href} className="flex">
          <a
            href={stat.href}
            className="flex w-full flex-col rounded-card border border-ink-100 bg-white p-5 shadow-card transition-colors hover:border-ink-300 sm:p-8"
          >
            <span className="text-4xl leading-tight font-bold tracking-[-0.03em] text-ink-900 tabular-nums lg:text-5xl">
              {stat.figure}
            </span>
            <span className="mt-3 text-[0.9375rem] leading-snug text-ink-600">{stat.label}</span>
            <span className="mt-auto pt-5 text-sm font-semibold text-bolt-600">
              {stat.linkLabel}
              <ArrowRightIcon className="ml-1 inline size-4 align-[-0.2em]" />
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
