import { readdirSync } from "node:fs";
import type { AstroIntegration } from "astro";

/** The files machines read at the site's root: robots.txt, the sitemap, the feed, … */
const ROOT_FILES = new URL("../src/root-files/", import.meta.url);

/**
 * Each module of src/root-files answers at the site's root under its own name, as it would from
 * src/pages (robots.txt.ts answers /robots.txt), so that src/pages holds the pages people visit.
 */
export function rootFiles(): AstroIntegration {
  return {
    name: "voltcare:root-files",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        // A test beside them is no file of the site's.
        const modules = readdirSync(ROOT_FILES).filter((file) => !file.endsWith(".test.ts"));
        for (const file of modules.sort()) {
          injectRoute({
            pattern: `/${file.replace(/\.ts$/, "")}`,
            entrypoint: new URL(file, ROOT_FILES),
          });
        }
      },
    },
  };
}
