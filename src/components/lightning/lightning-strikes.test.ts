import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import {
  CLEANUP_MS,
  DRAWING_MS,
  FADING_MS,
  FIRST_STRIKE_MAX_MS,
  FIRST_STRIKE_MIN_MS,
  FLASH_MAX_ALPHA,
  HOLDING_MS,
  STRIKE_DURATION_MS,
  MAX_CANVAS_DPR,
  STRIKE_MIN_MS,
  boltBand,
  canvasPixelRatio,
  deviceRect,
  firstStrikeDelay,
  frameInterval,
  generateBolt,
  generateBranches,
  nextStrikeDelay,
  paddedBounds,
  partialPath,
  phaseAt,
  strikeFrame,
  strikeVisuals,
  targetFps,
  throttleFrame,
  unskippedStart,
  type StrikePhase,
} from "./lightning-strikes";

/** Tiny seeded PRNG so geometry tests are reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("strike delays", () => {
  it("keeps the next strike between 4 and 8 seconds", () => {
    for (const r of [0, 0.25, 0.5, 0.75, 0.999999]) {
      const delay = nextStrikeDelay(() => r);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
    expect(nextStrikeDelay(() => 0)).toBe(4000);
    expect(nextStrikeDelay(() => 0.5)).toBe(6000);
    expect(nextStrikeDelay(() => 0.999999)).toBeCloseTo(8000, 0);
  });

  it("stays in range even with an out-of-contract random source", () => {
    expect(nextStrikeDelay(() => 1)).toBe(8000);
    expect(nextStrikeDelay(() => -1)).toBe(4000);
  });

  it("uses Math.random by default", () => {
    for (let i = 0; i < 100; i++) {
      const delay = nextStrikeDelay();
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });

  it("brings the first strike in sooner", () => {
    expect(firstStrikeDelay(() => 0)).toBe(FIRST_STRIKE_MIN_MS);
    expect(firstStrikeDelay(() => 0.999999)).toBeLessThanOrEqual(FIRST_STRIKE_MAX_MS);
    expect(FIRST_STRIKE_MAX_MS).toBeLessThan(STRIKE_MIN_MS);
  });
});

describe("targetFps", () => {
  it("uses 30 fps on small screens", () => {
    expect(targetFps({ viewportWidth: 390, reducedMotion: false })).toBe(30);
  });

  it("uses 60 fps on large screens", () => {
    expect(targetFps({ viewportWidth: 1440, reducedMotion: false })).toBe(60);
  });

  it("uses 30 fps with reduced motion regardless of width", () => {
    expect(targetFps({ viewportWidth: 1440, reducedMotion: true })).toBe(30);
    expect(targetFps({ viewportWidth: 390, reducedMotion: true })).toBe(30);
  });

  it("switches at the 759/760 boundary", () => {
    expect(targetFps({ viewportWidth: 759, reducedMotion: false })).toBe(30);
    expect(targetFps({ viewportWidth: 760, reducedMotion: false })).toBe(60);
  });
});

describe("frame throttling", () => {
  it("derives the interval from fps", () => {
    expect(frameInterval(60)).toBeCloseTo(16.667, 2);
    expect(frameInterval(30)).toBeCloseTo(33.333, 2);
  });

  function renderedFrames(displayHz: number, fps: number, seconds: number): number {
    const interval = frameInterval(fps);
    let last = Number.NEGATIVE_INFINITY;
    let rendered = 0;
    for (let i = 0; i < displayHz * seconds; i++) {
      // Real rAF timestamps jitter a little around the display period.
      const now = (i * 1000) / displayHz + (i % 2 === 0 ? 0.2 : -0.2);
      const next = throttleFrame(now, last, interval);
      if (next !== null) {
        last = next;
        rendered++;
      }
    }
    return rendered;
  }

  it("renders every frame at 60 fps on a 60 Hz display", () => {
    expect(renderedFrames(60, 60, 2)).toBe(120);
  });

  it("renders about every other frame at 30 fps on a 60 Hz display", () => {
    expect(renderedFrames(60, 30, 2)).toBeGreaterThanOrEqual(59);
    expect(renderedFrames(60, 30, 2)).toBeLessThanOrEqual(61);
  });

  it("caps a 120 Hz display at 60 fps", () => {
    expect(renderedFrames(120, 60, 2)).toBeGreaterThanOrEqual(119);
    expect(renderedFrames(120, 60, 2)).toBeLessThanOrEqual(121);
  });

  it("always renders the first frame", () => {
    expect(throttleFrame(5, Number.NEGATIVE_INFINITY, frameInterval(30))).toBe(5);
  });
});

describe("phaseAt", () => {
  it("walks drawing → holding → fading → cleanup → idle in order", () => {
    const order: StrikePhase[] = [];
    for (let t = 0; t <= STRIKE_DURATION_MS + 100; t += 1) {
      const { phase } = phaseAt(t);
      if (order[order.length - 1] !== phase) order.push(phase);
    }
    expect(order).toEqual(["drawing", "holding", "fading", "cleanup", "idle"]);
  });

  it("uses the exported durations as boundaries", () => {
    expect(phaseAt(0)).toEqual({ phase: "drawing", progress: 0 });
    expect(phaseAt(DRAWING_MS / 2)).toEqual({ phase: "drawing", progress: 0.5 });
    expect(phaseAt(DRAWING_MS).phase).toBe("holding");
    expect(phaseAt(DRAWING_MS + HOLDING_MS).phase).toBe("fading");
    expect(phaseAt(DRAWING_MS + HOLDING_MS + FADING_MS).phase).toBe("cleanup");
    expect(phaseAt(STRIKE_DURATION_MS).phase).toBe("idle");
  });

  it("keeps progress within 0..1 and rising inside each phase", () => {
    let previous = phaseAt(0);
    for (let t = 1; t < STRIKE_DURATION_MS; t += 1) {
      const current = phaseAt(t);
      expect(current.progress).toBeGreaterThanOrEqual(0);
      expect(current.progress).toBeLessThanOrEqual(1);
      if (current.phase === previous.phase) {
        expect(current.progress).toBeGreaterThan(previous.progress);
      }
      previous = current;
    }
  });

  it("treats negative, NaN and long-past times as idle", () => {
    expect(phaseAt(-1).phase).toBe("idle");
    expect(phaseAt(Number.NaN).phase).toBe("idle");
    expect(phaseAt(60_000).phase).toBe("idle");
  });

  it("keeps cleanup at least one 30 fps frame long", () => {
    expect(CLEANUP_MS).toBeGreaterThanOrEqual(frameInterval(30));
  });
});

describe("generateBolt", () => {
  const width = 600;
  const height = 500;

  it("stays within the box for many seeds", () => {
    for (let seed = 1; seed <= 200; seed++) {
      for (const point of generateBolt(mulberry32(seed), width, height)) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(width);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(height);
      }
    }
  });

  it("starts near the top and ends in the lower part", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const bolt = generateBolt(mulberry32(seed), width, height);
      const first = bolt[0];
      const last = bolt[bolt.length - 1];
      expect(first?.y).toBeLessThanOrEqual(height * 0.1);
      expect(last?.y).toBeGreaterThanOrEqual(height * 0.6);
    }
  });

  it("descends monotonically and is jagged", () => {
    const bolt = generateBolt(mulberry32(42), width, height);
    expect(bolt.length).toBeGreaterThan(10);
    for (let i = 1; i < bolt.length; i++) {
      expect(bolt[i]?.y).toBeGreaterThan(bolt[i - 1]?.y ?? Number.POSITIVE_INFINITY);
    }
    const xs = new Set(bolt.map((p) => Math.round(p.x)));
    expect(xs.size).toBeGreaterThan(5);
  });

  it("is deterministic for a given seed", () => {
    expect(generateBolt(mulberry32(7), width, height)).toEqual(
      generateBolt(mulberry32(7), width, height),
    );
    expect(generateBolt(mulberry32(7), width, height)).not.toEqual(
      generateBolt(mulberry32(8), width, height),
    );
  });

  it("copes with an empty box", () => {
    for (const point of generateBolt(mulberry32(3), 0, 0)) {
      expect(point).toEqual({ x: 0, y: 0 });
    }
  });
});

describe("generateBranches", () => {
  const width = 400;
  const height = 500;

  it("produces one or two short forks inside the box", () => {
    for (let seed = 1; seed <= 100; seed++) {
      const random = mulberry32(seed);
      const bolt = generateBolt(random, width, height);
      const branches = generateBranches(random, bolt, width, height);
      expect(branches.length).toBeGreaterThanOrEqual(1);
      expect(branches.length).toBeLessThanOrEqual(2);
      for (const branch of branches) {
        expect(branch.from).toBeGreaterThan(0);
        expect(branch.from).toBeLessThan(1);
        expect(bolt).toContainEqual(branch.points[0]);
        for (const point of branch.points) {
          expect(point.x).toBeGreaterThanOrEqual(0);
          expect(point.x).toBeLessThanOrEqual(width);
          expect(point.y).toBeGreaterThanOrEqual(0);
          expect(point.y).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  it("is deterministic for a given seed", () => {
    const make = () => {
      const random = mulberry32(11);
      return generateBranches(random, generateBolt(random, width, height), width, height);
    };
    expect(make()).toEqual(make());
  });

  it("returns nothing for a degenerate path", () => {
    expect(generateBranches(mulberry32(1), [{ x: 0, y: 0 }], width, height)).toEqual([]);
  });
});

describe("partialPath", () => {
  const line = [
    { x: 0, y: 0 },
    { x: 0, y: 10 },
    { x: 0, y: 20 },
  ];

  it("reveals from the top down by arc length", () => {
    expect(partialPath(line, 0)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ]);
    expect(partialPath(line, 0.25)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 5 },
    ]);
    expect(partialPath(line, 0.75)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 10 },
      { x: 0, y: 15 },
    ]);
    expect(partialPath(line, 1)).toEqual(line);
    expect(partialPath([], 0.5)).toEqual([]);
  });
});

describe("boltBand", () => {
  it("keeps bolts in the right-hand band, narrower on small screens", () => {
    expect(boltBand(1440)).toEqual({ start: 0.55, end: 0.95 });
    expect(boltBand(390)).toEqual({ start: 0.6, end: 0.95 });
  });
});

describe("strikeVisuals", () => {
  it("flashes the background faintly only while holding", () => {
    let maxFlash = 0;
    for (let t = 0; t <= STRIKE_DURATION_MS; t += 1) {
      const { phase, progress } = phaseAt(t);
      const { flash } = strikeVisuals(phase, progress, false);
      if (phase !== "holding") expect(flash).toBe(0);
      maxFlash = Math.max(maxFlash, flash);
    }
    expect(maxFlash).toBeGreaterThan(0);
    expect(maxFlash).toBeLessThanOrEqual(FLASH_MAX_ALPHA);
  });

  it("drops the flash and flicker under reduced motion", () => {
    const alphas = new Set<number>();
    for (let p = 0; p <= 1; p += 0.01) {
      const visuals = strikeVisuals("holding", p, true);
      expect(visuals.flash).toBe(0);
      alphas.add(visuals.alpha);
    }
    expect(alphas.size).toBe(1);
  });

  it("reveals while drawing, fast at first, and fades to nothing", () => {
    expect(strikeVisuals("drawing", 0, false).reveal).toBe(0);
    expect(strikeVisuals("drawing", 0.5, false).reveal).toBeCloseTo(0.875, 5);
    expect(strikeVisuals("drawing", 1, false).reveal).toBe(1);
    expect(strikeVisuals("fading", 1, false).alpha).toBe(0);
    expect(strikeVisuals("fading", 0.5, true).alpha).toBeLessThan(
      strikeVisuals("fading", 0, true).alpha,
    );
    expect(strikeVisuals("cleanup", 0, false)).toEqual({ reveal: 0, alpha: 0, flash: 0 });
    expect(strikeVisuals("idle", 0, false)).toEqual({ reveal: 0, alpha: 0, flash: 0 });
  });
});

describe("unskippedStart", () => {
  it("keeps the timeline when the next phase follows in order", () => {
    expect(unskippedStart("idle", 1000, 1000)).toBe(1000);
    expect(unskippedStart("drawing", 1000, 1000 + DRAWING_MS + 10)).toBe(1000);
  });

  it("moves the timeline back so a slow frame still shows every phase", () => {
    // From drawing, a 500 ms frame would land in fading: holding is shown first, from its start.
    const now = 1000 + DRAWING_MS + HOLDING_MS + 100;
    expect(unskippedStart("drawing", 1000, now)).toBe(now - DRAWING_MS);
    // From holding, a jump to the end resumes at fading.
    const late = 1000 + STRIKE_DURATION_MS + 500;
    expect(unskippedStart("holding", 1000, late)).toBe(late - DRAWING_MS - HOLDING_MS);
  });

  it("walks through all phases in order however slow the frames are", () => {
    let startedAt = 0;
    let phase: StrikePhase = "idle";
    const seen: StrikePhase[] = [];
    for (let now = 0; seen.at(-1) !== "idle" || seen.length < 2; now += 400) {
      startedAt = unskippedStart(phase, startedAt, now);
      phase = phaseAt(now - startedAt).phase;
      if (seen.at(-1) !== phase) seen.push(phase);
    }
    expect(seen).toEqual(["drawing", "holding", "fading", "cleanup", "idle"]);
  });
});

describe("strikeFrame", () => {
  it("follows the timeline while frames come on time", () => {
    expect(strikeFrame("idle", 1000, 1000)).toEqual({
      startedAt: 1000,
      phase: "drawing",
      progress: 0,
    });
    expect(strikeFrame("drawing", 1000, 1000 + DRAWING_MS + HOLDING_MS / 2)).toEqual({
      startedAt: 1000,
      phase: "holding",
      progress: 0.5,
    });
  });

  it("shows the skipped phase from its start after a slow frame", () => {
    const now = 1000 + DRAWING_MS + HOLDING_MS + FADING_MS + 200;
    expect(strikeFrame("drawing", 1000, now)).toEqual({
      startedAt: now - DRAWING_MS,
      phase: "holding",
      progress: 0,
    });
    // Cleanup gets a frame of its own even when fading ran late past the end of the strike.
    expect(strikeFrame("fading", 1000, 1000 + STRIKE_DURATION_MS + 300).phase).toBe("cleanup");
    expect(strikeFrame("cleanup", 1000, 1000 + STRIKE_DURATION_MS + 300).phase).toBe("idle");
  });
});

describe("canvasPixelRatio", () => {
  it("follows the screen up to the cap", () => {
    expect(canvasPixelRatio(1)).toBe(1);
    expect(canvasPixelRatio(1.75)).toBe(1.75);
    expect(canvasPixelRatio(3)).toBe(MAX_CANVAS_DPR);
  });

  it("falls back to 1 for a missing or nonsensical ratio", () => {
    expect(canvasPixelRatio(0)).toBe(1);
    expect(canvasPixelRatio(Number.NaN)).toBe(1);
    expect(canvasPixelRatio(-2)).toBe(1);
  });
});

describe("paddedBounds", () => {
  it("boxes every point of every path, grown by the pad", () => {
    const bolt = [
      { x: 10, y: 0 },
      { x: 30, y: 50 },
    ];
    const fork = [
      { x: 30, y: 20 },
      { x: 45, y: 40 },
    ];
    expect(paddedBounds([bolt, fork], 5)).toEqual({ x: 5, y: -5, width: 45, height: 60 });
  });

  it("is null without points", () => {
    expect(paddedBounds([], 5)).toBeNull();
    expect(paddedBounds([[]], 5)).toBeNull();
  });
});

describe("deviceRect", () => {
  it("scales to device pixels and grows outward to whole pixels", () => {
    expect(deviceRect({ x: 10.2, y: 4.6, width: 20.5, height: 10 }, 2, 1000, 1000)).toEqual({
      x: 20,
      y: 9,
      width: 42,
      height: 21,
    });
  });

  it("clips to the box", () => {
    expect(deviceRect({ x: -10, y: -10, width: 30, height: 600 }, 1.5, 300, 450)).toEqual({
      x: 0,
      y: 0,
      width: 30,
      height: 450,
    });
    expect(deviceRect({ x: 500, y: 0, width: 20, height: 20 }, 1, 300, 450).width).toBe(0);
  });
});

describe("module", () => {
  it("imports nothing, so it ships only in the lightning's own chunk", () => {
    const source = readFileSync(new URL("./lightning-strikes.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/^\s*import\b|\bimport\(|\brequire\(/m);
  });
});
