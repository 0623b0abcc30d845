import { execFileSync } from "node:child_process";

/**
 * Fills Astro's content store before the unit tests run, so `getCollection()` answers from the
 * real content files in tests as it does in `astro dev`: Astro's `sync()` loads every collection
 * (validating it, rendering its Markdown) and writes the store to its cache folder, set here to
 * `.astro/`, where a dev server, which the tests run under (vitest.config.ts), reads it. A file
 * with a mistake stops the test run with Astro's message, as it stops the build.
 */
export default function syncContentStore(): void {
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "--eval",
      'import { sync } from "astro"; await sync({ cacheDir: "./.astro/", logLevel: "warn" });',
    ],
    { stdio: "inherit" },
  );
}
