import Link from "next/link";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { StatLink } from "@/content/solutions";

export type StatLinksProps = { stats: readonly StatLink[] };

/** Proof figures set large, each a link to the page that backs it up. */
export function StatLinks({ stats }: StatLinksProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4">
      {stats.map((stat) => (
        <li key={stat.href} className="flex">
          <Link
            href={stat.href}
            prefetch={false}
            className="group flex w-full flex-col rounded-card border border-ink-100 bg-white p-5 shadow-card transition-[border-color,box-shadow] duration-200 hover:border-bolt-300 hover:shadow-lift sm:p-7"
          >
            <span className="text-[2.25rem] leading-none font-bold tracking-[-0.03em] text-ink-900 tabular-nums sm:text-[2.75rem]">
              {stat.figure}
            </span>
            <span className="mt-3 text-[0.9375rem] leading-snug text-ink-600 sm:text-base">
              {stat.label}
            </span>
            <span className="mt-auto pt-5 text-sm font-semibold text-bolt-600 group-hover:text-bolt-700 sm:pt-6 sm:text-[0.9375rem]">
              {stat.linkLabel}
              <ArrowRightIcon className="ml-1.5 inline size-4 align-[-0.2em] transition-transform duration-200 group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
