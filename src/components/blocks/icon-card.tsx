import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

export type IconCardProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
};

export function IconCard({ icon, title, children, className }: IconCardProps) {
  return (
    <div
      className={cn(
        "flex h-full flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card",
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-control bg-bolt-50 text-bolt-600">
        {icon}
      </span>
      <h3 className="mt-6 text-h3 font-semibold text-ink-900">{title}</h3>
      <div className="mt-3 text-ink-600">{children}</div>
    </div>
  );
}
