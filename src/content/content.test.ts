import { describe, expect, it } from "vitest";
import { homeHero } from "./home";
import { prosePages } from "./pages";
import { siteRoutes } from "./routes";
import { SITE_TOKENS } from "./schema";

const allCopy = JSON.stringify({ prosePages, homeHero });

describe("content", () => {
  it("gives every long-form page a unique path", () => {
    const paths = Object.values(prosePages).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("never hard-codes the brand's contact details, only tokens", () => {
    expect(allCopy).not.toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(allCopy).not.toMatch(/[\w.-]+@[\w-]+\.[a-z]{2,}/i);
    const tokens = allCopy.match(/\{[a-z]+\}/g) ?? [];
    expect(tokens.every((token) => (SITE_TOKENS as readonly string[]).includes(token))).toBe(true);
  });

  it("has no placeholder text", () => {
    expect(allCopy).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b/i);
  });

  it("lists each indexable route once, in the one URL form", () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path === "/" || !path.endsWith("/")).toBe(true);
  });

  it("shows the four hero counters SPEC.md names", () => {
    expect(homeHero.stats.map((s) => [s.type, s.value, s.suffix ?? ""])).toEqual([
      ["percent", 42, ""],
      ["multiplier", 3, ""],
      ["currency", 120, "k"],
      ["rating", 4.8, ""],
    ]);
  });
});
