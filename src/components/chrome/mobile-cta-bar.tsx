import { buttonClasses } from "@/components/ui/button-link";
import { PhoneIcon } from "@/components/ui/icons";
import { SchedulerLink } from "@/components/ui/scheduler-link";

export type MobileCtaBarProps = {
  schedulerUrl: string;
  phoneHref: string;
  copy: { bookDemo: string; callUs: string };
};

/**
 * The fixed Book Demo bar on phones. The page reserves its height at the bottom (see SiteShell),
 * so it never covers the footer's content.
 */
export function MobileCtaBar({ schedulerUrl, phoneHref, copy }: MobileCtaBarProps) {
  return (
    <div
      data-mobile-cta-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_27_51/0.18)] backdrop-blur md:hidden"
    >
      <div className="flex gap-3">
        <a
          href={phoneHref}
          className={buttonClasses("secondary", "md", "shrink-0 px-4")}
          aria-label={copy.callUs}
        >
          <PhoneIcon />
        </a>
        <SchedulerLink
          schedulerUrl={schedulerUrl}
          trackLabel="Book Demo (mobile bar)"
          className="flex-1"
        >
          {copy.bookDemo}
        </SchedulerLink>
      </div>
    </div>
  );
}
