import type { ComponentProps } from "react";
import {
  buildSchedulerUrl,
  type SchedulerAttribution,
  type SchedulerPrefill,
} from "@/lib/scheduler";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

export type SchedulerLinkProps = Omit<ComponentProps<"a">, "href"> & {
  schedulerUrl: string;
  prefill?: SchedulerPrefill;
  attribution?: SchedulerAttribution;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Label sent with the cta_click_primary analytics event. */
  trackLabel?: string;
};

/**
 * A button-styled link to the external scheduler, carrying prefill answers and utm attribution.
 * `data-scheduler-link` marks it so the browser can add the visit's own attribution at click time.
 */
export function SchedulerLink({
  schedulerUrl,
  prefill,
  attribution,
  variant,
  size,
  className,
  trackLabel,
  ...props
}: SchedulerLinkProps) {
  return (
    <a
      href={buildSchedulerUrl(schedulerUrl, prefill, attribution)}
      className={buttonClasses(variant, size, className)}
      data-scheduler-link=""
      data-track={trackLabel ? "cta_click_primary" : undefined}
      data-track-label={trackLabel}
      {...props}
    />
  );
}
