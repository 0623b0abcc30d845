import type { ComponentProps } from "react";
import { buttonStyle, type ButtonSize, type ButtonVariant } from "./button-styles";

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button for client components; its className may add classes, not override the variant's. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonStyle(variant, size, className)} {...props} />;
}
