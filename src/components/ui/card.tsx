import type { ComponentProps } from "react";
import { cn } from "./cn";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8",
        className,
      )}
      {...props}
    />
  );
}
