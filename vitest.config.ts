import { getViteConfig } from "astro/config";
import type { ViteUserConfig } from "vitest/config";

// Astro's Vite configuration (getViteConfig), so tests read content through Astro's collections
// (`astro:content`) as pages do; test/content-store.ts fills the store first.
export default getViteConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "cli/**/*.test.ts",
      "integrations/**/*.test.ts",
      "deploy/**/*.test.ts",
      "test/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["test/content-store.ts", "test/global-setup.ts"],
    setupFiles: ["test/log-through-console.ts"],
    // Server logs are shown for failing tests only.
    silent: "passed-only",
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs the files one
    // at a time, though most of them wait on builds, databases and peers rather than the CPU
    // (151 s against 262 s for the suite on such a machine).
    maxWorkers: "100%",
    // Storage tests share one PostgreSQL server and start real SMTP and HTTP peers.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
} satisfies ViteUserConfig);
