import type { ReactNode } from "react";
import { Lightning } from "@/components/lightning/lightning";
import { cn } from "@/components/ui/cn";

export type DarkBandProps = {
  as?: "section" | "div";
  glow?: "corner" | "centre";
  className?: string;
  children: ReactNode;
  "data-reveal"?: string;
};

const glows = {
  corner:
    "bg-[radial-gradient(64rem_32rem_at_88%_-16%,rgb(42_92_242/0.38),transparent_60%),radial-gradient(42rem_26rem_at_-6%_116%,rgb(15_127_117/0.24),transparent_60%)]",
  centre: "bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(42_92_242/0.45),transparent_70%)]",
};

export function DarkBand({
  as: Tag = "section",
  glow = "corner",
  className,
  children,
  ...rest
}: DarkBandProps) {
  return (
    <Tag
      className={cn("relative isolate overflow-hidden bg-ink-900 text-white", className)}
      {...rest}
    >
      <div aria-hidden="true" className={cn("absolute inset-0 -z-10", glows[glow])} />
      <Lightning className="-z-10" />
      {children}
    </Tag>
  );
}
