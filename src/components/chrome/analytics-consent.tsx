export type AnalyticsConsentProps = {
  analyticsId: string;
  copy: { label: string; message: string; accept: string; decline: string };
  buttonClassNames: { accept: string; decline: string };
};

export function AnalyticsConsent({ analyticsId, copy, buttonClassNames }: AnalyticsConsentProps) {
  return (
    <section
      aria-label={copy.label}
      hidden
      data-consent-banner={analyticsId}
      className="fixed inset-x-3 bottom-24 z-50 mx-auto max-w-md rounded-card border border-ink-100 bg-white p-5 shadow-lift md:bottom-6 md:left-6 md:mx-0"
    >
      <p className="text-[0.9375rem] text-ink-700">{copy.message}</p>
      <div className="mt-4 flex gap-3">
        <button type="button" className={buttonClassNames.accept} data-consent="granted">
          {copy.accept}
        </button>
        <button type="button" className={buttonClassNames.decline} data-consent="denied">
          {copy.decline}
        </button>
      </div>
    </section>
  );
}

export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} data-consent-settings="">
      {label}
    </button>
  );
}
