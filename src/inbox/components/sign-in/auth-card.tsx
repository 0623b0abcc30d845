import type { ReactNode } from "react";
import { BoltMark } from "@/components/brand/bolt-mark";

export type AuthCardProps = {
  brand: string;
  suffix: string;
  heading: string;
  intro?: string;
  children: ReactNode;
};

/** The sign-in pages' one card, centred on the page, the brand above it. */
export function AuthCard({ brand, suffix, heading, intro, children }: AuthCardProps) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-5 py-12">
      <p className="mb-8 flex items-center justify-center gap-2.5 font-bold tracking-tight text-ink-900">
        <BoltMark className="size-9" />
        <span>{brand}</span>
        <span className="font-medium text-ink-500">{suffix}</span>
      </p>
      <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{heading}</h1>
        {intro ? (
          <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{intro}</p>
        ) : null}
        <div className="mt-6 space-y-5">{children}</div>
      </div>
    </div>
  );
}
