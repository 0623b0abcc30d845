"use client";

import { useEffect, useState } from "react";
import { ANALYTICS_CONSENT_KEY, localStore, readStorage, writeStorage } from "@/lib/storage-keys";

export type AnalyticsConsentProps = {
  analyticsId: string;
  copy: { label: string; message: string; accept: string; decline: string };
  /** The buttons' classes, made on the server so the class merger stays there. */
  buttonClassNames: { accept: string; decline: string };
};

type Choice = "granted" | "denied";

/** Fired by the footer's Cookie settings button to show the banner again. */
export const OPEN_CONSENT_EVENT = "consent:open";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function loadAnalytics(analyticsId: string): void {
  Reflect.deleteProperty(window, `ga-disable-${analyticsId}`);
  if (document.querySelector("script[data-analytics]")) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag("js" as "event", new Date() as unknown as string, {});
  window.gtag("config" as "event", analyticsId, { anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.dataset.analytics = "";
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
  document.head.append(script);
}

/**
 * The analytics script loads only after the visitor allows it; the choice is remembered and can
 * be changed from the footer. Rendered only when an analytics id is configured.
 */
export function AnalyticsConsent({ analyticsId, copy, buttonClassNames }: AnalyticsConsentProps) {
  const [choice, setChoice] = useState<Choice | null | undefined>(undefined);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    const stored = readStorage(localStore, ANALYTICS_CONSENT_KEY);
    const initial = stored === "granted" || stored === "denied" ? stored : null;
    if (initial === "granted") loadAnalytics(analyticsId);
    // Storage is only readable after hydration, so the first choice arrives in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(initial);
    const reopen = () => setReopened(true);
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, [analyticsId]);

  const decide = (next: Choice) => {
    writeStorage(localStore, ANALYTICS_CONSENT_KEY, next);
    if (next === "granted") loadAnalytics(analyticsId);
    else Reflect.set(window, `ga-disable-${analyticsId}`, true);
    setChoice(next);
    setReopened(false);
  };

  if (choice === undefined || (choice !== null && !reopened)) return null;

  return (
    <section
      aria-label={copy.label}
      data-consent-banner=""
      className="fixed inset-x-3 bottom-24 z-50 mx-auto max-w-md rounded-card border border-ink-100 bg-white p-5 shadow-lift md:bottom-6 md:left-6 md:mx-0"
    >
      <p className="text-[0.9375rem] text-ink-700">{copy.message}</p>
      <div className="mt-4 flex gap-3">
        <button type="button" className={buttonClassNames.accept} onClick={() => decide("granted")}>
          {copy.accept}
        </button>
        <button type="button" className={buttonClassNames.decline} onClick={() => decide("denied")}>
          {copy.decline}
        </button>
      </div>
    </section>
  );
}

export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {label}
    </button>
  );
}
