import type { ReactNode } from "react";

/** A tab: `total` a number, or a count written out (LeadTally). */
export type CountTab = { href: string; label: string; total: ReactNode; current: boolean };

export type CountTabsProps = { label: string; tabs: readonly CountTab[] };

const count = new Intl.NumberFormat("en-US");

/** Views of one list, each a plain link with how many it holds; the one shown is marked. */
export function CountTabs({ label, tabs }: CountTabsProps) {
  return (
    <nav aria-label={label} className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-ink-100">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className="-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-ink-600 hover:text-ink-900 aria-[current=page]:border-bolt-500 aria-[current=page]:text-ink-900"
            >
              {tab.label}{" "}
              <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700 tabular-nums">
                {typeof tab.total === "number" ? count.format(tab.total) : tab.total}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
