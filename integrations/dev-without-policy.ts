import type { AstroIntegration } from "astro";

/**
 * `astro dev` serves pages without a Content-Security-Policy. Its dev server writes a policy
 * that leaves out the hashes of the inline scripts that start islands (Astro 7.3), so every
 * island would be blocked there; a build hashes them, and the production server sends the
 * policy of each page (docs/server.md).
 */
export function devWithoutPolicy(): AstroIntegration {
  return {
    name: "voltcare:dev-without-policy",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        if (command === "dev") updateConfig({ security: { csp: false } });
      },
    },
  };
}
