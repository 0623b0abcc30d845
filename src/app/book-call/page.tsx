import type { Metadata } from "next";
import { BoltMark } from "@/components/chrome/logo";
import { site } from "@/config/site";
import { buildMetadata } from "@/lib/metadata";

export const metadata: Metadata = buildMetadata(site, {
  path: "/book-call",
  title: "Book a Call",
  description: `Taking you to ${site.name}'s booking calendar to choose a time for your free 30-minute call.`,
  noIndex: true,
});

/**
 * Runs inline, before anything else loads: adds the visit's utm parameters (captured on arrival,
 * see AttributionCapture) to the scheduler URL and goes there. Self-contained on purpose.
 */
function redirectWithAttribution(base: string) {
  const url = new URL(base);
  try {
    const visit = JSON.parse(sessionStorage.getItem("attribution") ?? "{}") as Record<
      string,
      unknown
    >;
    for (const key of ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"]) {
      const value = visit[key];
      if (typeof value === "string" && value && !url.searchParams.has(key))
        url.searchParams.set(key, value);
    }
  } catch {
    // No storage or no attribution: go on without it.
  }
  window.location.replace(url.toString());
}

/**
 * Redirects to the external scheduler at once: by script (carrying the visit's attribution),
 * or without JavaScript by a zero-second refresh; the link covers anyone whose browser does not.
 */
export default function BookCallPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-900 px-6 text-center text-white">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${site.schedulerUrl}`} />
      </noscript>
      <script
        dangerouslySetInnerHTML={{
          __html: `(${redirectWithAttribution.toString()})(${JSON.stringify(site.schedulerUrl)})`,
        }}
      />
      <div>
        <BoltMark className="mx-auto size-12 motion-safe:animate-pulse" />
        <h1 className="mt-6 text-2xl font-bold" aria-live="polite">
          Redirecting to Calendar...
        </h1>
        <p className="mt-3 text-ink-200">
          If nothing happens,{" "}
          <a
            href={site.schedulerUrl}
            className="font-semibold text-bolt-300 underline underline-offset-4"
          >
            click here
          </a>{" "}
          to open the booking page.
        </p>
      </div>
    </main>
  );
}
