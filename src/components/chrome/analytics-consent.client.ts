import { ANALYTICS_CONSENT_KEY, localStore, readStorage, writeStorage } from "@/lib/storage-keys";

type Choice = "granted" | "denied";

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
 * be changed from the footer's Cookie settings. The banner is in the HTML, hidden until this
 * finds no choice made yet; it exists only when an analytics id is configured.
 */
export function startAnalyticsConsent(): void {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  const analyticsId = banner?.dataset.consentBanner;
  if (!banner || !analyticsId) return;
  const show = (shown: boolean) => {
    banner.hidden = !shown;
  };
  const decide = (choice: Choice) => {
    writeStorage(localStore, ANALYTICS_CONSENT_KEY, choice);
    if (choice === "granted") loadAnalytics(analyticsId);
    else Reflect.set(window, `ga-disable-${analyticsId}`, true);
    show(false);
  };

  const stored = readStorage(localStore, ANALYTICS_CONSENT_KEY);
  if (stored === "granted") loadAnalytics(analyticsId);
  show(stored !== "granted" && stored !== "denied");
  banner.addEventListener("click", (event) => {
    const choice = (event.target as Element).closest<HTMLElement>("[data-consent]")?.dataset
      .consent;
    if (choice === "granted" || choice === "denied") decide(choice);
  });
  for (const button of document.querySelectorAll("[data-consent-settings]")) {
    button.addEventListener("click", () => show(true));
  }
}
