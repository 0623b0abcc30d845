import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  prerenderedScriptHashes,
  readPrerenderedDocuments,
  withScriptSources,
} from "./content-security";
import { AFTER_PAINT_LOADER } from "./scripts-after-paint";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script the browser runs, exactly as written, once", () => {
    const html = [
      `<script>document.documentElement.dataset.js=''</script>`,
      `<script src="/_next/static/chunk.js" async=""></script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script>self.__next_f.push([1,"a\\u003cb"])</script>`,
      `<SCRIPT type="module">import "/x.js"</SCRIPT >`,
      `<script>document.documentElement.dataset.js=''</script>`,
    ].join("\n");
    expect(inlineScriptHashes(html)).toEqual([
      sha("document.documentElement.dataset.js=''"),
      sha('self.__next_f.push([1,"a\\u003cb"])'),
      sha('import "/x.js"'),
    ]);
  });
});

describe("prerendered documents", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("maps every prerendered document of a build to its scripts' hashes", () => {
    dir = mkdtempSync(join(tmpdir(), "app-"));
    mkdirSync(join(dir, "blog"));
    writeFileSync(join(dir, "index.html"), "<!DOCTYPE html><script>a()</script>");
    writeFileSync(join(dir, "blog", "first-post.html"), "<!DOCTYPE html><script>b()</script>");
    writeFileSync(join(dir, "book-call.body"), "<!DOCTYPE html>\n<script>c()</script>");
    writeFileSync(join(dir, "robots.txt.body"), "User-agent: *");
    writeFileSync(join(dir, "_not-found.html"), "<!DOCTYPE html><script>d()</script>");
    expect(Object.fromEntries(prerenderedScriptHashes(readPrerenderedDocuments(dir)))).toEqual({
      "/": [sha("a()")],
      "/blog/first-post": [sha("b()")],
      "/book-call": [sha("c()")],
    });
  });

  it("hashes a page as the server sends it, with the loader that runs its chunks after paint", () => {
    dir = mkdtempSync(join(tmpdir(), "app-"));
    writeFileSync(
      join(dir, "about.html"),
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>b()</script></body></html>',
    );
    expect(prerenderedScriptHashes(readPrerenderedDocuments(dir)).get("/about")).toEqual([
      sha(AFTER_PAINT_LOADER),
      sha("b()"),
    ]);
  });

  it("refuses a folder with no prerendered page, rather than allow no script anywhere", () => {
    dir = mkdtempSync(join(tmpdir(), "app-"));
    expect(() => prerenderedScriptHashes(readPrerenderedDocuments(dir))).toThrow(
      /No prerendered pages/,
    );
  });
});

describe("withScriptSources", () => {
  it("swaps the inline placeholder in script-src only", () => {
    expect(
      withScriptSources(
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'",
        ["'sha256-x='"],
      ),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-x='; style-src 'self' 'unsafe-inline'");
  });
});
