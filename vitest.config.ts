import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "cli/**/*.test.ts",
      "integrations/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/log-through-console.ts"],
    // Server logs are shown for failing tests only.
    silent: "passed-only",
    // Storage tests share one PostgreSQL server and start real SMTP and HTTP peers.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
