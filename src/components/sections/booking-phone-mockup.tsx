import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/ui/icons";

import type { ChromeCopy } from "@/content/schemas/copy/chrome";

export type BookingPhoneMockupProps = { copy: ChromeCopy["phoneMockup"]; className?: string };

export function BookingPhoneMockup({ copy, className }: BookingPhoneMockupProps) {
  return (
    <div
      role="img"
      aria-label={copy.description}
      className={cn("relative mx-auto hidden w-full max-w-[22rem] lg:block", className)}
    >
      <div
        aria-hidden="true"
        className="absolute -inset-8 -z-10 rounded-[3rem] bg-bolt-500/20 blur-3xl"
      />
      <div className="rounded-[2.75rem] border border-white/15 bg-ink-950/80 p-3 shadow-[0_40px_80px_-30px_rgb(0_0_0/0.7)] backdrop-blur">
        <div className="overflow-hidden rounded-[2.1rem] bg-ink-50 text-ink-900">
          <div className="flex items-center gap-3 border-b border-ink-100 bg-white px-5 pt-6 pb-4">
            <span className="grid size-9 place-items-center rounded-full bg-ink-900 text-sm font-bold text-bolt-300">
              {copy.avatar}
            </span>
            <div className="leading-tight">
              <p className="text-sm font-semibold">{copy.sender}</p>
              <p className="text-xs text-teal-700">{copy.status}</p>
            </div>
          </div>
          <div className="space-y-3 px-4 py-5 text-[0.8125rem] leading-snug">
            {copy.thread.map((bubble) => (
              <div
                key={bubble.text}
                className={cn(
                  "max-w-[85%] rounded-2xl px-3.5 py-2.5",
                  bubble.from === "patient"
                    ? "ml-auto rounded-br-md bg-bolt-600 text-white"
                    : "rounded-bl-md bg-white text-ink-800 shadow-card",
                )}
              >
                {bubble.text}
                <span
                  className={cn(
                    "mt-1 block text-[0.6875rem]",
                    bubble.from === "patient" ? "text-bolt-100" : "text-ink-500",
                  )}
                >
                  {bubble.time}
                </span>
              </div>
            ))}
            <div className="rounded-2xl border border-teal-100 bg-teal-50 p-3.5">
              <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-teal-700 uppercase">
                <CheckIcon className="size-4" />
                {copy.booked.label}
              </p>
              <p className="mt-1.5 font-semibold text-ink-900">{copy.booked.when}</p>
              <p className="text-ink-600">{copy.booked.detail}</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
