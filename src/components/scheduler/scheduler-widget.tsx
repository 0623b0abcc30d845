import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { readAttribution, withSchedulerAttribution } from "@/leads/attribution";
import { track } from "@/lib/analytics";
import { loadScriptOnce } from "@/components/scheduler/load-script";
import { SCHEDULER_WIDGET } from "@/lib/scheduler";

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

export type SchedulerWidgetProps = {
  schedulerUrl: string;
  scriptUrl: string;
  copy: { load: string; loading: string; failed: string; frameTitle: string };
  children: ReactNode;
  /**
   * A plain link to the booking page, for when the script never loads: the `fallback` slot.
   * Optional only in the type: Astro hands a named slot to a React component as a prop, which its
   * checker cannot see.
   */
  fallback?: ReactNode;
};

type WidgetState = "idle" | "loading" | "ready" | "failed";

/** What Calendly's inline widget posts to its page when a call is booked in it. */
const SCHEDULER_BOOKED_EVENT = "calendly.event_scheduled";

/**
 * The provider's inline booking calendar behind a facade of exactly its size: the provider's
 * script, large and third-party, is fetched only when the widget comes near the viewport or the
 * visitor asks for it, at most once per page, and a plain link takes over if it never arrives.
 */
export function SchedulerWidget({
  schedulerUrl,
  scriptUrl,
  copy,
  children,
  fallback,
}: SchedulerWidgetProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const startedRef = useRef(false);
  const focusOnReadyRef = useRef(false);
  const [state, setState] = useState<WidgetState>("idle");

  const start = useCallback(() => {
    const container = containerRef.current;
    if (!container || startedRef.current) return;
    startedRef.current = true;
    setState("loading");
    // Read by the provider's script: bookings made here keep the visit's campaign.
    const url = withSchedulerAttribution(schedulerUrl, readAttribution());
    container.dataset.url = url;
    loadScriptOnce(scriptUrl, SCHEDULER_WIDGET.scriptTimeoutMs).then(
      () => {
        // The script fills the widgets present when it runs; a later one (after a client-side
        // navigation) is filled on request.
        if (!container.querySelector("iframe")) {
          window.Calendly?.initInlineWidget({ url, parentElement: container });
        }
      },
      () => setState((current) => (current === "ready" ? current : "failed")),
    );
  }, [schedulerUrl, scriptUrl]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const approach = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          approach.disconnect();
          start();
        }
      },
      { rootMargin: SCHEDULER_WIDGET.approachMargin },
    );
    approach.observe(container);
    return () => approach.disconnect();
  }, [start]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const adopt = () => {
      const frame = container.querySelector("iframe");
      if (!frame) return false;
      frame.title = copy.frameTitle;
      setState("ready");
      if (focusOnReadyRef.current) frame.focus();
      return true;
    };
    if (adopt()) return;
    const frames = new MutationObserver(() => {
      if (adopt()) frames.disconnect();
    });
    frames.observe(container, { childList: true, subtree: true });
    return () => frames.disconnect();
  }, [copy.frameTitle]);

  // The widget's frame tells its page of a booking; analytics (after consent) hears of it.
  useEffect(() => {
    const origin = new URL(schedulerUrl).origin;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== origin || typeof data !== "object" || data === null) return;
      if ((data as { event?: unknown }).event === SCHEDULER_BOOKED_EVENT) track("demo_booked");
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [schedulerUrl]);

  return (
    <div className="relative overflow-hidden rounded-card border border-ink-100 bg-white shadow-lift">
      <div
        ref={containerRef}
        className="calendly-inline-widget"
        data-url={schedulerUrl}
        data-state={state}
        style={{ height: SCHEDULER_WIDGET.heightPx, minWidth: SCHEDULER_WIDGET.minWidthPx }}
      />
      {state === "ready" ? null : (
        <div data-scheduler-facade="" className="absolute inset-0 flex flex-col">
          {children}
          <div aria-live="polite" className="border-t border-ink-100 bg-ink-50 px-6 py-5 sm:px-8">
            {state === "failed" ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-[0.9375rem] text-ink-700">{copy.failed}</p>
                {fallback}
              </div>
            ) : (
              <Button
                size="lg"
                className="w-full"
                disabled={state === "loading"}
                onClick={() => {
                  focusOnReadyRef.current = true;
                  start();
                }}
              >
                {state === "loading" ? copy.loading : copy.load}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
