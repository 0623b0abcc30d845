import type { ComponentProps } from "react";
import type { AnalyticsEvent } from "@/lib/analytics";
import { buttonClasses } from "./button-link";
import type { ButtonSize, ButtonVariant } from "./button-styles";

export type SchedulerLinkProps = Omit<ComponentProps<"a">, "href"> & {
  schedulerUrl: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  trackLabel?: string;
  /** The event a click sends (with trackLabel): a primary call to action unless told. */
  trackEvent?: Extract<
    AnalyticsEvent,
    "cta_click_primary" | "cta_click_view_solution" | "exit_intent_cta"
  >;
};

/**
 * A button-styled link to the external scheduler. `data-scheduler-link` marks it so the browser
 * adds the visit's utm attribution (see site-script/page-effects.client.ts).
 */
export function SchedulerLink({
  schedulerUrl,
  variant,
  size,
  className,
  trackLabel,
  trackEvent = "cta_click_primary",
  children,
  ...props
}: SchedulerLinkProps) {
  return (
    <a
      href={schedulerUrl}
      className={buttonClasses(variant, size, className)}
      data-scheduler-link=""
      data-track={trackLabel ? trackEvent : undefined}
      data-track-label={trackLabel}
      {...props}
    >
      {children}
    </a>
  );
}
