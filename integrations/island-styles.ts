import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { builtFiles } from "./built-files";

/**
 * Astro writes it into a page's body, where HTML allows no `<style>`: src/styles/global.css carries
 * the rule instead. Should Astro write it differently, e2e/html-validity.spec.ts says so.
 */
export const ISLAND_STYLE_ELEMENT =
  "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

const PAGES = new Set([".html"]);

export async function dropIslandStyleElement(file: string): Promise<boolean> {
  const html = await readFile(file, "utf8");
  if (!html.includes(ISLAND_STYLE_ELEMENT)) return false;
  await writeFile(file, html.replace(ISLAND_STYLE_ELEMENT, ""));
  return true;
}

export function islandStyles(): AstroIntegration {
  let clientDir = "";
  return {
    name: "voltcare:island-styles",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      "astro:build:done": async ({ logger }) => {
        const jobs: Promise<boolean>[] = [];
        for await (const file of builtFiles(clientDir, PAGES))
          jobs.push(dropIslandStyleElement(file));
        const pages = (await Promise.all(jobs)).filter(Boolean).length;
        logger.info(`island rule moved to the stylesheet on ${pages} pages`);
      },
    },
  };
}
