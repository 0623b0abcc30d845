import { clsx } from "clsx";

export type ButtonVariant = "primary" | "secondary" | "onDark" | "outlineOnDark";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 motion-safe:active:translate-y-px";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-bolt-500 text-white shadow-bolt hover:bg-bolt-600 focus-visible:outline-bolt-500",
  secondary:
    "border border-ink-200 bg-white text-ink-900 shadow-card hover:border-ink-300 hover:bg-ink-50",
  onDark: "bg-white text-ink-900 hover:bg-bolt-50 focus-visible:outline-white",
  outlineOnDark:
    "border border-white/25 text-white hover:border-white/50 hover:bg-white/10 focus-visible:outline-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-10 px-4 text-sm",
  md: "h-12 px-5 text-[0.9375rem]",
  lg: "h-14 px-7 text-base",
};

/**
 * A button's classes, joined without merging, for client components (the merger stays out of
 * the browser): `extra` may add classes but must not override the variant's or size's. Server
 * components that override use buttonClasses (button-link.tsx).
 */
export function buttonStyle(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra?: string,
): string {
  return clsx(base, variants[variant], sizes[size], extra);
}
