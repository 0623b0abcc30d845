import { describe, expect, it } from "vitest";
import { mayShowExitIntent, planExitIntent, scrollDepth } from "./exit-intent";

describe("planExitIntent", () => {
  it("draws the threshold from 35–75% and the delay from 200–1400 ms", () => {
    expect(planExitIntent(() => 0)).toEqual({ threshold: 0.35, delayMs: 200 });
    expect(planExitIntent(() => 0.5)).toEqual({ threshold: 0.55, delayMs: 800 });
    const high = planExitIntent(() => 0.999999);
    expect(high.threshold).toBeLessThan(0.75);
    expect(high.threshold).toBeGreaterThan(0.7499);
    expect(high.delayMs).toBe(1400);
  });

  it("stays within bounds for any random source", () => {
    for (let i = 0; i < 500; i++) {
      const plan = planExitIntent();
      expect(plan.threshold).toBeGreaterThanOrEqual(0.35);
      expect(plan.threshold).toBeLessThanOrEqual(0.75);
      expect(plan.delayMs).toBeGreaterThanOrEqual(200);
      expect(plan.delayMs).toBeLessThanOrEqual(1400);
    }
  });
});

describe("scrollDepth", () => {
  it("measures how far through the scrollable height the visitor is", () => {
    expect(scrollDepth(0, 900, 3000)).toBe(0);
    expect(scrollDepth(1050, 900, 3000)).toBe(0.5);
    expect(scrollDepth(2100, 900, 3000)).toBe(1);
  });

  it("reports 0 for a page that cannot scroll and clamps overscroll", () => {
    expect(scrollDepth(0, 900, 800)).toBe(0);
    expect(scrollDepth(2500, 900, 3000)).toBe(1);
    expect(scrollDepth(-40, 900, 3000)).toBe(0);
  });
});

describe("mayShowExitIntent", () => {
  const gate = { alreadyShown: false, leadSubmitted: false, typedIntoForm: false };

  it("allows the modal once per session and never after a form was sent", () => {
    expect(mayShowExitIntent(gate)).toBe(true);
    expect(mayShowExitIntent({ ...gate, alreadyShown: true })).toBe(false);
    expect(mayShowExitIntent({ ...gate, leadSubmitted: true })).toBe(false);
  });

  it("never allows it on a page where the visitor has typed into a form", () => {
    expect(mayShowExitIntent({ ...gate, typedIntoForm: true })).toBe(false);
  });
});
