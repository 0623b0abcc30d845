import type { AstroIntegration } from "astro";

/**
 * Astro 7.3's dev server writes a policy without the hashes of the inline scripts that start
 * islands, so every island would be blocked; a build hashes them.
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
