import type { AstroIntegration } from "astro";

/**
 * Images are made at build. Astro's server build would otherwise resize on request at /_image,
 * letting anyone spend the server's CPU.
 */
export function imagesAtBuild(): AstroIntegration {
  return {
    name: "voltcare:images-at-build",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        if (command !== "build") return;
        updateConfig({
          image: {
            endpoint: {
              route: "/_image",
              entrypoint: new URL("./image-endpoint-off.ts", import.meta.url).pathname,
            },
          },
        });
      },
    },
  };
}
