import type { ComponentProps } from "react";
import { buttonClasses } from "./button-link";
import type { ButtonSize, ButtonVariant } from "./button-styles";

export type SchedulerLinkProps = Omit<ComponentProps<"a">, "href"> & {
  schedulerUrl: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Label sent with the cta_click_primary analytics event. */
  trackLabel?: string;
};

/**
 * A button-styled link to the external scheduler. `data-scheduler-link` marks it so the browser
 * adds the visit's utm attribution (see PageEffects).
 */
export function SchedulerLink({
  schedulerUrl,
  variant,
  size,
  className,
  trackLabel,
  ...props
}: SchedulerLinkProps) {
  return (
    <a
      href={schedulerUrl}
      className={buttonClasses(variant, size, className)}
      data-scheduler-link=""
      data-track={trackLabel ? "cta_click_primary" : undefined}
      data-track-label={trackLabel}
      {...props}
    />
  );
}
