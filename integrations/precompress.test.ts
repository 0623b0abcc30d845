import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

type Hooks = AstroIntegration["hooks"];
type ConfigDone = Parameters<NonNullable<Hooks["astro:config:done"]>>[0];
type BuildDone = Parameters<NonNullable<Hooks["astro:build:done"]>>[0];

const text = (line: string, times: number) => Buffer.from(line.repeat(times));

/** A built client folder: text files worth compressing, and files that are not. */
const FILES: Record<string, Buffer> = {
  "index.html": text("<section><h2>Every call answered</h2><p>Book a demo.</p></section>\n", 80),
  "about/index.html": text("<p>About the team that answers your calls.</p>\n", 60),
  "_astro/app.C3x9k1.js": text("export function start(){return document.body.dataset.ready}\n", 40),
  "_astro/site.D8a2f0.css": text(".btn{color:#0b1b33;background:#5b8cff}\n", 50),
  "icon.svg": text('<path d="M18.4 5.5 9.2 18.1h6.1l-1.9 8.4 9.4-12.8h-6.2l1.8-8.2Z"/>', 10),
  "sitemap.xml": text("<url><loc>https://www.example.org/about</loc></url>\n", 20),
  "search-index.json": text('{"title":"AI Receptionist","path":"/services/ai-receptionist"},', 30),
  "robots.txt": Buffer.from("User-agent: *\nAllow: /\n"),
  // Random bytes do not compress: each copy would be larger than the file.
  "favicon.ico": randomBytes(2048),
  // Images, video and fonts are compressed already, however well they might shrink.
  "media/hero.png": text("PNG", 2000),
  "media/photo.jpg": text("JPG", 2000),
  "media/hero.mp4": text("MP4", 2000),
  "fonts/brand.0084e8dd35.woff2": text("WOFF", 2000),
};

describe("the precompress integration", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** Runs the integration's hooks as `astro build` does, on a client folder holding `files`. */
  async function build(files: Record<string, Buffer>, { createClient = true } = {}) {
    const root = mkdtempSync(join(tmpdir(), "precompress-"));
    roots.push(root);
    const client = join(root, "dist", "client");
    if (createClient) mkdirSync(client, { recursive: true });
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(client, path)), { recursive: true });
      writeFileSync(join(client, path), body);
    }
    const logged: string[] = [];
    const { hooks } = precompress();
    await hooks["astro:config:done"]?.({
      config: { build: { client: pathToFileURL(`${client}/`) } },
    } as unknown as ConfigDone);
    await hooks["astro:build:done"]?.({
      logger: { info: (message: string) => logged.push(message) },
    } as unknown as BuildDone);
    return { client, logged };
  }

  it("writes Brotli and gzip copies beside text files, each the file once decompressed", async () => {
    const { client, logged } = await build(FILES);
    const compressed = [
      "index.html",
      "about/index.html",
      "_astro/app.C3x9k1.js",
      "_astro/site.D8a2f0.css",
      "icon.svg",
      "sitemap.xml",
      "search-index.json",
    ];
    for (const path of compressed) {
      const original = FILES[path]!;
      const br = readFileSync(join(client, `${path}.br`));
      const gz = readFileSync(join(client, `${path}.gz`));
      expect(brotliDecompressSync(br).equals(original), `${path}.br`).toBe(true);
      expect(gunzipSync(gz).equals(original), `${path}.gz`).toBe(true);
      expect(br.byteLength, path).toBeLessThan(original.byteLength);
      expect(gz.byteLength, path).toBeLessThan(original.byteLength);
      // The originals stay as they were, for clients that take neither.
      expect(readFileSync(join(client, path)).equals(original), path).toBe(true);
    }
    expect(logged).toEqual([expect.stringMatching(/^14 Brotli and gzip copies written in /)]);
  });

  it("writes no copy that would not be smaller, nor any for images, video and fonts", async () => {
    const { client } = await build(FILES);
    for (const path of [
      "robots.txt",
      "favicon.ico",
      "media/hero.png",
      "media/photo.jpg",
      "media/hero.mp4",
      "fonts/brand.0084e8dd35.woff2",
    ]) {
      expect(existsSync(join(client, `${path}.br`)), `${path}.br`).toBe(false);
      expect(existsSync(join(client, `${path}.gz`)), `${path}.gz`).toBe(false);
    }
  });

  it("does nothing for a build with no client folder", async () => {
    const { logged } = await build({}, { createClient: false });
    expect(logged).toEqual([]);
  });
});
