import type { ComponentProps } from "react";
import { buttonStyle, type ButtonSize, type ButtonVariant } from "./button-styles";
import { cn } from "./cn";

/** A button's classes where the caller's may override them ("hidden sm:inline-flex"). */
export function buttonClasses(
  variant?: ButtonVariant,
  size?: ButtonSize,
  className?: string,
): string {
  return cn(buttonStyle(variant, size), className);
}

export type ButtonLinkProps = ComponentProps<"a"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClasses(variant, size, className)} {...props}>
      {children}
    </a>
  );
}
