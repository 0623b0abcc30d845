import type { NavLink } from "@/routing/navigation";

export type IndustriesMenuPanelProps = {
  links: readonly NavLink[];
  overview: NavLink;
};

export function IndustriesMenuPanel({ links, overview }: IndustriesMenuPanelProps) {
  return (
    <div className="rounded-card border border-ink-100 bg-white p-2 shadow-lift motion-safe:animate-rise">
      <ul className="grid grid-cols-2 gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 transition-colors hover:bg-bolt-50 hover:text-bolt-700"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <a
        href={overview.href}
        className="mt-1 flex items-center justify-between rounded-lg bg-ink-50 px-3 py-2.5 text-sm font-semibold text-ink-900 hover:bg-bolt-50 hover:text-bolt-700"
      >
        {overview.label}
        <span aria-hidden="true">→</span>
      </a>
    </div>
  );
}
