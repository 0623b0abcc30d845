import { buttonClasses } from "@/components/ui/button-link";
import { PhoneIcon } from "@/components/ui/icons";
import { CallToAction, type CallToActionTarget } from "@/components/ui/call-to-action";

export type MobileCtaBarProps = {
  action: CallToActionTarget;
  phoneHref: string;
  callUs: string;
  /**
   * "site": the bar the layout puts on every page. "page": a page's own bar (the form on
   * /landing); while one is on the page, the site's bar is not shown (global.css), so a phone
   * never gets two bars stacked.
   */
  owner?: "site" | "page";
};

export function MobileCtaBar({ action, phoneHref, callUs, owner = "site" }: MobileCtaBarProps) {
  return (
    <div
      data-mobile-cta-bar={owner}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_-12px_rgb(11_27_51/0.18)] md:hidden"
    >
      <div className="flex gap-3">
        <a
          href={phoneHref}
          className={buttonClasses("secondary", "md", "shrink-0 px-4")}
          aria-label={callUs}
        >
          <PhoneIcon />
        </a>
        <CallToAction action={action} size="md" className="flex-1" />
      </div>
    </div>
  );
}
