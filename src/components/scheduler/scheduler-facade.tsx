import { BoltMark } from "@/components/brand/bolt-mark";
import { cn } from "@/components/ui/cn";
import { ClockIcon, GlobeIcon, VideoIcon } from "@/components/ui/icons";
import type { ChromeCopy } from "@/content/schemas/copy/chrome";

const detailIcons = [ClockIcon, VideoIcon, GlobeIcon];

/** A month as the calendar lays it out: leading blanks, then days, some of them open. */
const LEADING_BLANKS = 2;
const DAYS = Array.from({ length: 30 }, (_, index) => index + 1);
const OPEN_DAYS = new Set([3, 4, 6, 10, 11, 13, 16, 17, 18, 20, 24, 25, 27]);
const CHOSEN_DAY = 17;
const SLOT_COUNT = 5;

/**
 * A quiet drawing of a booking calendar, for the facade; the real one replaces it. Its figures
 * are decoration, yet they keep text contrast (ink-500 on white) like any text on the site.
 */
function CalendarSketch() {
  return (
    <div
      aria-hidden="true"
      className="grid flex-1 content-center gap-6 px-6 py-6 sm:px-8 md:grid-cols-[1fr_9rem]"
    >
      <div>
        <div className="mb-4 flex items-center justify-between">
          <span className="h-2.5 w-24 rounded-full bg-ink-200" />
          <span className="flex gap-2">
            <span className="size-7 rounded-full border border-ink-100" />
            <span className="size-7 rounded-full border border-ink-100" />
          </span>
        </div>
        <div className="grid grid-cols-7 gap-1.5 text-center text-sm">
          {Array.from({ length: 7 }, (_, index) => (
            <span
              key={`weekday-${index}`}
              className="mx-auto mb-1 h-1.5 w-4 rounded-full bg-ink-100"
            />
          ))}
          {Array.from({ length: LEADING_BLANKS }, (_, index) => (
            <span key={`blank-${index}`} />
          ))}
          {DAYS.map((day) => (
            <span
              key={day}
              className={cn(
                "mx-auto grid aspect-square w-full max-w-10 place-items-center rounded-full tabular-nums",
                day === CHOSEN_DAY
                  ? "bg-bolt-600 font-semibold text-white"
                  : OPEN_DAYS.has(day)
                    ? "bg-bolt-50 font-semibold text-bolt-700"
                    : "text-ink-500",
              )}
            >
              {day}
            </span>
          ))}
        </div>
      </div>
      <div className="hidden flex-col gap-2.5 md:flex">
        <span className="mb-2 h-2.5 w-20 rounded-full bg-ink-200" />
        {Array.from({ length: SLOT_COUNT }, (_, index) => (
          <span
            key={index}
            className={cn(
              "grid h-10 place-items-center rounded-control border",
              index === 1 ? "border-bolt-500 bg-bolt-50" : "border-ink-100",
            )}
          >
            <span
              className={cn("h-1.5 w-12 rounded-full", index === 1 ? "bg-bolt-500" : "bg-ink-200")}
            />
          </span>
        ))}
      </div>
    </div>
  );
}

export type SchedulerFacadeProps = { brand: string; copy: ChromeCopy["schedulerWidget"] };

export function SchedulerFacade({ brand, copy }: SchedulerFacadeProps) {
  return (
    <>
      <div className="px-6 pt-7 sm:px-8">
        <div className="flex items-center gap-3">
          <BoltMark className="size-10" />
          <div className="leading-tight">
            <p className="text-sm font-semibold tracking-wide text-bolt-600 uppercase">
              {copy.label}
            </p>
            <p className="text-sm text-ink-500">{brand}</p>
          </div>
        </div>
        <h3 className="mt-5 text-2xl font-bold tracking-tight text-balance text-ink-900">
          {copy.heading}
        </h3>
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-[0.9375rem] text-ink-600">
          {copy.details.map((detail, index) => {
            const Icon = detailIcons[index % detailIcons.length] ?? ClockIcon;
            return (
              <li key={detail} className="flex items-center gap-2">
                <Icon className="size-4 text-ink-500" />
                {detail}
              </li>
            );
          })}
        </ul>
      </div>
      <CalendarSketch />
      <p className="px-6 pb-4 text-sm text-ink-500 sm:px-8">{copy.note}</p>
    </>
  );
}
