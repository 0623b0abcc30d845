import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class override an earlier one of the same kind", () => {
    expect(cn("inline-flex", "hidden sm:inline-flex")).toBe("hidden sm:inline-flex");
    expect(cn("px-5", "px-4")).toBe("px-4");
  });

  it("keeps the theme's own sizes, radii and shadows apart from colours", () => {
    expect(cn("text-h2 text-white")).toBe("text-h2 text-white");
    expect(cn("text-lead", "text-ink-200")).toBe("text-lead text-ink-200");
    expect(cn("rounded-control shadow-bolt", "rounded-card shadow-card")).toBe(
      "rounded-card shadow-card",
    );
  });

  it("skips falsy values", () => {
    expect(cn("a", false, null, undefined, "b")).toBe("a b");
  });
});
