import type { AnalyticsEvent } from "@/lib/analytics";
import { site } from "@/config/site";
import { buttonClasses } from "./button-link";
import type { ButtonSize } from "./button-styles";
import { SchedulerLink } from "./scheduler-link";

/**
 * A call to action, as a button. Clicks are counted with the label "{label} ({place})", so each
 * place reads apart in the analytics.
 */
export type CallToActionTarget =
  | { book: string; place: string }
  /**
   * A link on the page or to another; counted when it names its place (a primary call to action
   * unless `event` says otherwise). An outline button on a dark band unless `look` says otherwise.
   */
  | {
      label: string;
      href: string;
      look?: "primary" | "onDark";
      place?: string;
      event?: Extract<AnalyticsEvent, "cta_click_view_solution">;
    };

export type CallToActionProps = {
  action: CallToActionTarget;
  size: ButtonSize;
  className?: string;
};

export function CallToAction({ action, size, className }: CallToActionProps) {
  if ("book" in action) {
    return (
      <SchedulerLink
        schedulerUrl={site.schedulerUrl}
        size={size}
        className={className}
        trackLabel={`${action.book} (${action.place})`}
      >
        {action.book}
      </SchedulerLink>
    );
  }
  const { label, href, look = "outlineOnDark", place, event = "cta_click_primary" } = action;
  return (
    <a
      href={href}
      className={buttonClasses(look, size, className)}
      data-track={place ? event : undefined}
      data-track-label={place ? `${label} (${place})` : undefined}
    >
      {label}
    </a>
  );
}
