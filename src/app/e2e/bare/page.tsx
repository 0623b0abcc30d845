import type { Metadata } from "next";
import { notFound } from "next/navigation";

/**
 * The framework's floor for `npm run bench:lighthouse`: only the root layout (html, font,
 * globals.css) around a heading and a paragraph, with no header, footer or client islands, so
 * every other page can be measured against it. It sits outside the (site) group on purpose and
 * exists only in builds made with ENABLE_TEST_ROUTES=1; everywhere else it is a 404.
 */
export const metadata: Metadata = {
  title: "Bare page",
  description: "The root layout with a trivial body, the baseline for the Lighthouse benchmark.",
  robots: { index: false, follow: false },
};

export default function BarePage() {
  if (process.env.ENABLE_TEST_ROUTES !== "1") notFound();
  return (
    <main className="px-6 py-16">
      <h1 className="text-2xl font-bold">Bare page</h1>
      <p className="mt-4">
        The root layout and nothing else: the floor every page is compared with.
      </p>
    </main>
  );
}
