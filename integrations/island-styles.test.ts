import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AstroIntegration } from "astro";
import { afterEach, describe, expect, it } from "vitest";
import { ISLAND_STYLE_ELEMENT, islandStyles } from "./island-styles";

type Hooks = AstroIntegration["hooks"];
type ConfigDone = Parameters<NonNullable<Hooks["astro:config:done"]>>[0];
type BuildDone = Parameters<NonNullable<Hooks["astro:build:done"]>>[0];

const ISLAND = '<astro-island uid="1" client="visible"><form></form></astro-island>';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("the island-styles integration", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** Builds a client folder of `files`, runs the integration's hooks on it, returns its pages. */
  async function run(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), "island-styles-"));
    roots.push(root);
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), body);
    }
    const messages: string[] = [];
    const { hooks } = islandStyles();
    const config = { build: { client: pathToFileURL(`${root}/`) } };
    await hooks["astro:config:done"]!({ config } as unknown as ConfigDone);
    await hooks["astro:build:done"]!({
      logger: { info: (message: string) => messages.push(message) },
    } as unknown as BuildDone);
    const read = (path: string) => readFileSync(join(root, path), "utf8");
    return { read, messages };
  }

  it("drops the island rule's style element from every page that has one, and nothing else", async () => {
    const withIsland = page(`<main>${ISLAND_STYLE_ELEMENT}<script>1</script>${ISLAND}</main>`);
    const withoutIsland = page("<main><p>Every call answered.</p></main>");
    const script = `const rule = ${JSON.stringify(ISLAND_STYLE_ELEMENT)};`;
    const { read, messages } = await run({
      "index.html": withIsland,
      "contact/index.html": withIsland,
      "about/index.html": withoutIsland,
      "_astro/app.js": script,
    });

    for (const path of ["index.html", "contact/index.html"]) {
      expect(read(path)).toBe(page(`<main><script>1</script>${ISLAND}</main>`));
    }
    expect(read("about/index.html")).toBe(withoutIsland);
    expect(read("_astro/app.js")).toBe(script);
    expect(messages).toEqual(["island rule moved to the stylesheet on 2 pages"]);
  });

  it("leaves a page alone when the element is written differently", async () => {
    const other = page("<style>astro-island{display:contents}</style>" + ISLAND);
    const { read, messages } = await run({ "index.html": other });
    expect(read("index.html")).toBe(other);
    expect(messages).toEqual(["island rule moved to the stylesheet on 0 pages"]);
  });
});
