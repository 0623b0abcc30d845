import type { AstroIntegration } from "astro";

/** Pages for the end-to-end tests only, in builds made with ENABLE_TEST_ROUTES=1. */
export function testRoutes(): AstroIntegration {
  return {
    name: "voltcare:test-routes",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        if (process.env.ENABLE_TEST_ROUTES !== "1") return;
        injectRoute({ pattern: "/e2e/lead-form", entrypoint: "./e2e/pages/lead-form.astro" });
        injectRoute({ pattern: "/e2e/content.json", entrypoint: "./e2e/pages/content.json.ts" });
      },
    },
  };
}
