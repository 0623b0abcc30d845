import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { builtFiles } from "./built-files";

/**
 * The rule Astro writes into a page's body, in a `<style>` element, before its first island. HTML
 * allows `<style>` only in the head, so the site's stylesheet carries the rule
 * (src/styles/global.css) and the built pages drop the element. Should Astro ever write it
 * differently, nothing is removed and the HTML checker (e2e/html-validity.spec.ts) says so.
 */
export const ISLAND_STYLE_ELEMENT =
  "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

const PAGES = new Set([".html"]);

/** Removes the island rule's `<style>` element from a page; true when there was one. */
export async function dropIslandStyleElement(file: string): Promise<boolean> {
  const html = await readFile(file, "utf8");
  if (!html.includes(ISLAND_STYLE_ELEMENT)) return false;
  await writeFile(file, html.replace(ISLAND_STYLE_ELEMENT, ""));
  return true;
}

/** Keeps prerendered pages valid HTML: the island rule comes from the stylesheet in the head. */
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
