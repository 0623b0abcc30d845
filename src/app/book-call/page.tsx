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
 * Redirects to the external scheduler at once through a zero-second refresh, which every browser
 * follows with or without JavaScript; the link covers anyone whose browser does not.
 */
export default function BookCallPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-900 px-6 text-center text-white">
      <meta httpEquiv="refresh" content={`0;url=${site.schedulerUrl}`} />
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
