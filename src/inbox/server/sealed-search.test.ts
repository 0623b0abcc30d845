import { describe, expect, it } from "vitest";
import { openSearch, sealSearch } from "./sealed-search";

describe("a sealed search", () => {
  it("opens with the server's secret only, and never reads as what was typed", () => {
    const sealed = sealSearch("secret-a", "dana@brightsmile.example");
    expect(sealed).not.toContain("dana");
    expect(openSearch("secret-a", sealed)).toBe("dana@brightsmile.example");
    expect(openSearch("secret-b", sealed)).toBeUndefined();
    expect(openSearch("secret-a", `${sealed.slice(0, -2)}AA`)).toBeUndefined();
    expect(openSearch("secret-a", "short")).toBeUndefined();
  });
});
