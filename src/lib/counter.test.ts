import { describe, expect, it } from "vitest";
import { counterValueAt, decimalsOf, easeOutCubic, formatStat } from "./counter";

describe("easeOutCubic", () => {
  it("starts at 0, ends at 1, and front-loads the motion", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe("counterValueAt", () => {
  it("counts from 0 to the target over 1200 ms", () => {
    expect(counterValueAt(0, 42)).toBe(0);
    expect(counterValueAt(600, 42)).toBe(37); // 42 × 0.875 = 36.75
    expect(counterValueAt(1200, 42)).toBe(42);
    expect(counterValueAt(5000, 42)).toBe(42);
  });

  it("never decreases and keeps the target's precision", () => {
    let previous = 0;
    for (let t = 0; t <= 1200; t += 16) {
      const value = counterValueAt(t, 4.8);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(decimalsOf(value)).toBeLessThanOrEqual(1);
      previous = value;
    }
    expect(previous).toBe(4.8);
  });
});

describe("formatStat", () => {
  it("writes each stat type as the site shows it", () => {
    expect(formatStat("percent", 42, 42)).toBe("42%");
    expect(formatStat("multiplier", 3, 3)).toBe("3x");
    expect(formatStat("currency", 120, 120, "k")).toBe("$120k");
    expect(formatStat("rating", 4.8, 4.8)).toBe("4.8");
    expect(formatStat("rating", 0, 4.8)).toBe("0.0");
    expect(formatStat("count", 12, 12, " hrs/wk")).toBe("12 hrs/wk");
    expect(formatStat("percent", 7, 92)).toBe("7%");
  });
});
