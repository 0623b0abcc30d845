import { describe, expect, it } from "vitest";
import { AFTER_PAINT_LOADER, runScriptsAfterPaint } from "./scripts-after-paint";

/** A document as Next writes it: chunks in the head, the bootstrap preloaded and at the end. */
const NEXT_DOCUMENT = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<link rel="preload" href="/fonts/sans.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async="" nonce="n0"></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/checked.js" async="" integrity="sha384-x"></script>',
  '<script src="https://cdn.example/widget.js" async=""></script>',
  "<script>document.documentElement.dataset.js=''</script>",
  "</head><body><main><h1>Hello</h1></main>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>self.__next_f.push([1,"x"])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  "</body></html>",
].join("");

const LOADER_ELEMENT =
  '<script data-after-paint="[&quot;/_next/static/chunks/runtime.js&quot;,&quot;/_next/static/chunks/page.js&quot;,&quot;/_next/static/chunks/main.js&quot;]">' +
  AFTER_PAINT_LOADER +
  "</script>";

describe("runScriptsAfterPaint", () => {
  it("takes Next's chunks and their preload out and lists them, in order, on the loader", () => {
    const rewritten = runScriptsAfterPaint(NEXT_DOCUMENT);
    expect(rewritten).toBe(
      NEXT_DOCUMENT.replace(
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
        "",
      )
        .replace('<script src="/_next/static/chunks/runtime.js" async=""></script>', "")
        .replace('<script src="/_next/static/chunks/page.js" async="" nonce="n0"></script>', "")
        .replace('<script src="/_next/static/chunks/main.js" async=""></script>', "")
        .replace("</head>", `${LOADER_ELEMENT}</head>`),
    );
  });

  it("leaves every other script where it is: polyfills, checked chunks, other hosts, inline", () => {
    const rewritten = runScriptsAfterPaint(NEXT_DOCUMENT);
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/checked.js" async="" integrity="sha384-x"></script>',
      '<script src="https://cdn.example/widget.js" async=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
      '<link rel="preload" href="/fonts/sans.woff2" as="font" crossorigin="" type="font/woff2"/>',
    ]) {
      expect(rewritten).toContain(kept);
    }
  });

  it("returns a document without chunks, or without a head, as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><script>a()</script></body></html>";
    expect(runScriptsAfterPaint(plain)).toBe(plain);
    const headless = '<p>x</p><script src="/_next/static/chunks/a.js" async=""></script>';
    expect(runScriptsAfterPaint(headless)).toBe(headless);
  });

  it("is stable: a rewritten document is rewritten to itself", () => {
    const once = runScriptsAfterPaint(NEXT_DOCUMENT);
    expect(runScriptsAfterPaint(once)).toBe(once);
  });
});
