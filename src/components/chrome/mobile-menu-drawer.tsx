import { buttonClasses } from "@/components/ui/button-link";
import { CloseIcon } from "@/components/ui/icons";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import type { NavLink } from "@/routing/navigation";
import { NavLink as CurrentAwareLink } from "./nav-link";

export type MobileMenuDrawerProps = {
  titleId: string;
  currentPath: string;
  primaryLinks: readonly NavLink[];
  industryLinks: readonly NavLink[];
  bookDemoHref: string;
  phoneHref: string;
  copy: { title: string; close: string; industries: string; bookDemo: string; call: string };
};

export function MobileMenuDrawer({
  titleId,
  currentPath,
  primaryLinks,
  industryLinks,
  bookDemoHref,
  phoneHref,
  copy,
}: MobileMenuDrawerProps) {
  return (
    <div
      className="flex h-full flex-col overflow-y-auto bg-white shadow-lift motion-safe:animate-[slide-in_240ms_cubic-bezier(0.2,0.7,0.2,1)]"
      data-mobile-menu=""
    >
      <div className="flex items-center justify-between border-b border-ink-100 px-5 py-4">
        <p id={titleId} className="font-bold text-ink-900">
          {copy.title}
        </p>
        <form method="dialog">
          <button
            type="submit"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50"
          >
            <span className="sr-only">{copy.close}</span>
            <CloseIcon />
          </button>
        </form>
      </div>
      <nav aria-label="Mobile" className="flex-1 px-3 py-4">
        <ul className="space-y-1">
          {primaryLinks.map((link) => (
            <li key={link.href}>
              <CurrentAwareLink
                href={link.href}
                currentPath={currentPath}
                prefetch={link.prefetch}
                className="block rounded-lg px-3 py-3 text-lg font-semibold text-ink-900 hover:bg-ink-50 aria-[current=page]:text-bolt-600"
              >
                {link.label}
              </CurrentAwareLink>
            </li>
          ))}
        </ul>
        <p className="mt-6 px-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">
          {copy.industries}
        </p>
        <ul className="mt-2 grid grid-cols-2 gap-1">
          {industryLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="block rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-ink-700 hover:bg-ink-50"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-ink-100 p-5">
        <SchedulerLink
          schedulerUrl={bookDemoHref}
          size="lg"
          trackLabel="Book Demo (mobile menu)"
          className="w-full"
        >
          {copy.bookDemo}
        </SchedulerLink>
        <a href={phoneHref} className={buttonClasses("secondary", "lg", "w-full")}>
          {copy.call}
        </a>
      </div>
    </div>
  );
}
