import type { AstroIntegration } from "astro";

/**
 * Images are made once, when the site builds (AVIF and WebP covers, content/readers/picture.ts);
 * nothing is resized while a visitor waits. Astro's server build would otherwise answer
 * /_image?href=…&w=… by resizing on request, letting anyone spend the server's CPU; the
 * production build answers that address with a plain 404 (image-endpoint-off.ts). `astro dev`
 * keeps its own endpoint, which shows images while editing.
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
