import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Adds the `client:painted` directive (src/components/browser/client-painted.ts). */
export function clientPainted(): AstroIntegration {
  return {
    name: "voltcare:client-painted",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "painted",
          entrypoint: fileURLToPath(
            new URL("../src/components/browser/client-painted.ts", import.meta.url),
          ),
        });
      },
    },
  };
}
