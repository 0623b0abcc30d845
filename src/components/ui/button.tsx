import type { ComponentProps } from "react";
import { buttonStyle, type ButtonSize, type ButtonVariant } from "./button-styles";

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonStyle(variant, size, className)} {...props} />;
}
