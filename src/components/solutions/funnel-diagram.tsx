import type { CSSProperties } from "react";
import { clsx } from "clsx";
import { ArrowRightIcon, ChartIcon } from "@/components/ui/icons";
import type { FunnelStepLabel } from "@/content/schemas/copy/solutions";

export type FunnelStep = {
  label: FunnelStepLabel;
  caption: string;
  target: string;
};

export type FunnelDiagramProps = {
  steps: readonly FunnelStep[];
  across?: { label: string; target: string };
};

/**
 * How much narrower the funnel gets at each step, per side, as a share of its full width (on
 * phones) or height (from lg).
 */
const TAPER_PER_STEP = { phone: 4, wide: 5 };

const STEP_TONES = [
  { shape: "bg-bolt-100", text: "text-ink-900" },
  { shape: "bg-bolt-300", text: "text-ink-900" },
  { shape: "bg-bolt-500", text: "text-white" },
  { shape: "bg-bolt-700", text: "text-white" },
  { shape: "bg-teal-600", text: "text-white" },
];

/**
 * The funnel from ad to booking: five links, each to its feature card on the page. Plain
 * same-page anchors, so the browser scrolls (smoothly unless reduced motion is preferred, by
 * global.css) and moves focus to the card, with no script of its own; the page-wide click
 * listener sends funnel_step_click from the data-track attributes. Vertical and narrowing
 * downwards on phones, horizontal and narrowing rightwards from the lg breakpoint.
 */
export function FunnelDiagram({ steps, across }: FunnelDiagramProps) {
  return (
    <div>
      <ol className="grid gap-1 lg:grid-cols-5">
        {steps.map((step, index) => {
          const taper = {
            "--taper-start": `${index * TAPER_PER_STEP.phone}%`,
            "--taper-end": `${(index + 1) * TAPER_PER_STEP.phone}%`,
            "--taper-start-lg": `${index * TAPER_PER_STEP.wide}%`,
            "--taper-end-lg": `${(index + 1) * TAPER_PER_STEP.wide}%`,
          } as CSSProperties;
          return (
            <li key={step.label} style={taper}>
              <a
                href={`#${step.target}`}
                data-track="funnel_step_click"
                data-track-label={step.label}
                className={clsx(
                  "relative isolate flex h-28 flex-col items-center justify-center rounded-lg px-[calc(var(--taper-end)+0.5rem)] text-center underline-offset-4 hover:underline",
                  "lg:h-64 lg:px-5",
                  STEP_TONES[index]?.text,
                )}
              >
                <span
                  aria-hidden="true"
                  className={clsx(
                    "absolute inset-0 -z-10",
                    STEP_TONES[index]?.shape,
                    "[clip-path:polygon(var(--taper-start)_0,calc(100%-var(--taper-start))_0,calc(100%-var(--taper-end))_100%,var(--taper-end)_100%)]",
                    "lg:[clip-path:polygon(0_var(--taper-start-lg),100%_var(--taper-end-lg),100%_calc(100%-var(--taper-end-lg)),0_calc(100%-var(--taper-start-lg)))]",
                  )}
                />
                {/* The words sit on their step's colour too, not only over it: contrast checkers
                    read a text's background from its own boxes, not from the shape below. */}
                <span className={clsx("flex flex-col items-center", STEP_TONES[index]?.shape)}>
                  <span className="text-xs font-semibold tracking-wide tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span className="mt-1 text-lg leading-tight font-bold">{step.label}</span>
                  <span className="mt-1 text-sm leading-snug">{step.caption}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ol>
      {across ? (
        <a
          href={`#${across.target}`}
          className="mt-3 flex items-center justify-center gap-3 rounded-lg border border-ink-200 bg-white px-5 py-3 text-[0.9375rem] font-semibold text-ink-700 transition-colors hover:border-ink-300 hover:text-ink-900"
        >
          <ChartIcon className="size-5 shrink-0 text-bolt-600" />
          {across.label}
          <ArrowRightIcon className="size-4 shrink-0" />
        </a>
      ) : null}
    </div>
  );
}
